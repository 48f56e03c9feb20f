import Foundation
import StoryboardModel
import Testing

@testable import StoryboardImport

/// Attribute values arrive exactly as written, whatever they hold: libxml2 without entity substitution hands
/// `&amp;` over as the text `&#38;`, which must never reach a name.
@Suite struct HostileAttributeTests {
    @Test func everyHostileNameSurvivesImportAsScenesClassesAndIdentifiers() throws {
        let storyboard = try StoryboardParser.parse(Data(HostileNames.storyboard().utf8), name: "Main")
        let ids = Set(storyboard.scenes.map(\.id))
        #expect(ids == Set(HostileNames.inXML + ["Start"]))
        #expect(Set(storyboard.scenes.compactMap(\.customClass)) == Set(HostileNames.inXML + ["StartViewController"]))
        #expect(
            Set(storyboard.scenes.compactMap(\.storyboardIdentifier)) == Set(HostileNames.inXML + ["Start"]))
        #expect(Set(HostileNames.inXML).isSubset(of: Set(storyboard.segues.compactMap(\.identifier))))
    }

    @Test func ampersandsInAttributesAreData() throws {
        let xml = HostileNames.storyboard(names: ["Terms & Conditions", "&#38; &amp;amp;"])
        let storyboard = try StoryboardParser.parse(Data(xml.utf8), name: "Main")
        #expect(storyboard.scenes.contains { $0.storyboardIdentifier == "Terms & Conditions" })
        #expect(storyboard.scenes.contains { $0.storyboardIdentifier == "&#38; &amp;amp;" })
    }
}
