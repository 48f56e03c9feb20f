import Foundation
import StoryboardModel
import Testing

@testable import StoryboardImport

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The parser under the prolog check, exercised with that check bypassed: were a DTD ever to reach it, the
/// parse still fails and no entity content lands in the model. (On Linux, `XMLParser` does not report entity
/// declarations to its delegate; libxml2 refuses the external load and the amplification itself. On Darwin
/// the handler's declaration callbacks refuse them first.)
struct SAXHandlerSafetyTests {
    private func runHandler(on data: Data) -> (StoryboardSAXHandler, Bool) {
        let handler = StoryboardSAXHandler(source: "Direct")
        let parser = XMLParser(data: data)
        parser.delegate = handler
        let finished = parser.parse()
        return (handler, finished)
    }

    @Test func anExternalEntityIsNeverLoaded() throws {
        let (handler, finished) = runHandler(on: try Fixtures.data("Bad/XXE.storyboard"))
        #expect(!finished)
        #expect(handler.error != nil)
        #expect(handler.scenes.allSatisfy { $0.title?.contains("root:") != true })
    }

    @Test func anExpansionBombIsNotExpanded() throws {
        let (handler, finished) = runHandler(on: try Fixtures.data("Bad/Bomb.storyboard"))
        #expect(!finished)
        #expect(handler.error != nil)
        #expect(handler.scenes.allSatisfy { ($0.title?.utf8.count ?? 0) < 1_000 })
    }
}
