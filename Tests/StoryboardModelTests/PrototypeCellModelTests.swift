import Foundation
import Testing

@testable import StoryboardModel

/// Scenes carry their prototype cells; JSON written before cells existed still reads.
@Suite struct PrototypeCellModelTests {
    @Test func sceneJSONWithoutCellsReadsAsNoCellsAndWritesNoKey() throws {
        let json = #"{"id":"BYZ","kind":"viewController","inheritsModuleFromTarget":false,"customClass":"Home"}"#
        let scene = try JSONDecoder().decode(Scene.self, from: Data(json.utf8))
        #expect(scene.cells == [])
        #expect(scene.customClass == "Home")
        let written = String(decoding: try JSONEncoder().encode(scene), as: UTF8.self)
        #expect(!written.contains("cells"))
    }

    @Test func cellsSurviveAJSONRoundTrip() throws {
        let scene = Scene(
            id: "GAL", kind: "collectionViewController",
            cells: [
                PrototypeCell(
                    id: "h", kind: .collectionReusableView, reuseIdentifier: "Header", customClass: "Head",
                    customModule: "Kit", supplementaryKind: .sectionHeader, containerID: "COL", line: 7),
                PrototypeCell(id: "s", kind: .tableViewCell, containerID: "TBL", isStatic: true),
            ])
        let data = try JSONEncoder().encode(scene)
        #expect(try JSONDecoder().decode(Scene.self, from: data) == scene)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""supplementaryKind":"sectionHeader""#))
        #expect(text.contains(#""kind":"collectionReusableView""#))
    }

    @Test func aCellWithoutFlagsReadsAsDynamicAndOwnModule() throws {
        let json = #"{"id":"c","kind":"tableViewCell","containerID":"T","reuseIdentifier":"Cell"}"#
        let cell = try JSONDecoder().decode(PrototypeCell.self, from: Data(json.utf8))
        #expect(!cell.isStatic && !cell.inheritsModuleFromTarget)
        #expect(cell.isDequeued)
        #expect(cell.swiftType == "UITableViewCell")
    }

    @Test func typesAndDequeueingFollowTheKind() {
        let footer = PrototypeCell(
            id: "f", kind: .collectionReusableView, reuseIdentifier: "", supplementaryKind: .sectionFooter,
            containerID: "C")
        #expect(footer.swiftType == "UICollectionReusableView")
        #expect(!footer.isDequeued, "an empty reuse identifier is none")
        #expect(footer.kindDescription == "section footer view")
        let staticCell = PrototypeCell(
            id: "s", kind: .tableViewCell, reuseIdentifier: "x", containerID: "T", isStatic: true)
        #expect(!staticCell.isDequeued, "static cells are never dequeued")
        #expect(PrototypeCell(id: "g", kind: .collectionViewCell, containerID: "C").swiftType == "UICollectionViewCell")
    }
}
