import Foundation
import StoryboardModel
import Testing

@testable import Storage

/// Storyboards around the size of one batched insert (PostgreSQL sends scenes and segues 2,048 rows to an
/// `INSERT`, in power-of-two chunks): every row must come back, in order, with its own values.
@Suite struct BatchBoundaryTests {
    /// One chunk exactly, one row more, and the size that needs the most chunks (2,048 + 1,024 + ... + 1).
    static let sizes = [2048, 2049, 4095]

    /// A storyboard of `count` scenes and as many segues, each row's fields drawn from its index, so that a
    /// row bound to the wrong placeholder, lost or doubled at a chunk boundary reads back different.
    static func storyboard(_ count: Int, name: String = "Big") -> Storyboard {
        let scenes = (0..<count).map { index in
            Scene(
                id: "sc-\(index)", kind: index % 7 == 0 ? Scene.referenceKind : "viewController",
                customClass: index % 3 == 0 ? nil : "Screen\(index)ViewController",
                customModule: index % 5 == 0 ? "Module\(index)" : nil, inheritsModuleFromTarget: index % 2 == 0,
                storyboardIdentifier: index % 4 == 0 ? nil : "id-\(index)", title: "Title \(index) ü",
                userLabel: index % 6 == 0 ? "Label \(index)" : nil,
                referencedStoryboard: index % 7 == 0 ? "Other\(index)" : nil,
                referencedIdentifier: index % 7 == 0 ? "ref-\(index)" : nil, bundleIdentifier: nil,
                line: index % 9 == 0 ? nil : index + 1, notificationCategory: index % 10 == 0 ? "c\(index)" : nil,
                menuItem: index % 11 == 0 ? "Item \(index)…" : nil)
        }
        let segues = (0..<count).map { index in
            Segue(
                id: "sg-\(index)", source: "sc-\(index)",
                destination: index % 8 == 0 ? nil : "sc-\((index + 1) % count)",
                kind: index % 2 == 0 ? "show" : "relationship", identifier: index % 3 == 0 ? "" : "go\(index)",
                relationship: index % 2 == 0 ? nil : "rootViewController",
                attributes: index % 4 == 0 ? ["index": "\(index)"] : [:], line: index + 10)
        }
        return Storyboard(name: name, platform: .ios, initialScene: "sc-0", scenes: scenes, segues: segues)
    }

    @Test(arguments: StoreBackend.allCases, sizes)
    func storyboardsAroundAChunkReadBackEqual(_ backend: StoreBackend, _ count: Int) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        let big = Self.storyboard(count)
        let put = try store.putStoryboard(project: "app", storyboard: big)
        #expect(put.created)
        let read = try store.read { try $0.storyboard(project: "app", name: "Big") }
        #expect(read.scenes.count == count)
        #expect(read.segues.count == count)
        #expect(Self.firstDifference(read, big) == nil)
        #expect(try database.count("scenes") == count)
        #expect(try database.count("segues") == count)
    }

    @Test(arguments: StoreBackend.allCases)
    func replacingAcrossChunkSizesKeepsOnlyTheNewRows(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        _ = try store.putStoryboard(project: "app", storyboard: Self.storyboard(4097))
        var smaller = Self.storyboard(4095)
        let put = try store.putStoryboard(project: "app", storyboard: smaller)
        #expect(!put.created)
        #expect(put.storyboard.revision == 2)
        smaller.revision = 2
        #expect(Self.firstDifference(try store.read { try $0.storyboard(project: "app", name: "Big") }, smaller) == nil)
        #expect(try store.read { try $0.listStoryboards(project: "app") }.map(\.sceneCount) == [4095])
        // The whole project as the graph reads it: the same rows.
        let all = try store.read { try $0.allStoryboards(project: "app") }
        #expect(all.count == 1)
        #expect(all.first.flatMap { Self.firstDifference($0, smaller) } == nil)
    }

    /// The first row (or the header) where `read` and `expected` differ, short enough to read in a failure;
    /// `nil` when they are equal.
    static func firstDifference(_ read: Storyboard, _ expected: Storyboard) -> String? {
        if let index = read.scenes.indices.first(where: {
            $0 < expected.scenes.count && read.scenes[$0] != expected.scenes[$0]
        }) {
            return "scene \(index): \(read.scenes[index]) instead of \(expected.scenes[index])"
        }
        if let index = read.segues.indices.first(where: {
            $0 < expected.segues.count && read.segues[$0] != expected.segues[$0]
        }) {
            return "segue \(index): \(read.segues[index]) instead of \(expected.segues[index])"
        }
        if read.scenes.count != expected.scenes.count || read.segues.count != expected.segues.count {
            return "\(read.scenes.count) scenes and \(read.segues.count) segues instead of "
                + "\(expected.scenes.count) and \(expected.segues.count)"
        }
        var header = read
        header.scenes = expected.scenes
        header.segues = expected.segues
        return header == expected ? nil : "header \(read.name) r\(read.revision) differs"
    }
}
