import Foundation
import StoryboardImport
import StoryboardModel
import Testing

/// Hostile and wrong inputs given to the nib reader: each refused with an error that says what and where,
/// through the same guards as storyboards.
struct NibBadInputTests {
    private static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
        <objects>

        """

    private static func error(_ data: Data, name: String = "Bad") -> ImportError? {
        do {
            _ = try NibParser.parse(data, name: name)
            return nil
        } catch {
            return error
        }
    }

    @Test func aStoryboardGivenAsANibNamesItsDocumentType() throws {
        let data = try Fixtures.data("iOS-Segues.storyboard")
        let error = try #require(Self.error(data, name: "Main"))
        #expect(error.kind == .notANib)
        #expect(error.message.contains("com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"))
        #expect(error.message.contains("a .storyboard file, not a .xib"))
        #expect(error.line == 2)
        #expect(error.description.hasPrefix("Main:2:"))
    }

    @Test func aNibGivenAsAStoryboardNamesItsDocumentType() throws {
        let data = try Data(contentsOf: NibImportTests.folder.appendingPathComponent("MacCells.xib"))
        let error = try #require(Fixtures.importError(data, name: "MacCells"))
        #expect(error.kind == .notAStoryboard)
        #expect(error.message.contains("com.apple.InterfaceBuilder3.Cocoa.XIB"))
        #expect(error.message.contains("a .xib file, not a storyboard"))
    }

    @Test func anotherRootIsNotANib() {
        let error = Self.error(Data("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"/>".utf8))
        #expect(error?.kind == .notANib)
        #expect(error?.message.contains("<plist>") == true)
        #expect(error?.line == 2)
    }

    @Test func aTruncatedNibIsMalformedAtItsEnd() throws {
        let data = try Data(contentsOf: NibImportTests.folder.appendingPathComponent("Cells.xib"))
        let truncated = data.prefix(data.count / 2)
        let error = try #require(Self.error(Data(truncated)))
        #expect(error.kind == .malformedXML)
        #expect((error.line ?? 0) > 1)
    }

    @Test func nestingPast256LevelsIsRefused() throws {
        let open = String(repeating: "<view>", count: 300)
        let close = String(repeating: "</view>", count: 300)
        let error = try #require(Self.error(Data((Self.header + open + close + "</objects></document>").utf8)))
        #expect(error.kind == .malformedXML)
        #expect(error.message.contains("deeper than 256"))
        #expect(error.line == 4)
    }

    @Test func anAttributePastLibxml2sLimitIsRefusedWithItsLine() throws {
        let huge = String(repeating: "A", count: 10_000_001)
        let xml = Self.header + "<view id=\"v\" customClass=\"\(huge)\"/>\n</objects></document>\n"
        let error = try #require(Self.error(Data(xml.utf8)))
        #expect(error.kind == .malformedXML)
        #expect(error.line == 4)
    }

    @Test func aByteThatIsNotUTF8IsRefusedWithItsPosition() throws {
        var data = Data((Self.header + "<view id=\"v\" customClass=\"Caf").utf8)
        data.append(0xE9)
        data.append(contentsOf: Data("\"/>\n</objects></document>\n".utf8))
        let error = try #require(Self.error(data))
        #expect(error.kind == .unsupportedEncoding)
        #expect(error.message.contains("only UTF-8 nibs are accepted"))
        #expect(error.line == 4)
        let streamed = try? NibParser.parse(
            chunks: [data.prefix(100), data.dropFirst(100)].map { Data($0) }, name: "Bad")
        #expect(streamed == nil)
    }

    @Test func aDTDIsRefusedBeforeParsing() throws {
        let error = try #require(Self.error(try Fixtures.data("Bad/XXE.storyboard")))
        #expect(error.kind == .forbiddenDTD)
        #expect(error.message.contains("not allowed in a nib"))
    }

    @Test func anEmptyNibIsRefused() {
        #expect(Self.error(Data())?.kind == .empty)
    }
}
