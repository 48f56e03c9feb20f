import Foundation
import StoryboardModel
import Testing

@testable import StoryboardImport

/// The reader under the prolog check, exercised with that check bypassed: were a DTD ever to reach libxml2,
/// the parse still fails at the declaration and no entity content lands in the model.
struct SAXHandlerSafetyTests {
    private func readDirectly(_ data: Data) -> Result<Storyboard, ImportError> {
        let handler = StoryboardSAXHandler(source: "Direct")
        let reader = SAXDocumentReader(handler)
        _ = data.withUnsafeBytes { reader.feed($0) }
        do throws(ImportError) {
            try reader.finish()
            return .success(handler.storyboard())
        } catch {
            return .failure(error)
        }
    }

    @Test func anExternalEntityIsNeverLoaded() throws {
        let outcome = readDirectly(try Fixtures.data("Bad/XXE.storyboard"))
        guard case .failure(let error) = outcome else {
            Issue.record("a document with an external entity was read: \(outcome)")
            return
        }
        #expect(error.kind == .forbiddenDTD)
        #expect(!error.message.contains("root:"))
    }

    @Test func anExpansionBombIsNotExpanded() throws {
        let outcome = readDirectly(try Fixtures.data("Bad/Bomb.storyboard"))
        guard case .failure(let error) = outcome else {
            Issue.record("a document with an entity bomb was read: \(outcome)")
            return
        }
        #expect(error.kind == .forbiddenDTD)
    }

    @Test func anInternalEntityIsNeverSubstituted() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE document [<!ENTITY cls "InjectedViaEntity">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes><scene sceneID="s">
            <objects><viewController id="v" customClass="&cls;" sceneMemberID="viewController"/></objects>
            </scene></scenes></document>
            """
        let outcome = readDirectly(Data(xml.utf8))
        guard case .failure(let error) = outcome else {
            Issue.record("a document with an internal entity was read: \(outcome)")
            return
        }
        #expect(error.kind == .forbiddenDTD)
        #expect(error.line == 2)
    }
}
