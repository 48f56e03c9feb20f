import Foundation
import StoryboardImport
import StoryboardModel
import Testing

/// Issue 8, point 6: UTF-16 without a byte order mark or EBCDIC slipped past the UTF-8-only check, and an
/// internal entity was then expanded. Only UTF-8 is read now, decided on the bytes; every other encoding is
/// refused before any parser sees the document, through both entry points.
struct NonUTF8EncodingTests {
    static let bodies: [(name: String, looksLike: String, data: Data)] = [
        ("UTF-16LE", "UTF-16LE", Reproducers.wide("UTF-16", unitBytes: 2, bigEndian: false, bom: false)),
        ("UTF-16LE with BOM", "UTF-16LE", Reproducers.wide("UTF-16", unitBytes: 2, bigEndian: false, bom: true)),
        ("UTF-16BE", "UTF-16BE", Reproducers.wide("UTF-16", unitBytes: 2, bigEndian: true, bom: false)),
        ("UTF-16BE with BOM", "UTF-16BE", Reproducers.wide("UTF-16", unitBytes: 2, bigEndian: true, bom: true)),
        ("UTF-32LE", "UTF-32LE", Reproducers.wide("UTF-32", unitBytes: 4, bigEndian: false, bom: false)),
        ("UTF-32BE with BOM", "UTF-32BE", Reproducers.wide("UTF-32", unitBytes: 4, bigEndian: true, bom: true)),
        ("EBCDIC", "EBCDIC", Reproducers.ebcdic()),
    ]

    @Test(arguments: bodies.map(\.name))
    func aWideOrEBCDICDocumentWithAnEntityIsRefused(_ name: String) throws {
        let body = try #require(Self.bodies.first { $0.name == name })
        let error = try #require(Fixtures.importError(body.data, name: "Wide"))
        #expect(error.kind == .unsupportedEncoding)
        #expect(error.message.contains("only UTF-8 storyboards are accepted"))
        #expect(error.message.contains("looks like \(body.looksLike)"))
        #expect(error.line == 1)
    }

    @Test(arguments: bodies.map(\.name))
    func theSameDocumentStreamedInSmallPiecesIsRefused(_ name: String) throws {
        let body = try #require(Self.bodies.first { $0.name == name })
        var offset = 0
        let error = #expect(throws: ImportError.self) {
            try StoryboardParser.parse(name: "Wide") {
                guard offset < body.data.count else { return nil }
                let end = min(offset + 3, body.data.count)
                defer { offset = end }
                return body.data.subdata(in: offset..<end)
            }
        }
        #expect(error?.kind == .unsupportedEncoding)
        #expect(error?.message.contains("looks like \(body.looksLike)") == true)
    }

    /// The same entity in UTF-8 is refused as a DTD: the encoding check is not the only wall.
    @Test func theUTF8SpellingIsRefusedAsADTD() {
        let text = Reproducers.entityStoryboard.replacingOccurrences(of: "ENCODING", with: "UTF-8")
        #expect(Fixtures.importError(Data(text.utf8))?.kind == .forbiddenDTD)
    }

    /// UTF-8 bytes that declare another encoding are refused too, whatever the bytes say.
    @Test func aDeclaredEncodingOtherThanUTF8IsRefused() {
        let text = Reproducers.entityStoryboard.replacingOccurrences(of: "ENCODING", with: "UTF-16")
        let error = Fixtures.importError(Data(text.utf8))
        #expect(error?.kind == .unsupportedEncoding)
        #expect(error?.message.contains("declares encoding \"UTF-16\"") == true)
    }

    /// A NUL byte among the first ones means a wide encoding whatever the first character is.
    @Test func nulBytesAtTheStartAreRefused() {
        let data = Data("\n".utf8) + Data([0x00, 0x3C, 0x00])
        #expect(Fixtures.importError(data)?.kind == .unsupportedEncoding)
    }
}
