import Foundation
import StoryboardModel
import Testing

@testable import Storage

/// A measurement run by hand, not a timed test: `NAVGRAPH_STORAGE_MEASURE=1 swift test -c release --filter
/// LargeStoryboardMeasurement` prints how long storing and reading a 5,000-scene storyboard takes. Its
/// assertions check only that the data made the round trip.
@Suite struct LargeStoryboardMeasurement {
    @Test(
        .enabled(
            if: ProcessInfo.processInfo.environment["NAVGRAPH_STORAGE_MEASURE"] != nil,
            "a measurement of a few seconds: set NAVGRAPH_STORAGE_MEASURE=1 (.ci/run does)"))
    func putAndReadFiveThousandScenes() throws {
        let database = try TestDatabase()
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "big")) }
        let storyboard = Self.large(count: 5000)
        let source = Data(repeating: UInt8(ascii: "x"), count: 5_000_000)

        let clock = ContinuousClock()
        var result: StoryboardPut?
        let create = try clock.measure {
            result = try store.putStoryboard(project: "big", storyboard: storyboard, source: source)
        }
        // Other bytes, so the second write really replaces (identical bytes would change nothing).
        var edited = source
        edited[0] = UInt8(ascii: "y")
        let replace = try clock.measure {
            result = try store.putStoryboard(project: "big", storyboard: storyboard, source: edited)
        }
        var all: [Storyboard] = []
        let readAll = try clock.measure { all = try store.read { try $0.allStoryboards(project: "big") } }
        var one: Storyboard?
        let readOne = try clock.measure { one = try store.read { try $0.storyboard(project: "big", name: "Big") } }
        print(
            "putStoryboard 5000 scenes/5000 segues + 5 MB source: create \(create), replace \(replace); "
                + "allStoryboards \(readAll); storyboard(project:name:) \(readOne); "
                + "database \(try store.read { try $0.databaseSizeBytes() }) bytes")

        #expect(result?.storyboard.revision == 2)
        #expect(all.first?.scenes == storyboard.scenes)
        #expect(all.first?.segues == storyboard.segues)
        #expect(one?.segues.count == 5000)
    }

    static func large(count: Int) -> Storyboard {
        let scenes = (0..<count).map { index in
            Scene(
                id: "abc-\(index)-xyz", kind: index % 10 == 0 ? "navigationController" : "viewController",
                customClass: "Screen\(index)ViewController", customModule: "App", inheritsModuleFromTarget: true,
                storyboardIdentifier: "Screen\(index)", title: "Screen \(index)", line: index * 40)
        }
        let segues = (0..<count).map { index in
            Segue(
                id: "seg-\(index)-ue", source: "abc-\(index)-xyz", destination: "abc-\((index + 1) % count)-xyz",
                kind: index % 10 == 0 ? "relationship" : "show", identifier: "showScreen\(index)",
                relationship: index % 10 == 0 ? "rootViewController" : nil,
                attributes: index % 2 == 0 ? ["modalPresentationStyle": "fullScreen", "animates": "NO"] : [:],
                line: index * 40 + 20)
        }
        return Storyboard(
            name: "Big", platform: .ios, targetRuntime: "iOS.CocoaTouch", toolsVersion: "21507",
            initialScene: "abc-0-xyz", scenes: scenes, segues: segues)
    }
}
