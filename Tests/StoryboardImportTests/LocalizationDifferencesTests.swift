import Foundation
import StoryboardImport
import StoryboardModel
import Testing

/// Comparing a localized copy with its base storyboard.
struct LocalizationDifferencesTests {
    @Test func identicalStructureHasNoDifferences() throws {
        let base = try Fixtures.storyboard("iOS-Segues.storyboard")
        var localized = base
        localized.scenes[1].title = "Accueil"
        #expect(StoryboardFiles.localizationDifferences(base: base, localized: localized).isEmpty)
    }

    @Test func reportsMissingExtraAndChangedScenesAndSegues() throws {
        let base = try Fixtures.storyboard("iOS-Segues.storyboard")
        var localized = base
        localized.initialScene = "hom-01-vcx"
        localized.scenes.removeAll { $0.id == "cmp-01-vcx" }
        localized.scenes.append(Scene(id: "new-01-vcx", kind: "viewController", customClass: "PromoViewController"))
        localized.scenes[1].customClass = "OldHomeViewController"
        localized.scenes[1].storyboardIdentifier = nil
        localized.segues.removeAll { $0.id == "sg5-cu-cmp" }
        localized.segues[1].identifier = "showDetails"
        #expect(
            StoryboardFiles.localizationDifferences(base: base, localized: localized) == [
                "initial scene: \"nav-01-aaa\" in base, \"hom-01-vcx\" in localized copy",
                "scene cmp-01-vcx (UIViewController) only in base",
                "scene hom-01-vcx: customClass \"HomeViewController\" in base, \"OldHomeViewController\" in localized copy",
                "scene hom-01-vcx: storyboard ID \"home\" in base, none in localized copy",
                "scene new-01-vcx (PromoViewController) only in localized copy",
                "segue sg2-bt-det: identifier \"showDetail\" in base, \"showDetails\" in localized copy",
                "segue sg5-cu-cmp (slideIn) only in base",
            ])
    }
}
