import Testing

@testable import StoryboardModel

/// The prototype cell rules: duplicate reuse identifiers in one table or collection view, dynamic cells
/// without one, and reuse identifiers codegen renames.
@Suite struct CellDiagnosticsTests {
    static func graph(_ scenes: [Scene], name: String = "Main", platform: Platform = .ios) -> NavigationGraph {
        NavigationGraph(
            project: Project(name: "Shop", module: "Shop"),
            storyboards: [Storyboard(name: name, platform: platform, initialScene: scenes.first?.id, scenes: scenes)])
    }

    static func cellDiagnostics(_ graph: NavigationGraph) -> [Diagnostic] {
        graph.diagnostics().filter { $0.code.rawValue.contains("reuse") }
    }

    static func table(_ cells: [PrototypeCell]) -> Scene {
        Scene(
            id: "LST", kind: "tableViewController", customClass: "ListViewController", storyboardIdentifier: "List",
            line: 3, cells: cells)
    }

    @Test func aReuseIdentifierTwiceInOneTableWithAnotherClassIsAnError() {
        let graph = Self.graph([
            Self.table([
                PrototypeCell(
                    id: "a", kind: .tableViewCell, reuseIdentifier: "Cell", customClass: "ProductCell",
                    containerID: "T1", line: 10),
                PrototypeCell(
                    id: "b", kind: .tableViewCell, reuseIdentifier: "Cell", customClass: "OfferCell",
                    containerID: "T1", line: 20),
            ])
        ])
        let found = Self.cellDiagnostics(graph)
        #expect(found.map(\.code) == [.duplicateReuseIdentifier])
        #expect(found.first?.severity == .error)
        #expect(found.first?.sceneID == "LST")
        #expect(found.first?.line == 20, "reported at the second cell")
        #expect(
            found.first?.message
                == "reuse identifier 'Cell' of table view cell 'b' (OfferCell) is also on 'a' (ProductCell) in table "
                + "view 'T1' of scene Main/LST (ListViewController); a dequeue returns one class only, so code "
                + "expecting the other crashes")
    }

    @Test func aReuseIdentifierTwiceWithOneClassIsAWarning() {
        let graph = Self.graph([
            Self.table([
                PrototypeCell(id: "a", kind: .tableViewCell, reuseIdentifier: "Cell", containerID: "T1"),
                PrototypeCell(id: "b", kind: .tableViewCell, reuseIdentifier: "Cell", containerID: "T1"),
            ])
        ])
        let found = Self.cellDiagnostics(graph)
        #expect(found.map(\.code) == [.duplicateReuseIdentifier])
        #expect(found.first?.severity == .warning)
        #expect(found.first?.message.hasSuffix("both are UITableViewCell; remove one") == true)
    }

    @Test func oneIdentifierInTwoTablesOrAsHeaderAndFooterIsFine() {
        let graph = Self.graph([
            Self.table([
                PrototypeCell(id: "a", kind: .tableViewCell, reuseIdentifier: "Cell", containerID: "T1"),
                PrototypeCell(id: "b", kind: .tableViewCell, reuseIdentifier: "Cell", containerID: "T2"),
                PrototypeCell(
                    id: "h", kind: .collectionReusableView, reuseIdentifier: "Edge", supplementaryKind: .sectionHeader,
                    containerID: "C1"),
                PrototypeCell(
                    id: "f", kind: .collectionReusableView, reuseIdentifier: "Edge", supplementaryKind: .sectionFooter,
                    containerID: "C1"),
            ])
        ])
        #expect(Self.cellDiagnostics(graph) == [])
    }

    @Test func aDynamicCellWithoutReuseIdentifierIsAWarningAStaticOneIsNot() {
        let graph = Self.graph([
            Self.table([
                PrototypeCell(id: "d", kind: .tableViewCell, customClass: "ProductCell", containerID: "T1", line: 12),
                PrototypeCell(id: "s", kind: .tableViewCell, containerID: "T2", isStatic: true, line: 30),
                PrototypeCell(
                    id: "v", kind: .collectionReusableView, reuseIdentifier: "", supplementaryKind: .sectionHeader,
                    containerID: "C1", line: 40),
            ])
        ])
        let found = Self.cellDiagnostics(graph)
        #expect(found.map(\.code) == [.missingReuseIdentifier, .missingReuseIdentifier])
        #expect(found.map(\.line) == [12, 40])
        #expect(
            found.first?.message
                == "table view cell 'd' (ProductCell) of scene Main/LST (ListViewController) has no reuse identifier; "
                + "table view 'T1' cannot dequeue it")
        #expect(found.last?.message.contains("section header view 'v'") == true)
        #expect(found.last?.message.contains("collection view 'C1'") == true)
    }

    @Test func invalidAndCollidingReuseIdentifiersNameWhatCodegenPrints() {
        let graph = Self.graph([
            Self.table([
                PrototypeCell(
                    id: "a", kind: .tableViewCell, reuseIdentifier: "product cell", containerID: "T1", line: 5),
                PrototypeCell(
                    id: "b", kind: .tableViewCell, reuseIdentifier: "productCell", containerID: "T1", line: 6),
                PrototypeCell(id: "c", kind: .tableViewCell, reuseIdentifier: "2up", containerID: "T1", line: 7),
            ])
        ])
        let found = Self.cellDiagnostics(graph).map { "\($0.code.rawValue) \($0.line ?? 0): \($0.message)" }
        let names = graph.storyboards[0].reuseIdentifierNames
        #expect(names["product cell"] == "productCell2")
        #expect(
            found == [
                "invalid-reuse-identifier 5: reuse identifier 'product cell' in 'Main' is not a valid Swift identifier; "
                    + "codegen names it productCell2",
                "reuse-identifier-name-collision 5: reuse identifier 'product cell' in 'Main' becomes the same Swift "
                    + "name as 'productCell'; codegen names 'product cell' productCell2",
                "invalid-reuse-identifier 7: reuse identifier '2up' in 'Main' is not a valid Swift identifier; "
                    + "codegen names it _2up",
            ])
    }

    @Test func macOSStoryboardsGetNoNamingDiagnostics() {
        let graph = Self.graph(
            [Self.table([PrototypeCell(id: "a", kind: .tableViewCell, reuseIdentifier: "a b", containerID: "T")])],
            platform: .macos)
        #expect(Self.cellDiagnostics(graph) == [])
    }

    @Test func anAppKitCellViewIdentifierTwiceInOneTableWithAnotherClassIsAnError() {
        let graph = Self.graph(
            [
                Self.table([
                    PrototypeCell(
                        id: "a", kind: .tableCellView, reuseIdentifier: "Name", customClass: "NameCellView",
                        containerID: "T1"),
                    PrototypeCell(id: "b", kind: .tableCellView, reuseIdentifier: "Name", containerID: "T1"),
                ])
            ], platform: .macos)
        let found = Self.cellDiagnostics(graph)
        #expect(found.map(\.code) == [.duplicateReuseIdentifier])
        #expect(found.first?.severity == .error)
        #expect(
            found.first?.message.hasPrefix(
                "reuse identifier 'Name' of table cell view 'b' (NSTableCellView) is also on 'a' (NameCellView) in "
                    + "table view 'T1'") == true, "\(found)")
    }

    @Test func macOSCellViewsGetNamingDiagnosticsAsTheirCodeIsGenerated() {
        let graph = Self.graph(
            [Self.table([PrototypeCell(id: "a", kind: .tableCellView, reuseIdentifier: "a b", containerID: "T")])],
            platform: .macos)
        #expect(
            Self.cellDiagnostics(graph).map(\.message) == [
                "reuse identifier 'a b' in 'Main' is not a valid Swift identifier; codegen names it aB"
            ])
    }
}
