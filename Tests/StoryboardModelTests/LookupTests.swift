import Foundation
import Testing

@testable import StoryboardModel

@Suite struct LookupTests {
    @Test func classWithStoryboardIDIsInstantiatedByIdentifier() throws {
        let graph = try Fixtures.graph("App")
        let result = try graph.lookup(className: "InboxViewController")
        #expect(
            result
                == LookupResult(
                    storyboard: "Main", scene: "LST-01-000", kind: "tableViewController", identifier: "Inbox",
                    initial: false, swiftType: "InboxViewController", module: "MailApp", instantiation: .identifier,
                    reason:
                        "UIStoryboard(name: \"Main\", bundle: nil).instantiateViewController(withIdentifier: \"Inbox\")"
                ))
    }

    @Test func initialSceneWithoutIDIsInstantiatedAsInitial() throws {
        let graph = try Fixtures.graph("App")
        let result = try graph.lookup(className: "UITabBarController")
        #expect(result.ref == ref("Main/TAB-00-000"))
        #expect(result.initial)
        #expect(result.identifier == nil)
        #expect(result.module == "UIKit")
        #expect(result.instantiation == .initial)
        #expect(result.reason == "UIStoryboard(name: \"Main\", bundle: nil).instantiateInitialViewController()")
    }

    @Test func sceneWithoutIDSaysHowItIsReached() throws {
        let graph = try Fixtures.graph("App")
        let attachment = try graph.lookup(className: "AttachmentViewController")
        #expect(attachment.ref == ref("Media/ATT-M1-000"))
        #expect(attachment.module == "MediaKit")
        #expect(attachment.instantiation == .none)
        #expect(
            attachment.reason
                == "scene Media/ATT-M1-000 has no storyboard ID and is not the initial scene of 'Media', so code "
                + "cannot instantiate it; it is reached only as rootViewController of Media/NAV-M1-000")
        let message = try graph.lookup(className: "MessageViewController")
        #expect(message.instantiation == .none)
        #expect(message.reason.hasSuffix("it is reached only by segue 'showMessage' from Main/LST-01-000"))
        let navigation = try graph.lookup("Media/NAV-M1-000")
        #expect(navigation.instantiation == .identifier)
        #expect(navigation.initial)
        #expect(navigation.swiftType == "UINavigationController")
    }

    @Test func lookupByStoryboardID() throws {
        let graph = try Fixtures.graph("App")
        let profile = try graph.lookup(storyboard: "Main", identifier: "Profile")
        #expect(profile.ref == ref("Main/PRF-07-000"))
        #expect(profile.swiftType == "ProfileViewController")
        #expect(profile.instantiation == .identifier)
        #expect(try graph.lookup("Main:Compose").swiftType == "ComposeViewController")
    }

    @Test func missingStoryboardIDPointsAtTheSceneWithThatClass() throws {
        let graph = try Fixtures.graph("App")
        #expect(
            graphError { try graph.lookup(storyboard: "Main", identifier: "MessageViewController") }
                == .notFound(
                    "no scene with storyboard ID 'MessageViewController' in storyboard 'Main'",
                    hint: "scene Main/MSG-03-000 has class MessageViewController but no storyboard ID; set it in "
                        + "Interface Builder's Identity inspector"))
        #expect(
            graphError { try graph.lookup(storyboard: "Main", identifier: "Prolife") }
                == .notFound(
                    "no scene with storyboard ID 'Prolife' in storyboard 'Main'", hint: "did you mean 'Profile'?"))
        #expect(
            graphError { try graph.lookup(className: "InboxViewControler") }
                == .notFound("no scene has class 'InboxViewControler'", hint: "did you mean 'InboxViewController'?"))
        #expect(
            graphError { try graph.lookup(className: "Compose") }
                == .notFound(
                    "no scene has class 'Compose'",
                    hint: "storyboard ID 'Compose' is on scene Main/CMP-04-000 (class ComposeViewController); "
                        + "ask for 'Main:Compose'"))
    }

    @Test func classOnSeveralScenesIsAmbiguous() throws {
        let graph = try Fixtures.graph("App")
        guard
            case .ambiguous(_, let candidates)? = graphError({ try graph.lookup(className: "UINavigationController") })
        else {
            Issue.record("expected ambiguous")
            return
        }
        #expect(
            candidates.map(\.ref)
                == [
                    ref("Main/NAV-01-000"), ref("Main/NAV-04-000"), ref("Main/NAV-05-000"), ref("Media/NAV-M1-000"),
                    ref("Settings/NAV-S1-000"), ref("Settings/NAV-S3-000"),
                ])
        let broken = try Fixtures.graph("Broken")
        #expect(
            graphError { try broken.lookup(storyboard: "Main", identifier: "Detail") }
                == .ambiguous(
                    "storyboard ID 'Detail' is on 2 scenes of 'Main' (Main/DTA-03-000, Main/DTB-03-000); name one as "
                        + "'Storyboard/sceneId'",
                    candidates: [
                        try #require(broken.summary(ref("Main/DTA-03-000"))),
                        try #require(broken.summary(ref("Main/DTB-03-000"))),
                    ]))
    }

    @Test func lookupResultRoundTripsThroughJSON() throws {
        let graph = try Fixtures.graph("App")
        let result = try graph.lookup(className: "ComposeViewController")
        let data = try JSONEncoder().encode(result)
        #expect(try JSONDecoder().decode(LookupResult.self, from: data) == result)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["instantiation"] as? String == "identifier")
        #expect(object["scene"] as? String == "CMP-04-000")
    }

    @Test func appKitScenesUseNSStoryboard() throws {
        let storyboard = Storyboard(
            name: "Main", platform: .macos, initialScene: "W-1",
            scenes: [
                Scene(id: "W-1", kind: "windowController"),
                Scene(id: "V-1", kind: "viewController", customClass: "Sidebar", storyboardIdentifier: "sidebar"),
            ],
            segues: [
                Segue(
                    id: "G-1", source: "W-1", destination: "V-1", kind: "relationship",
                    relationship: "window.shadowedContentViewController")
            ])
        let graph = NavigationGraph(project: Project(name: "Mac", platform: .macos), storyboards: [storyboard])
        #expect(
            try graph.lookup(className: "Sidebar").reason
                == "NSStoryboard(name: \"Main\", bundle: nil).instantiateController(withIdentifier: \"sidebar\")")
        let window = try graph.lookup(className: "NSWindowController")
        #expect(window.reason == "NSStoryboard(name: \"Main\", bundle: nil).instantiateInitialController()")
        #expect(window.module == "AppKit")
        // No module given and the project has none: unknown.
        #expect(try graph.lookup(className: "Sidebar").module == nil)
    }

    @Test func searchesScenes() throws {
        let graph = try Fixtures.graph("App")
        #expect(
            graph.scenes(kind: "reference").map(\.ref)
                == [ref("Main/REF-02-000"), ref("Main/REF-05-000"), ref("Main/REF-07-000")])
        #expect(
            graph.scenes(className: "UINavigationController", storyboard: "Main").map(\.ref)
                == [ref("Main/NAV-01-000"), ref("Main/NAV-04-000"), ref("Main/NAV-05-000")])
        #expect(
            graph.scenes(storyboard: "Media").map(\.swiftType) == [
                "AttachmentViewController", "UINavigationController",
            ])
        #expect(graph.scenes(identifier: "Inbox").map(\.ref) == [ref("Main/LST-01-000")])
        #expect(graph.scenes(className: "NoSuchViewController").isEmpty)
        #expect(graph.scenes().count == 22)
    }
}
