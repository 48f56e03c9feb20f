import Foundation
import StoryboardImport
import StoryboardModel

/// A storyboard with prototype cells, for the cell tests: `Main` of project `Shop` (module `Shop`), as the
/// test reads `Tests/Fixtures/CodeGen/Cells/Main.storyboard` (ids and lines are the file's).
///
/// - scene `PRD-01` (`ProductListViewController`, a table view controller, storyboard ID `ProductList`),
///   table view `TBL-01`: `ProductCell` (class `ProductCell` of the app), `plain` (no class),
///   `Feature Cell` (class `Feature-Cell`: not a Swift type name).
/// - scene `GAL-01` (`GalleryViewController`, a collection view controller), collection view `COL-01`:
///   `PhotoCell` (class `PhotoCell`), the section header `Header` (class `GalleryHeader`), the section footer
///   `Footer` (no class).
/// - scene `SET-01` (`SettingsViewController`), a static table `TBL-02` whose cell `SettingsRow` (class
///   `SettingsCell`) is laid out in the storyboard, never dequeued.
enum CellFixture {
    static let cells: [String: [PrototypeCell]] = [
        "PRD-01": [
            PrototypeCell(
                id: "c1", kind: .tableViewCell, reuseIdentifier: "ProductCell", customClass: "ProductCell",
                customModule: "Shop", inheritsModuleFromTarget: true, containerID: "TBL-01", line: 13),
            PrototypeCell(id: "c2", kind: .tableViewCell, reuseIdentifier: "plain", containerID: "TBL-01", line: 18),
            PrototypeCell(
                id: "c3", kind: .tableViewCell, reuseIdentifier: "Feature Cell", customClass: "Feature-Cell",
                containerID: "TBL-01", line: 21),
        ],
        "GAL-01": [
            PrototypeCell(
                id: "g1", kind: .collectionViewCell, reuseIdentifier: "PhotoCell", customClass: "PhotoCell",
                containerID: "COL-01", line: 46),
            PrototypeCell(
                id: "g2", kind: .collectionReusableView, reuseIdentifier: "Header", customClass: "GalleryHeader",
                supplementaryKind: .sectionHeader, containerID: "COL-01", line: 50),
            PrototypeCell(
                id: "g3", kind: .collectionReusableView, reuseIdentifier: "Footer", supplementaryKind: .sectionFooter,
                containerID: "COL-01", line: 51),
        ],
        "SET-01": [
            PrototypeCell(
                id: "s1", kind: .tableViewCell, reuseIdentifier: "SettingsRow", customClass: "SettingsCell",
                containerID: "TBL-02", isStatic: true,
                line: 66)
        ],
    ]

    static var storyboard: Storyboard {
        Storyboard(
            name: "Main", platform: .ios, initialScene: "PRD-01",
            scenes: [
                Scene(
                    id: "PRD-01", kind: "tableViewController", customClass: "ProductListViewController",
                    customModule: "Shop", inheritsModuleFromTarget: true, storyboardIdentifier: "ProductList", line: 10,
                    cells: cells["PRD-01"] ?? []),
                Scene(
                    id: "GAL-01", kind: "collectionViewController", customClass: "GalleryViewController",
                    storyboardIdentifier: "Gallery", line: 38, cells: cells["GAL-01"] ?? []),
                Scene(
                    id: "SET-01", kind: "tableViewController", customClass: "SettingsViewController",
                    storyboardIdentifier: "Settings", line: 61, cells: cells["SET-01"] ?? []),
            ])
    }

    /// The fixture file as the importer reads it.
    static func imported() throws -> Storyboard {
        let url = TestPaths.fixtures.appendingPathComponent("Cells/Main.storyboard")
        return try StoryboardParser.parse(Data(contentsOf: url), name: "Main")
    }

    /// The project of the imported fixture (the tests compare `imported()` with `storyboard` once).
    static var graph: NavigationGraph {
        let read = (try? imported()) ?? Storyboard(name: "Main")
        return NavigationGraph(project: Project(name: "Shop", module: "Shop"), storyboards: [read])
    }
}
