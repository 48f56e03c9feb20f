import Foundation
import StoryboardImport
import Testing

@testable import StoryboardModel

/// macOS and watchOS launch apps and create scenes by their own rules (issue 23, items 2 and 3), on
/// `Tests/Fixtures/Graph/WatchNotifications`, `MacMenuOnly` and `MacWindows`.
@Suite struct PlatformEntryPointTests {
    private func codes(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.code.rawValue) \($0.sceneID ?? "-")" }
    }

    @Test func watchNotificationsAndGlancesAreEntryPoints() throws {
        let diagnostics = try Fixtures.graph("WatchNotifications").diagnostics()
        // The static notifications (sta-01-ntf, inv-01-ntf), the dynamic interfaces only their relationships
        // reach (dyi-01-ctl, ind-01-ctl) and the glance (gla-01-ctl) are not unreachable, and the class two
        // dynamic interfaces share (NotificationController) is not ambiguous: code never looks them up. The
        // orphan hosting controller still is unreachable, and the storyboard ID on two scenes a duplicate.
        #expect(codes(diagnostics) == ["duplicate-storyboard-id set-01-ctl", "unreachable-scene orp-01-hst"])
    }

    @Test func watchMessagesNameWatchKitClassesAndRoles() throws {
        let diagnostics = try Fixtures.graph("WatchNotifications").diagnostics()
        let duplicate = try #require(diagnostics.first { $0.code == .duplicateStoryboardID })
        #expect(
            duplicate.message
                == "storyboard ID 'Shared' of scene Interface/set-01-ctl (WKInterfaceController) is also on scene "
                + "Interface/dyn-01-ctl (WKUserNotificationInterfaceController, dynamic notification); "
                + "pushController(withName:context:) can return only one of them")
        let orphan = try #require(diagnostics.first { $0.code == .unreachableScene })
        #expect(orphan.message.hasPrefix("scene Interface/orp-01-hst (WKHostingController) is unreachable"))
    }

    @Test func watchKitDefaultClassesFollowTheElement() {
        #expect(
            Scene(id: "n", kind: "notificationController").swiftType(platform: .watchos)
                == "WKUserNotificationInterfaceController")
        #expect(Scene(id: "g", kind: "glanceController").swiftType(platform: .watchos) == "WKInterfaceController")
        #expect(Scene(id: "h", kind: "hostingController").swiftType(platform: .watchos) == "WKHostingController")
    }

    @Test func menuOnlyMacMainStoryboardIsValid() throws {
        let graph = try Fixtures.graph("MacMenuOnly")
        #expect(graph.storyboards.map(\.platform) == [.macos])
        #expect(graph.diagnostics() == [])
    }

    @Test func macMainStoryboardWithWindowsButNoInitialControllerSaysSoInAppKitWords() throws {
        let diagnostics = try Fixtures.graph("MacWindows").diagnostics()
        #expect(codes(diagnostics) == ["no-initial-scene -"])
        let message = try #require(diagnostics.first?.message)
        #expect(
            message
                == "storyboard 'Main' has no initial scene, but it is the app's main storyboard and holds 1 window "
                + "controller (B8D-0N-5wS), and AppKit opens a window at launch only from the initial controller; "
                + "tick 'Is Initial Controller' on the window controller to open at launch, or ignore this if the "
                + "app opens its windows in code")
        #expect(!message.contains("UIKit"))
    }

    @Test func macScenesTheMainMenuOpensAreEntryPoints() throws {
        let diagnostics = try Fixtures.graph("MacMenuWindows").diagnostics()
        // The windows "Settings…" and "New Entry Window" open, and their content, are reached; the window
        // nothing opens is not, and it alone is the window controller that no initial controller leaves shut.
        #expect(codes(diagnostics) == ["unreachable-scene Orp-Wc-a01", "no-initial-scene -"])
        let noInitial = try #require(diagnostics.first { $0.code == .noInitialScene })
        #expect(
            noInitial.message.contains("holds 1 window controller (Orp-Wc-a01), and AppKit"), "\(noInitial.message)")
        let unreachable = try #require(diagnostics.first { $0.code == .unreachableScene })
        #expect(
            unreachable.message.contains(
                "storyboard references, and no item of the main menu opens it (scenes with a storyboard ID count"),
            "\(unreachable.message)")
        #expect(unreachable.message.contains("give it a storyboard ID, a segue or a menu item's segue, or delete it"))
    }

    @Test func aMenuItemOpensScenesOnlyOnMacOS() {
        // `menuItem` set by a JSON body on an iOS scene makes no entry point: UIKit has no main menu.
        let scenes = [Scene(id: "a", kind: "viewController"), Scene(id: "b", kind: "viewController", menuItem: "Open")]
        let ios = NavigationGraph(
            project: Project(name: "I"),
            storyboards: [Storyboard(name: "Main", platform: .ios, initialScene: "a", scenes: scenes)])
        #expect(codes(ios.diagnostics()) == ["unreachable-scene b"])
        let mac = NavigationGraph(
            project: Project(name: "M", platform: .macos),
            storyboards: [Storyboard(name: "Main", platform: .macos, initialScene: "a", scenes: scenes)])
        #expect(codes(mac.diagnostics()) == [])
    }

    @Test func watchMainStoryboardWithoutInitialSceneNamesWatchKit() {
        let storyboard = Storyboard(
            name: "Main", platform: .watchos, scenes: [Scene(id: "c", kind: "controller", storyboardIdentifier: "C")])
        let graph = NavigationGraph(project: Project(name: "W", platform: .watchos), storyboards: [storyboard])
        let message = graph.diagnostics().first { $0.code == .noInitialScene }?.message ?? ""
        #expect(message.contains("which WatchKit launches through its initial interface controller"))
        #expect(message.contains("'Is Initial Controller'"))
    }

    @Test func duplicateMessagesNameTheCallsOfTheStoryboardsFramework() {
        let storyboard = Storyboard(
            name: "Main", platform: .macos, initialScene: "a",
            scenes: [
                Scene(id: "a", kind: "viewController", storyboardIdentifier: "Same"),
                Scene(id: "b", kind: "viewController", storyboardIdentifier: "Same"),
            ],
            segues: [
                Segue(id: "s1", source: "a", destination: "a", kind: "show", identifier: "go"),
                Segue(id: "s2", source: "a", destination: "b", kind: "show", identifier: "go"),
            ])
        let graph = NavigationGraph(project: Project(name: "M", platform: .macos), storyboards: [storyboard])
        let messages = graph.diagnostics().map(\.message)
        #expect(
            messages.contains { $0.hasSuffix("; instantiateController(withIdentifier:) can return only one of them") })
        #expect(
            messages.contains {
                $0.hasSuffix(
                    "they lead to different scenes, so performSegue(withIdentifier:sender:) and resolution are ambiguous"
                )
            })
        #expect(!messages.contains { $0.contains("instantiateViewController") })
    }

    static let realWatch = GraphCorpusTests.corpus.appendingPathComponent(
        "mac-cain13+R.swift/Examples/RwatchApp/ResourceApp-watchOS/Base.lproj/Interface.storyboard")

    /// R.swift's watch app: a static notification with its category leading to two dynamic interfaces of one
    /// class. Nothing in it is a problem.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: realWatch.path), "../shared/fixtures/real is absent"))
    func theRealWatchStoryboardIsClean() throws {
        let storyboard = try StoryboardParser.parse(contentsOf: Self.realWatch)
        let graph = NavigationGraph(project: Project(name: "R", platform: .watchos), storyboards: [storyboard])
        #expect(graph.diagnostics() == [])
    }
}
