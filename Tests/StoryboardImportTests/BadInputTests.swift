import Foundation
import StoryboardImport
import StoryboardModel
import Testing

/// Inputs that must be refused, each with an error that says what is wrong and where.
struct BadInputTests {
    @Test func malformedXMLNamesTheLineAndColumn() throws {
        let error = Fixtures.importError(try Fixtures.data("Bad/Malformed.storyboard"), name: "Malformed")
        #expect(error?.kind == .malformedXML)
        // `<view>` opened on line 7 is closed by `</viewController>` on line 8.
        #expect(error?.line == 8)
        #expect((error?.column ?? 0) > 0)
        #expect(error?.message.contains("closing tag") == true)
        #expect(error?.description.hasPrefix("Malformed:8:") == true)
    }

    @Test func aXibIsNotAStoryboard() throws {
        let error = Fixtures.importError(try Fixtures.data("Bad/View.xib"))
        #expect(error?.kind == .notAStoryboard)
        #expect(error?.message.contains("com.apple.InterfaceBuilder3.CocoaTouch.XIB") == true)
        #expect(error?.message.contains(".xib") == true)
    }

    @Test func anotherRootElementIsNotAStoryboard() throws {
        let error = Fixtures.importError(try Fixtures.data("Bad/Plist.storyboard"))
        #expect(error?.kind == .notAStoryboard)
        #expect(error?.message.contains("<plist>") == true)
        #expect(error?.line == 2)
    }

    @Test func anEmptyFileIsRefused() throws {
        #expect(Fixtures.importError(try Fixtures.data("Bad/ZeroBytes.storyboard"))?.kind == .empty)
        #expect(Fixtures.importError(Data(" \n\t\n".utf8))?.kind == .empty)
    }

    @Test func anXMLDeclarationAloneIsMalformed() {
        let error = Fixtures.importError(Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n".utf8))
        #expect(error?.kind == .malformedXML || error?.kind == .empty)
    }

    @Test func anExternalEntityIsRefusedWithoutReadingTheFile() throws {
        let error = Fixtures.importError(try Fixtures.data("Bad/XXE.storyboard"), name: "XXE")
        #expect(error?.kind == .forbiddenDTD)
        #expect(error?.line == 2)
        #expect(error?.column == 1)
        #expect(error?.message.contains("root:") == false)
    }

    @Test func anEntityExpansionBombIsRefusedBeforeExpansion() throws {
        let error = Fixtures.importError(try Fixtures.data("Bad/Bomb.storyboard"), name: "Bomb")
        #expect(error?.kind == .forbiddenDTD)
        #expect(error?.line == 2)
    }

    @Test func otherEncodingsAreRefused() throws {
        #expect(Fixtures.importError(try Fixtures.data("Bad/Latin1.storyboard"))?.kind == .unsupportedEncoding)
        let utf16 = Data([0xFF, 0xFE]) + Data("<\0d\0".utf8)
        #expect(Fixtures.importError(utf16)?.kind == .unsupportedEncoding)
    }

    @Test func anUndeclaredEntityIsMalformedXML() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
                <scenes><scene sceneID="a"><objects>
                    <viewController title="&secret;" id="v" sceneMemberID="viewController"/>
                </objects></scene></scenes>
            </document>
            """
        let error = Fixtures.importError(Data(xml.utf8))
        #expect(error?.kind == .malformedXML)
        #expect(error?.line == 4)
    }

    @Test func commentsAndDeclarationsInThePrologAreAccepted() throws {
        let xml = """
            <?xml version="1.0" encoding="utf-8" standalone="no"?>
            <!-- saved by a tool that mentions <!DOCTYPE in a comment -->
            <document type="com.apple.InterfaceBuilder.AppleTV.Storyboard" targetRuntime="AppleTV"><scenes/></document>
            """
        #expect(try StoryboardParser.parse(Data(xml.utf8), name: "Prolog").platform == .tvos)
    }

    @Test func aDoctypeWithoutEntitiesIsStillRefused() {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE document SYSTEM "http://example.com/ib.dtd">
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes/></document>
            """
        let error = Fixtures.importError(Data(xml.utf8))
        #expect(error?.kind == .forbiddenDTD)
        #expect(error?.line == 2)
    }

    @Test func aUTF8ByteOrderMarkIsAccepted() throws {
        let data = Data([0xEF, 0xBB, 0xBF]) + (try Fixtures.data("Empty.storyboard"))
        #expect(try StoryboardParser.parse(data, name: "BOM").platform == .tvos)
    }

    @Test func aMissingFileIsUnreadableAndNamed() {
        let error = #expect(throws: ImportError.self) {
            try StoryboardParser.parse(contentsOf: Fixtures.folder.appendingPathComponent("Missing.storyboard"))
        }
        #expect(error?.kind == .unreadable)
        #expect(error?.source?.hasSuffix("Missing.storyboard") == true)
    }

    @Test func aFileErrorCarriesItsPath() throws {
        let error = #expect(throws: ImportError.self) {
            try StoryboardParser.parse(contentsOf: Fixtures.folder.appendingPathComponent("Bad/Malformed.storyboard"))
        }
        #expect(error?.source?.hasSuffix("Bad/Malformed.storyboard") == true)
        #expect(error?.description.contains("Malformed.storyboard:8:") == true)
    }
}
