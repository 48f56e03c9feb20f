import Foundation
import StoryboardModel
import Testing

@testable import CodeGen

/// The name a nib cell's reuse identifier gets in generated code and the name its diagnostic announces come
/// from one rule, `Nib.reuseIdentifierNames(of:appKit:)` over the project's nibs: identifiers with spaces,
/// leading digits, keywords, and identifiers of different nibs that make one name.
@Suite struct NibRenameAgreementTests {
    private static func cell(_ id: String, _ identifier: String, kind: NibObject.Kind = .tableViewCell) -> NibObject {
        NibObject(id: id, kind: kind, elementName: kind.rawValue, reuseIdentifier: identifier)
    }

    /// Two nibs whose identifiers collide after renaming (`product cell` / `product-cell` / `productCell`), a
    /// leading digit, keywords (`class`, `self`) and a space.
    static let nibs = [
        Nib(name: "A", platform: .ios, objects: [cell("a1", "product cell")]),
        Nib(name: "B", platform: .ios, objects: [cell("b1", "product-cell")]),
        Nib(name: "C", platform: .ios, objects: [cell("c1", "productCell", kind: .collectionViewCell)]),
        Nib(name: "D", platform: .ios, objects: [cell("d1", "2nd Row")]),
        Nib(name: "E", platform: .ios, objects: [cell("e1", "class")]),
        Nib(name: "F", platform: .ios, objects: [cell("f1", "self")]),
        Nib(name: "G", platform: .ios, objects: [cell("g1", "Gallery Header", kind: .collectionReusableView)]),
    ]

    /// What each diagnostic says codegen names an identifier, by identifier.
    static func announced(_ nibs: [Nib], among project: [Nib]?) -> [String: String] {
        var names: [String: String] = [:]
        for nib in nibs {
            for diagnostic in nib.invalidReuseIdentifierDiagnostics(among: project) {
                let message = diagnostic.message
                guard let quoted = message.split(separator: "'").dropFirst().first,
                    let range = message.range(of: "codegen names it ")
                else { continue }
                names[String(quoted)] = String(message[range.upperBound...])
            }
        }
        return names
    }

    @Test func everyAnnouncedNameIsTheGeneratedMember() throws {
        let graph = NavigationGraph(project: Project(name: "Shop", module: "Shop", platform: .ios), storyboards: [])
        let code = try #require(
            CodeGenerator.generate(.scenes, graph: graph.replacingNibs(Self.nibs), options: CodeGenOptions()).first
        ).contents
        let announced = Self.announced(Self.nibs, among: Self.nibs)
        #expect(Set(announced.keys) == ["product cell", "product-cell", "2nd Row", "class", "self", "Gallery Header"])
        for (identifier, name) in announced {
            let literal = SwiftLiteral.string(identifier)
            #expect(
                code.contains("static let \(name) = Reusable") && code.contains("(identifier: \(literal)"),
                "\(identifier) is announced as \(name)")
        }
        let generated = Nib.reuseIdentifierNames(of: Self.nibs, appKit: false)
        for (identifier, name) in announced { #expect(generated[identifier] == name, "\(identifier)") }
        // The three that make `productCell` stay apart, the keywords keep a usable name.
        #expect(Set(["product cell", "product-cell", "productCell"].compactMap { generated[$0] }).count == 3)
        #expect(code.contains(#"static let `class` = ReusableCell<UITableViewCell>(identifier: "class")"#))
    }

    /// Without the project, a nib's diagnostic names its identifiers as codegen would for that nib alone: the
    /// collision with another nib is what `among:` is for.
    @Test func aNibAloneIsNamedOverItself() {
        let alone = Self.announced([Self.nibs[0]], among: nil)
        #expect(alone == ["product cell": "productCell"])
        let inProject = Self.announced([Self.nibs[0]], among: Self.nibs)
        #expect(inProject["product cell"] != "productCell", "productCell is another nib's identifier")
    }

    /// AppKit's table cell views are named among themselves, as `ReuseIdentifier.Nibs` of a macOS project is.
    @Test func appKitCellViewsAreNamedApart() {
        let mac = [
            Nib(name: "M", platform: .macos, objects: [Self.cell("m1", "Book Cell", kind: .tableCellView)]),
            Nib(name: "N", platform: .macos, objects: [Self.cell("n1", "bookCell", kind: .tableCellView)]),
        ]
        #expect(
            Self.announced(mac, among: mac)["Book Cell"] == Nib.reuseIdentifierNames(of: mac, appKit: true)["Book Cell"]
        )
        #expect(Nib.reuseIdentifierNames(of: mac, appKit: false).isEmpty)
    }
}
