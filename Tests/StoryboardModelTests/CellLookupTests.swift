import Testing

@testable import StoryboardModel

/// Typed lookup of a cell class: it says the class is a cell's, where each prototype is and how code
/// dequeues it.
@Suite struct CellLookupTests {
    static let graph = NavigationGraph(
        project: Project(name: "Shop", module: "Shop"),
        storyboards: [
            Storyboard(
                name: "Main", platform: .ios,
                scenes: [
                    Scene(
                        id: "LST", kind: "tableViewController", customClass: "ListViewController",
                        cells: [
                            PrototypeCell(
                                id: "c1", kind: .tableViewCell, reuseIdentifier: "Product \"A\"",
                                customClass: "ProductCell", inheritsModuleFromTarget: true, containerID: "T1", line: 9)
                        ]),
                    Scene(
                        id: "GAL", kind: "collectionViewController",
                        cells: [
                            PrototypeCell(
                                id: "h1", kind: .collectionReusableView, reuseIdentifier: "Header",
                                customClass: "HeaderView", customModule: "Kit", supplementaryKind: .sectionFooter,
                                containerID: "C1"),
                            PrototypeCell(
                                id: "c2", kind: .tableViewCell, customClass: "ProductCell", containerID: "T2",
                                isStatic: true),
                        ]),
                ])
        ])

    @Test func aCellClassIsFoundInEveryScene() throws {
        let found = try Self.graph.lookupCell(className: "ProductCell")
        #expect(found.isCell && found.swiftType == "ProductCell" && found.module == "Shop")
        #expect(found.kind == .tableViewCell)
        #expect(found.cells.map { "\($0.storyboard)/\($0.scene)/\($0.cell)" } == ["Main/LST/c1", "Main/GAL/c2"])
        #expect(found.cells.first?.sceneType == "ListViewController")
        #expect(
            found.cells.first?.dequeue
                == #"tableView.dequeueReusableCell(withIdentifier: "Product \"A\"", for: indexPath)"#)
        #expect(found.cells.last?.dequeue.hasPrefix("a static cell") == true)
    }

    @Test func aReusableViewSaysItsKindAndModule() throws {
        let found = try Self.graph.lookupCell(className: "Kit.HeaderView")
        #expect(found.module == "Kit" && found.kind == .collectionReusableView)
        #expect(
            found.cells.first?.dequeue
                == "collectionView.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, "
                + #"withReuseIdentifier: "Header", for: indexPath)"#)
        #expect(throws: GraphError.self) { try Self.graph.lookupCell(className: "Other.HeaderView") }
    }

    @Test func anUnknownClassIsNotFoundWithANearName() {
        #expect {
            try Self.graph.lookupCell(className: "ProductCel")
        } throws: { error in
            guard case GraphError.notFound(let message, let hint) = error else { return false }
            return message == "no scene or prototype cell has class 'ProductCel'"
                && hint?.contains("ProductCell") == true
        }
    }
}
