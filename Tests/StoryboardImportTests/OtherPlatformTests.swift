import Foundation
import StoryboardImport
import StoryboardModel
import Testing

/// macOS, watchOS and tvOS storyboards, and a storyboard with no scenes.
struct OtherPlatformTests {
    @Test func macOSWindowControllersAndPlaceholdersAreScenesButTheMenuIsNot() throws {
        let storyboard = try Fixtures.storyboard("macOS-App.storyboard")
        #expect(storyboard.platform == .macos)
        #expect(storyboard.initialScene == "win-01-ctl")
        #expect(
            storyboard.scenes == [
                Scene(id: "win-01-ctl", kind: "windowController", storyboardIdentifier: "MainWindow", line: 31),
                Scene(
                    id: "tvc-01-ctl", kind: "tabViewController", customClass: "NotesTabViewController",
                    customModule: "Notes", inheritsModuleFromTarget: true, line: 46),
                Scene(id: "pgc-01-ctl", kind: "pagecontroller", storyboardIdentifier: "Pages", line: 61),
                Scene(
                    id: "ref-05-prf", kind: "reference", referencedStoryboard: "Preferences",
                    referencedIdentifier: "General", line: 72),
            ])
        #expect(
            storyboard.segues.map { "\($0.id) \($0.source)→\($0.destination ?? "-") \($0.kind)" } == [
                "sm1-wn-tab win-01-ctl→tvc-01-ctl relationship", "sm2-tb-pgc tvc-01-ctl→pgc-01-ctl relationship",
                "sm3-tb-prf tvc-01-ctl→ref-05-prf sheet",
            ])
        #expect(storyboard.segues.first?.relationship == "window.shadowedContentViewController")
        #expect(storyboard.scenes.first?.swiftType(platform: .macos) == "NSWindowController")
    }

    @Test func watchKitControllersAreScenesWithoutASceneMemberID() throws {
        let storyboard = try Fixtures.storyboard("watchOS-Interface.storyboard")
        #expect(storyboard.platform == .watchos)
        #expect(storyboard.initialScene == "wat-01-ctl")
        #expect(
            storyboard.scenes == [
                Scene(
                    id: "wat-01-ctl", kind: "controller", customClass: "InterfaceController",
                    customModule: "Watch_Extension", inheritsModuleFromTarget: true, line: 10),
                // WatchKit's `identifier` is the controller's storyboard ID.
                Scene(
                    id: "wrk-01-ctl", kind: "controller", customClass: "WorkoutController",
                    customModule: "Watch_Extension", inheritsModuleFromTarget: true, storyboardIdentifier: "Workout",
                    line: 24),
                Scene(id: "ntf-01-ctl", kind: "notificationController", line: 30, notificationCategory: "reminder"),
                Scene(
                    id: "dyn-01-ctl", kind: "controller", customClass: "NotificationController",
                    customModule: "Watch_Extension", inheritsModuleFromTarget: true, line: 41),
            ])
        #expect(
            storyboard.segues == [
                Segue(
                    id: "sw1-bt-wrk", source: "wat-01-ctl", destination: "wrk-01-ctl", kind: "push",
                    identifier: "startWorkout", line: 14),
                Segue(
                    id: "sw2-nt-dyn", source: "ntf-01-ctl", destination: "dyn-01-ctl", kind: "relationship",
                    relationship: "dynamicNotificationInterface", line: 33),
            ])
    }

    @Test func aStoryboardWithoutScenesIsValidAndEmpty() throws {
        let storyboard = try Fixtures.storyboard("Empty.storyboard")
        #expect(storyboard.name == "Empty")
        #expect(storyboard.platform == .tvos)
        #expect(storyboard.scenes.isEmpty)
        #expect(storyboard.segues.isEmpty)
        #expect(storyboard.initialScene == nil)
    }

    @Test func theNameIsTakenFromTheCallerNotTheXML() throws {
        let storyboard = try StoryboardParser.parse(Fixtures.data("Empty.storyboard"), name: "Living Room")
        #expect(storyboard.name == "Living Room")
    }
}
