import Foundation
import StoryboardModel
import Testing

@testable import CodeGen

/// `storyboard-enum`'s nibs: `UINib.Nib` of every nib file, `UINib(nib:)` and the typed `instantiate(owner:)`,
/// compiled with `-warnings-as-errors` against the UIKit stand-in (Swift 6 and 5 run, `6-public` type-checked)
/// on the cell fixture's storyboard with the nibs of `Tests/Fixtures/CodeGen/Nibs`.
@Suite struct NibEnumCodeGenTests {
    static func generated(mode: String = "6", revision: Int? = nil) throws -> [GeneratedFile] {
        let options = CodeGenOptions(
            access: mode.hasSuffix("-public") ? .public : .internal, projectRevision: revision)
        return CodeGenerator.generate(
            .storyboardEnum, graph: CellFixture.graph.replacingNibs(try NibCodeGenTests.nibs()), options: options)
    }

    @Test(arguments: NibCodeGenTests.cases)
    func theNibEnumLoadsEachNibAndItsObjectAsTheNamedType(mode: String) throws {
        let text = try #require(try Self.generated(mode: mode).first).contents
        let body = [
            #"UINib.standInRegistry["BadgeView"] = { [BadgeView()] }"#,
            #"UINib.standInRegistry["ProductCell"] = { [ProductCell()] }"#,
            "let badge: BadgeView = UINib(nib: .badgeView).instantiate()",
            #"check(badge, BadgeView.self, "BadgeView")"#,
            "let table = UITableView()",
            #"table.register(UINib(nib: .productCell), forCellReuseIdentifier: "ProductCell")"#,
            #"let cell = table.dequeueReusableCell(withIdentifier: "ProductCell", for: IndexPath(row: 0, section: 0))"#,
            #"check(cell, ProductCell.self, "ProductCell from its nib")"#,
            #"let names = UINib.Nib.allCases.map(\.rawValue)"#,
            #"check(names == ["BadgeView", "DetailViewController", "GalleryHeader", "PhotoCell", "ProductCell"], "\(names)")"#,
            #"check(UINib.standInOpened == ["BadgeView", "ProductCell"], "\(UINib.standInOpened)")"#,
        ]
        let ran = try StandInProgram.run(
            generated: text, stubs: NibCodeGenTests.stubs, body: body, mode: mode, label: "nibs-enum")
        guard let outcome = ran else { return }
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.trimmingCharacters(in: .whitespacesAndNewlines) == "PASS 4")
    }

    /// Nib names that are no Swift names get valid cases with the file name as raw value.
    @Test func hostileNibNamesGetValidCases() throws {
        let nibs = ["switch", "1 Badge", "Ünïcode Cell"].map { Nib(name: $0, platform: .ios) }
        let graph = NavigationGraph(project: Project(name: "Shop", module: "Shop", platform: .ios), storyboards: [])
        let text = try #require(
            CodeGenerator.generate(.storyboardEnum, graph: graph.replacingNibs(nibs), options: .init()).first
        ).contents
        #expect(text.contains("case `switch`\n"))
        #expect(text.contains(#"case _1Badge = "1 Badge""#))
        let body = [#"check(UINib.Nib.allCases.map(\.rawValue).count == 3, "three nibs")"#]
        let outcome = try #require(
            try StandInProgram.run(
                generated: text, stubs: "import UIKit\n", body: body, mode: "6", label: "nibs-enum-hostile"))
        #expect(outcome.status == 0, "\(outcome.output)\n\(text)")
    }

    /// Byte for byte (`Golden/Nibs/storyboard-enum/`; re-recorded as `GoldenTests` are).
    @Test func matchesGoldenFile() throws {
        try GoldenTests.compare(try Self.generated(revision: 3), project: "Nibs", style: .storyboardEnum)
    }
}
