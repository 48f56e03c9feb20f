import Foundation
import StoryboardImport
import StoryboardModel
import Testing

/// Issue 8: one byte that is not UTF-8 in an element or attribute name crashed the process (Foundation's
/// `XMLParser` trapped). Each reproducer now gives an `ImportError` with its position, through the `Data`
/// entry point and through the streaming one cut inside the bad name. (A crash kills the test process.)
struct InvalidUTF8Tests {
    private func whole(_ data: Data) -> ImportError? {
        Fixtures.importError(data, name: "Bad")
    }

    /// `data` streamed in two pieces, cut before byte `cut`.
    private func streamed(_ data: Data, cutAt cut: Int) -> ImportError? {
        let pieces = [data.prefix(cut), data.dropFirst(cut)].map { Data($0) }
        do {
            _ = try StoryboardParser.parse(chunks: pieces, name: "Bad")
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: Reproducers.all.map(\.name))
    func aReproducerIsRefusedWithItsPosition(_ name: String) throws {
        let data = try #require(Reproducers.all.first { $0.name == name }?.data)
        let expected = try #require(Reproducers.positionOfFirstHighByte(data))
        let error = try #require(whole(data))
        #expect(error.kind == .unsupportedEncoding)
        #expect(error.line == expected.line)
        #expect(error.column == expected.column)
        #expect(error.message.contains("0xEC") || error.message.contains("0xFF"))
    }

    @Test(arguments: Reproducers.all.map(\.name))
    func aReproducerStreamedAndCutInsideTheBadNameIsRefused(_ name: String) throws {
        let data = try #require(Reproducers.all.first { $0.name == name }?.data)
        let bad = try #require([UInt8](data).firstIndex { $0 >= 0x80 })
        let expected = try #require(Reproducers.positionOfFirstHighByte(data))
        // Just before the bad byte, right after it, and a few bytes earlier (inside the name).
        for cut in Set([max(0, bad - 2), bad, bad + 1]) {
            let error = try #require(streamed(data, cutAt: cut), "cut at \(cut)")
            #expect(error.kind == .unsupportedEncoding, "cut at \(cut)")
            #expect(error.line == expected.line, "cut at \(cut)")
            #expect(error.column == expected.column, "cut at \(cut)")
        }
    }

    @Test func everyByteStreamedAloneGivesTheSameError() throws {
        for (name, data) in Reproducers.all {
            var offset = 0
            let error = #expect(throws: ImportError.self, "\(name)") {
                try StoryboardParser.parse(name: "Bad") {
                    guard offset < data.count else { return nil }
                    defer { offset += 1 }
                    return data.subdata(in: offset..<(offset + 1))
                }
            }
            #expect(error == whole(data), "\(name)")
        }
    }

    /// Ill-formed sequences of every kind, in a value, in text and in a name: all refused where they are.
    @Test(
        arguments: [
            [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF5], [0x80],
            [0xC3, 0x28], [0xE2, 0x82, 0x28],
        ] as [[UInt8]])
    func illFormedSequencesAreRefusedAnywhere(_ sequence: [UInt8]) throws {
        let places = [
            ("<viewController id=\"v\" title=\"", "\" sceneMemberID=\"viewController\"/>"),
            ("<label>", "</label>"),
            ("<view", "/>"),
        ]
        for (before, after) in places {
            let data =
                Data(
                    ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3."
                        + "CocoaTouch.Storyboard.XIB\"><scenes><scene sceneID=\"s\"><objects>\n" + before).utf8)
                + Data(sequence) + Data((after + "</objects></scene></scenes></document>").utf8)
            let error = try #require(whole(data), "\(sequence) in \(before)")
            #expect(error.kind == .unsupportedEncoding, "\(sequence) in \(before)")
            #expect(error.line == 3, "\(sequence) in \(before)")
        }
    }

    @Test func aDocumentEndingInsideASequenceIsRefused() throws {
        let data = try Fixtures.data("Empty.storyboard") + Data([0xE2, 0x82])
        let error = try #require(whole(data))
        #expect(error.kind == .unsupportedEncoding)
        #expect(error.message.contains("ends inside"))
    }

    /// Well-formed multi-byte characters pass, also when a piece boundary falls inside one.
    @Test func multiByteCharactersSplitAcrossPiecesAreRead() throws {
        let title = "Café 東京 🚀"
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes><scene sceneID="s">
            <objects><viewController id="v" title="\(title)" sceneMemberID="viewController"/></objects>
            </scene></scenes></document>
            """
        let data = Data(xml.utf8)
        #expect(try StoryboardParser.parse(data, name: "Multi").scenes.first?.title == title)
        var offset = 0
        let streamed = try StoryboardParser.parse(name: "Multi") {
            guard offset < data.count else { return nil }
            defer { offset += 1 }
            return data.subdata(in: offset..<(offset + 1))
        }
        #expect(streamed.scenes.first?.title == title)
    }

    /// An XML error before the bad byte is reported, as the parser meets it first.
    @Test func anEarlierXMLErrorWins() throws {
        let data =
            Data(
                ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch"
                    + ".Storyboard.XIB\"><scenes></document>\n<a b=\"").utf8) + Data([0xFF]) + Data("\"/>".utf8)
        let error = try #require(whole(data))
        #expect(error.kind == .malformedXML)
        #expect(error.line == 2)
    }
}
