import Foundation
import StoryboardImport
import StoryboardModel
import Testing

/// `iOS-Segues.storyboard`: segues on a button, a table cell, a bar button item, a top-level gesture
/// recognizer and in the controller's own connections; an unwind to `<exit>`; `identifier=""`; a custom
/// segue class; `customModuleProvider`; `inferredMetricsTieBreakers`.
struct iOSSegueTests {
    let storyboard: Storyboard

    init() throws {
        storyboard = try Fixtures.storyboard("iOS-Segues.storyboard")
    }

    @Test func readsTheDocumentAttributes() {
        #expect(storyboard.name == "iOS-Segues")
        #expect(storyboard.platform == .ios)
        #expect(storyboard.targetRuntime == "iOS.CocoaTouch")
        #expect(storyboard.toolsVersion == "22505")
        #expect(storyboard.initialScene == "nav-01-aaa")
    }

    @Test func readsEveryViewControllerAsAScene() {
        #expect(
            storyboard.scenes == [
                Scene(id: "nav-01-aaa", kind: "navigationController", line: 13),
                Scene(
                    id: "hom-01-vcx", kind: "viewController", customClass: "HomeViewController", customModule: "Shop",
                    inheritsModuleFromTarget: true, storyboardIdentifier: "home", title: "Home", line: 29),
                Scene(
                    id: "lst-01-tvc", kind: "tableViewController", customClass: "ListViewController",
                    customModule: "Shop", title: "List", line: 84,
                    cells: [
                        PrototypeCell(
                            id: "cel-01-lst", kind: .tableViewCell, reuseIdentifier: "ItemCell",
                            containerID: "tbl-01-lst",
                            line: 88, segues: ["sg7-ce-det"])
                    ]),
                Scene(
                    id: "det-01-vcx", kind: "viewController", customClass: "DetailViewController",
                    customModule: "Shop", inheritsModuleFromTarget: true, storyboardIdentifier: "Detail Screen",
                    userLabel: "Detail", line: 115),
                Scene(id: "cmp-01-vcx", kind: "viewController", line: 136),
            ])
    }

    @Test func attributesEverySegueToItsScenesController() {
        #expect(
            storyboard.segues == [
                Segue(
                    id: "sg1-rt-nav", source: "nav-01-aaa", destination: "hom-01-vcx", kind: "relationship",
                    relationship: "rootViewController", line: 19),
                // On a button.
                Segue(
                    id: "sg2-bt-det", source: "hom-01-vcx", destination: "det-01-vcx", kind: "show",
                    identifier: "showDetail", line: 38),
                // `identifier=""` is no identifier.
                Segue(id: "sg3-bt-lst", source: "hom-01-vcx", destination: "lst-01-tvc", kind: "show", line: 45),
                // On a bar button item, with presentation attributes.
                Segue(
                    id: "sg4-bb-cmp", source: "hom-01-vcx", destination: "cmp-01-vcx", kind: "presentation",
                    identifier: "compose",
                    attributes: ["modalPresentationStyle": "formSheet", "modalTransitionStyle": "crossDissolve"],
                    line: 62),
                // In the controller's connections, with a custom class.
                Segue(
                    id: "sg5-cu-cmp", source: "hom-01-vcx", destination: "cmp-01-vcx", kind: "custom",
                    identifier: "slideIn", customClass: "SlideInSegue", customModule: "Transitions", line: 67),
                // On a gesture recognizer that sits beside the controller in `<objects>`.
                Segue(
                    id: "sg6-gr-det", source: "hom-01-vcx", destination: "det-01-vcx", kind: "popoverPresentation",
                    identifier: "peek", attributes: ["popoverAnchorView": "vw1-01-hom"], line: 73),
                // On a prototype table cell.
                Segue(
                    id: "sg7-ce-det", source: "lst-01-tvc", destination: "det-01-vcx", kind: "showDetail",
                    identifier: "showItem", line: 98),
                // Unwind to the scene's `<exit>`.
                Segue(
                    id: "sg8-uw-ext", source: "det-01-vcx", destination: "ext-01-det", kind: "unwind",
                    identifier: "backHome", unwindAction: "unwindToHome:", line: 122),
            ])
    }

    @Test func tieBreakerReferencesAreNotSegues() {
        // The two `<segue reference=.../>` entries name segues already read; they add nothing.
        #expect(storyboard.segues.count == 8)
        #expect(Set(storyboard.segues.map(\.id)).count == 8)
    }

    @Test func theExitObjectAndFirstResponderAreNotScenes() {
        let ids = Set(storyboard.scenes.map(\.id))
        #expect(!ids.contains("ext-01-det"))
        #expect(!ids.contains("fr4-01-aaa"))
        #expect(!ids.contains("tap-01-hom"))
    }
}
