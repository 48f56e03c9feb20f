import Foundation
import StoryboardModel
import Testing

@testable import Storage

/// A scene's prototype cells are stored with it by both backends, through a storyboard put, a scene put and
/// a scene edit, and a scene stored without any reads back with none.
@Suite struct PrototypeCellStorageTests {
    static let cells = [
        PrototypeCell(
            id: "c1", kind: .tableViewCell, reuseIdentifier: "Product \"Cell\" ünï", customClass: "ProductCell",
            customModule: "Shop", inheritsModuleFromTarget: true, containerID: "T1", line: 12),
        PrototypeCell(
            id: "h1", kind: .collectionReusableView, reuseIdentifier: "Header", supplementaryKind: .sectionFooter,
            containerID: "C1"),
        PrototypeCell(id: "s1", kind: .tableViewCell, containerID: "T2", isStatic: true),
    ]

    static var storyboard: Storyboard {
        Storyboard(
            name: "Main", platform: .ios,
            scenes: [
                Scene(id: "LST", kind: "tableViewController", customClass: "ListViewController", cells: cells),
                Scene(id: "VC", kind: "viewController"),
            ])
    }

    @Test(arguments: StoreBackend.allCases) func cellsSurviveAStoryboardRoundTrip(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        _ = try store.putStoryboard(project: "app", storyboard: Self.storyboard)
        let read = try store.read { try $0.storyboard(project: "app", name: "Main") }
        #expect(read.scenes.first?.cells == Self.cells)
        #expect(read.scenes.last?.cells == [])
        #expect(read == Self.storyboard)
    }

    @Test(arguments: StoreBackend.allCases) func aSceneWriteKeepsItsCells(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        _ = try store.putStoryboard(project: "app", storyboard: Storyboard(name: "Main"))
        let scene = Scene(id: "GAL", kind: "collectionViewController", cells: Array(Self.cells.prefix(2)))
        _ = try store.write { try $0.add(scene, project: "app", storyboard: "Main") }
        #expect(try store.read { try $0.storyboard(project: "app", name: "Main") }.scenes == [scene])
        var edited = scene
        edited.cells = [Self.cells[2]]
        _ = try store.write { try $0.replace("GAL", with: edited, project: "app", storyboard: "Main", ifMatch: nil) }
        #expect(
            try store.read { try $0.storyboard(project: "app", name: "Main") }.scenes.first?.cells == [Self.cells[2]])
    }
}
