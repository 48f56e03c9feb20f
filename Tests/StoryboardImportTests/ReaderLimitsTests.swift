import Foundation
import StoryboardImport
import StoryboardModel
import Testing

/// The importer's nesting bound (256 levels, libxml2's own for trees), and the slicing of large inputs that
/// keeps files past libxml2's 10 MB buffer limit readable through both entry points.
struct ReaderLimitsTests {
    private static func nested(_ levels: Int) -> Data {
        let open = String(repeating: "<view>", count: levels)
        let close = String(repeating: "</view>", count: levels)
        return Data(
            ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch."
                + "Storyboard.XIB\"><scenes/>\(open)\(close)</document>").utf8)
    }

    @Test func nestingPast256LevelsIsRefused() throws {
        let error = try #require(Fixtures.importError(Self.nested(300)))
        #expect(error.kind == .malformedXML)
        #expect(error.message.contains("deeper than 256"))
        #expect(error.line == 2)
    }

    @Test func nestingUpToTheLimitIsRead() throws {
        // The root `<document>` is one level: 255 more reach the limit exactly.
        #expect(throws: Never.self) { try StoryboardParser.parse(Self.nested(255), name: "Nested") }
        #expect(Fixtures.importError(Self.nested(256))?.kind == .malformedXML)
    }

    /// Past libxml2's 10 MB single-buffer limit: read whole and streamed, with the last scene found.
    @Test func aTwelveMegabyteDocumentIsRead() throws {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
            <scenes>

            """
        let filler = String(repeating: "<label text=\"padding padding padding padding\" id=\"x\"/>", count: 40)
        var scenes = 0
        while text.utf8.count < 12_000_000 {
            text += "<scene sceneID=\"s\(scenes)\"><objects><viewController id=\"v\(scenes)\" "
            text += "sceneMemberID=\"viewController\"><view key=\"view\">\(filler)</view></viewController>"
            text += "</objects></scene>\n"
            scenes += 1
        }
        text += "</scenes></document>\n"
        let data = Data(text.utf8)
        let whole = try StoryboardParser.parse(data, name: "Big")
        #expect(whole.scenes.count == scenes)
        #expect(whole.scenes.last?.id == "v\(scenes - 1)")
        let pieces = stride(from: 0, to: data.count, by: 65_536).map {
            data.subdata(in: $0..<min($0 + 65_536, data.count))
        }
        #expect(try StoryboardParser.parse(chunks: pieces, name: "Big") == whole)
    }
}
