import Foundation
import StoryboardImport
import StoryboardModel
import Testing

/// `iOS-Containers.storyboard`: tab bar, split, page, collection, AV player and hosting controllers, an
/// element kind IB may add in future, and storyboard references in each of their shapes.
struct ContainerAndReferenceTests {
    let storyboard: Storyboard

    init() throws {
        storyboard = try Fixtures.storyboard("iOS-Containers.storyboard")
    }

    @Test func theiPadRuntimeIsiOS() {
        #expect(storyboard.platform == .ios)
        #expect(storyboard.targetRuntime == "iOS.CocoaTouch.iPad")
        #expect(storyboard.initialScene == "tab-01-ctl")
    }

    @Test func readsEveryContainerKind() {
        let kinds = storyboard.scenes.filter { !$0.isReference }.map { "\($0.id) \($0.kind) \($0.line ?? 0)" }
        #expect(
            kinds == [
                "tab-01-ctl tabBarController 10", "spl-01-ctl splitViewController 26",
                "pag-01-ctl pageViewController 38", "col-01-ctl collectionViewController 45",
                "avp-01-ctl avPlayerViewController 65", "hst-01-ctl hostingController 72",
                "fut-01-ctl arViewController 79",
            ])
        #expect(storyboard.scene(id: "tab-01-ctl")?.storyboardIdentifier == "Tabs")
        #expect(storyboard.scene(id: "pag-01-ctl")?.customClass == "OnboardingPages")
        #expect(storyboard.scene(id: "pag-01-ctl")?.customModule == "Onboarding")
        #expect(storyboard.scene(id: "pag-01-ctl")?.inheritsModuleFromTarget == false)
        #expect(storyboard.scene(id: "hst-01-ctl")?.customClass == "PhotoHostingController")
    }

    @Test func keepsAnUnknownControllerKindAsWritten() {
        let future = storyboard.scene(id: "fut-01-ctl")
        #expect(future?.kind == "arViewController")
        #expect(future?.storyboardIdentifier == "Future")
        #expect(future?.swiftType(platform: .ios) == "UIViewController")
    }

    @Test func readsReferencesWithAndWithoutTheirOptionalAttributes() {
        #expect(
            storyboard.scenes.filter(\.isReference) == [
                // Only a storyboard: that storyboard's initial scene.
                Scene(id: "ref-01-prf", kind: "reference", referencedStoryboard: "Profile", line: 92),
                Scene(
                    id: "ref-02-log", kind: "reference", referencedStoryboard: "Auth", referencedIdentifier: "Login",
                    line: 101),
                Scene(
                    id: "ref-03-set", kind: "reference", referencedStoryboard: "Settings", referencedIdentifier: "Root",
                    bundleIdentifier: "com.example.SettingsKit", line: 108),
                // No storyboard: a scene of this storyboard.
                Scene(id: "ref-04-lcl", kind: "reference", referencedIdentifier: "Gallery", line: 115),
            ])
    }

    @Test func readsContainmentAndCreatorSegues() {
        let relationships = storyboard.segues.filter { $0.kind == "relationship" }
            .map { "\($0.source) \($0.relationship ?? "-") \($0.destination ?? "-")" }
        #expect(
            relationships == [
                "tab-01-ctl viewControllers spl-01-ctl", "tab-01-ctl viewControllers pag-01-ctl",
                "tab-01-ctl viewControllers ref-01-prf", "spl-01-ctl masterViewController col-01-ctl",
                "spl-01-ctl detailViewController avp-01-ctl",
            ])
        #expect(
            storyboard.segues.first { $0.id == "sr6-cv-hst" }
                == Segue(
                    id: "sr6-cv-hst", source: "col-01-ctl", destination: "hst-01-ctl", kind: "presentation",
                    identifier: "openPhoto", destinationCreationSelector: "makePhotoView:",
                    attributes: ["modalPresentationStyle": "fullScreen", "animates": "NO"], line: 53))
        let fromFuture = storyboard.segues.filter { $0.source == "fut-01-ctl" }.map(\.destination)
        #expect(fromFuture == ["ref-02-log", "ref-03-set", "ref-04-lcl"])
    }
}
