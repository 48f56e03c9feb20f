import StoryboardModel
import Testing

/// The problems a nib shows by itself: one reuse identifier on two cells, reuse identifiers codegen renames,
/// a UIKit cell beside other top-level objects; each at the nib's file and the object's line.
struct NibDiagnosticsTests {
    private static func cell(
        _ id: String, _ identifier: String?, _ kind: NibObject.Kind = .tableViewCell, class customClass: String? = nil,
        line: Int
    ) -> NibObject {
        NibObject(
            id: id, kind: kind, elementName: kind.rawValue, customClass: customClass, reuseIdentifier: identifier,
            line: line)
    }

    private static func lines(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map {
            "\($0.code.rawValue) \($0.severity.rawValue) \($0.storyboard):\($0.line ?? 0): \($0.message)"
        }
    }

    @Test func oneReuseIdentifierOnTwoCellsOfDifferentClassesIsAnError() {
        let nib = Nib(
            name: "Cells", platform: .ios,
            objects: [
                Self.cell("a", "Item", class: "ProductCell", line: 6),
                Self.cell("b", "Item", class: "OfferCell", line: 12),
            ])
        #expect(
            Self.lines(nib.duplicateReuseIdentifierDiagnostics()) == [
                "duplicate-reuse-identifier error Cells.xib:12: reuse identifier 'Item' of tableViewCell 'b' "
                    + "(OfferCell) is also on 'a' (ProductCell) in nib 'Cells'; a dequeue returns one class only, "
                    + "so code expecting the other crashes"
            ])
    }

    @Test func oneReuseIdentifierOnTwoCellsOfOneClassIsAWarning() {
        let nib = Nib(
            name: "Cells", platform: .ios,
            objects: [Self.cell("a", "Item", line: 6), Self.cell("b", "Item", .collectionViewCell, line: 9)])
        let found = nib.duplicateReuseIdentifierDiagnostics()
        // A table cell and a collection cell are two classes: still one identifier, one registration.
        #expect(found.map(\.severity) == [.error])
        let same = Nib(name: "Same", objects: [Self.cell("a", "Item", line: 6), Self.cell("b", "Item", line: 9)])
        #expect(same.duplicateReuseIdentifierDiagnostics().map(\.severity) == [.warning])
        #expect(
            same.duplicateReuseIdentifierDiagnostics().first?.message.hasSuffix("both are UITableViewCell; remove one")
                == true)
    }

    @Test func aReuseIdentifierThatIsNoSwiftIdentifierSaysWhatCodegenNamesIt() {
        let nib = Nib(
            name: "Photo", platform: .ios,
            objects: [Self.cell("p", "photo cell", .collectionViewCell, class: "PhotoCell", line: 13)])
        #expect(
            Self.lines(nib.invalidReuseIdentifierDiagnostics()) == [
                "invalid-reuse-identifier warning Photo.xib:13: reuse identifier 'photo cell' in 'Photo.xib' is not "
                    + "a valid Swift identifier; codegen names it photoCell"
            ])
        let valid = Nib(name: "Fine", objects: [Self.cell("c", "TitleCell", line: 6)])
        #expect(valid.diagnostics().isEmpty)
    }

    @Test func aUIKitCellBesideOtherTopLevelObjectsIsReportedAtTheSecondObject() {
        let nib = Nib(
            name: "Cells", platform: .ios,
            objects: [
                Self.cell("a", "A", class: "ACell", line: 6),
                Self.cell("b", "Header", .collectionReusableView, line: 20),
                NibObject(id: "v", kind: .view, elementName: "view", line: 30),
            ])
        #expect(
            Self.lines(nib.crowdedCellDiagnostics()) == [
                "cell-nib-not-alone warning Cells.xib:20: nib 'Cells' holds 2 top-level cells ('a' (ACell), "
                    + "'b' (UICollectionReusableView)) and 1 other top-level object; registered for a reuse "
                    + "identifier, UIKit raises at the dequeue, which wants exactly one top-level object, the cell: "
                    + "give each cell a nib of its own"
            ])
        // One cell alone, a view nib, and AppKit's cell views are fine.
        #expect(Nib(name: "One", platform: .ios, objects: [Self.cell("a", "A", line: 6)]).diagnostics().isEmpty)
        let views = Nib(
            name: "Views", platform: .ios,
            objects: [
                NibObject(id: "v", kind: .view, elementName: "view", line: 6),
                NibObject(id: "w", kind: .view, elementName: "view", line: 9),
            ])
        #expect(views.diagnostics().isEmpty)
        let mac = Nib(
            name: "Mac", platform: .macos,
            objects: [
                Self.cell("t", "Name", .tableCellView, line: 9), Self.cell("u", "Kind", .tableCellView, line: 12),
            ])
        #expect(mac.diagnostics().isEmpty)
    }

    @Test func everyDiagnosticOfANibIsCollectedInOrder() {
        let nib = Nib(
            name: "Mixed", platform: .tvos,
            objects: [
                Self.cell("a", "2up", line: 6), Self.cell("b", "2up", line: 8),
            ])
        #expect(
            nib.diagnostics().map(\.code) == [.duplicateReuseIdentifier, .invalidReuseIdentifier, .cellNibNotAlone])
        #expect(nib.diagnostics().allSatisfy { $0.storyboard == "Mixed.xib" && $0.sceneID == nil })
        #expect(nib.diagnostics().map(\.line) == [8, 6, 8])
    }

    @Test func theGraphAnswersEveryNibsProblemsWithItsNibNamingIdentifiersOverAllNibs() {
        // "photo cell" and "photo-cell" make one name apiece; over both nibs, as codegen names them, two.
        let graph = NavigationGraph(
            project: Project(name: "App"), storyboards: [],
            nibs: [
                Nib(
                    name: "Grid", platform: .ios, objects: [Self.cell("g", "photo-cell", .collectionViewCell, line: 7)]),
                Nib(name: "Album", platform: .ios, objects: [Self.cell("a", "photo cell", line: 5)]),
                Nib(name: "Fine", platform: .ios, objects: [Self.cell("f", "TitleCell", line: 6)]),
            ])
        let found = graph.nibDiagnostics()
        #expect(found.map(\.nib) == ["Album", "Grid"])
        #expect(found.map(\.diagnostic.storyboard) == ["Album.xib", "Grid.xib"])
        #expect(found.map(\.diagnostic.line) == [5, 7])
        let names = found.compactMap { $0.diagnostic.message.split(separator: " ").last.map(String.init) }
        #expect(names.count == 2 && Set(names).count == 2, "one generated name per identifier: \(names)")
    }
}
