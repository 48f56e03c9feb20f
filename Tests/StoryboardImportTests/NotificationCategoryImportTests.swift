import Foundation
import StoryboardImport
import StoryboardModel
import Testing

/// A watchOS static notification interface keeps the `identifier` of its `<notificationCategory>` (issue 23): on
/// the scene, and in the messages that name the scene.
@Suite struct NotificationCategoryImportTests {
    static let watch = SmallStoryboards.watchNotification

    @Test func aStaticNotificationKeepsItsCategoryAndOtherScenesHaveNone() throws {
        let storyboard = try StoryboardParser.parse(Data(Self.watch.utf8), name: "Interface")
        #expect(storyboard.scenes.map(\.id) == ["main", "ntf"])
        #expect(storyboard.scenes.map(\.notificationCategory) == [nil, "invite"])
    }

    @Test func messagesNamingTheSceneSayItsCategory() throws {
        let storyboard = try StoryboardParser.parse(Data(Self.watch.utf8), name: "Interface")
        let graph = NavigationGraph(project: Project(name: "W", platform: .watchos), storyboards: [storyboard])
        let duplicate = try #require(graph.diagnostics().first { $0.code == .duplicateSegueIdentifier })
        #expect(
            duplicate.message.contains(
                "Interface/ntf (WKUserNotificationInterfaceController, static notification for category 'invite')"),
            "\(duplicate.message)")
    }

    static let realWatch = TestEnvironment.realCorpus.appendingPathComponent(
        "mac-cain13+R.swift/Examples/RwatchApp/ResourceApp-watchOS/Base.lproj/Interface.storyboard")

    @Test(.enabled(if: FileManager.default.fileExists(atPath: realWatch.path), TestEnvironment.realCorpusAbsent))
    func theRealWatchAppsNotificationHasItsCategory() throws {
        let storyboard = try StoryboardParser.parse(contentsOf: Self.realWatch)
        let categories = storyboard.scenes.filter { $0.kind == "notificationController" }.map(\.notificationCategory)
        #expect(categories == ["myCategory"])
        #expect(
            storyboard.scenes.filter { $0.kind != "notificationController" }.allSatisfy {
                $0.notificationCategory == nil
            })
    }
}
