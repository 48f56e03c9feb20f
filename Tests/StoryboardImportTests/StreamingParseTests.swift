import Foundation
import StoryboardImport
import StoryboardModel
import Testing

/// `parse(name:pulling:)` gives exactly what `parse(_:name:)` gives, however the bytes are cut.
struct StreamingParseTests {
    /// What a parse produced: the storyboard or the error.
    enum Outcome: Equatable {
        case parsed(Storyboard)
        case failed(ImportError)
    }

    static func whole(_ data: Data, name: String) -> Outcome {
        do {
            return .parsed(try StoryboardParser.parse(data, name: name))
        } catch {
            return .failed(error)
        }
    }

    /// Parses `data` handed over in pieces of `size` bytes.
    static func streamed(_ data: Data, name: String, pieces size: Int) -> Outcome {
        var offset = 0
        do {
            return .parsed(
                try StoryboardParser.parse(name: name) {
                    guard offset < data.count else { return nil }
                    let end = min(offset + size, data.count)
                    defer { offset = end }
                    return data.subdata(in: offset..<end)
                })
        } catch {
            return .failed(error)
        }
    }

    static func fixtureFiles() throws -> [URL] {
        let good = try FileManager.default.contentsOfDirectory(at: Fixtures.folder, includingPropertiesForKeys: nil)
        let bad = try FileManager.default.contentsOfDirectory(
            at: Fixtures.folder.appendingPathComponent("Bad"), includingPropertiesForKeys: nil)
        return (good + bad).filter { $0.pathExtension == "storyboard" || $0.pathExtension == "xib" }
            .sorted { $0.path < $1.path }
    }

    @Test func everyFixtureGivesTheSameResultInAnyPieceSize() throws {
        let files = try Self.fixtureFiles()
        #expect(files.count >= 10)
        for file in files {
            let data = try Data(contentsOf: file)
            let name = file.deletingPathExtension().lastPathComponent
            let expected = Self.whole(data, name: name)
            for size in [1, 3, 64, 4096, 1 << 20] where size > 1 || data.count < 200_000 {
                #expect(
                    Self.streamed(data, name: name, pieces: size) == expected, "\(file.lastPathComponent) by \(size)")
            }
        }
    }

    @Test(.enabled(if: TestEnvironment.hasRealCorpus, TestEnvironment.realCorpusAbsent))
    func everyCorpusFileGivesTheSameResult() throws {
        let files = try CorpusTests.corpusFiles()
        #expect(files.count >= 60, "the corpus holds 68 storyboards")
        for file in files {
            let data = try Data(contentsOf: file)
            let name = StoryboardFiles.storyboardName(of: file)
            let expected = Self.whole(data, name: name)
            for size in [1000, 65536] {
                #expect(Self.streamed(data, name: name, pieces: size) == expected, "\(file.path) by \(size)")
            }
        }
    }

    /// A document past the parser's 128 KiB read size, broken far from the start: same error and position.
    @Test func largeMalformedDocumentsReportTheSamePosition() throws {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            targetRuntime="iOS.CocoaTouch" initialViewController="s0"><scenes>

            """
        for index in 0..<3000 {
            text +=
                "<scene sceneID=\"scene\(index)\"><objects><viewController id=\"s\(index)\" sceneMemberID=\"viewController\"/></objects></scene>\n"
        }
        let good = Data((text + "</scenes></document>\n").utf8)
        let broken = Data((text + "<scene><objects></scene></scenes></document>\n").utf8)
        let goodOutcome = Self.whole(good, name: "Big")
        guard case .parsed(let storyboard) = goodOutcome else {
            Issue.record("the generated storyboard does not parse: \(goodOutcome)")
            return
        }
        #expect(storyboard.scenes.count == 3000)
        #expect(Self.streamed(good, name: "Big", pieces: 10_000) == goodOutcome)
        let brokenOutcome = Self.whole(broken, name: "Big")
        guard case .failed(let error) = brokenOutcome else {
            Issue.record("the broken storyboard parses")
            return
        }
        #expect(error.kind == .malformedXML)
        #expect(error.line == 3003)
        #expect(Self.streamed(broken, name: "Big", pieces: 10_000) == brokenOutcome)
    }

    /// The DTD guard runs on the prolog before the XML parser reads anything, even byte by byte.
    @Test func aDoctypeIsRefusedBeforeParsing() throws {
        let text =
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment first -->
            <!DOCTYPE lol [<!ENTITY a "aaaa">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB">&a;
            """ + String(repeating: "<scenes/>\n", count: 10_000) + "</document>\n"
        var pulled = 0
        let data = Data(text.utf8)
        let outcome: Outcome
        do {
            outcome = .parsed(
                try StoryboardParser.parse(name: "Evil") {
                    guard pulled < data.count else { return nil }
                    pulled += 1
                    return data.subdata(in: (pulled - 1)..<pulled)
                })
        } catch {
            outcome = .failed(error)
        }
        guard case .failed(let error) = outcome else {
            Issue.record("a DTD was accepted")
            return
        }
        #expect(error.kind == .forbiddenDTD)
        #expect(error.line == 3)
        // Little more than the prolog was read: nothing past it reached a parser.
        #expect(pulled < 1024)
        #expect(text.utf8.count > 100_000)
    }

    /// A prolog far longer than the first pieces (comments, a processing instruction) is collected whole
    /// before the guard decides, with or without a DTD after it.
    @Test func aLongPrologInSmallPiecesGivesTheSameResult() throws {
        let storyboard = try Fixtures.data("iOS-Segues.storyboard")
        let text = String(decoding: storyboard, as: UTF8.self)
        guard let declarationEnd = text.range(of: "?>") else {
            Issue.record("the fixture has no XML declaration")
            return
        }
        let declaration = String(text[..<declarationEnd.upperBound])
        let rest = String(text[declarationEnd.upperBound...])
        let filler = "\n<!-- " + String(repeating: "a comment that goes on - ", count: 8000) + "-->\n<?pi x?>\n"
        for extra in ["", "<!DOCTYPE document>\n"] {
            let data = Data((declaration + filler + extra + rest).utf8)
            let expected = Self.whole(data, name: "Long")
            #expect(Self.streamed(data, name: "Long", pieces: 7) == expected)
            #expect(Self.streamed(data, name: "Long", pieces: 4096) == expected)
            if extra.isEmpty {
                guard case .parsed(let parsed) = expected else {
                    Issue.record("a long comment in the prolog was refused: \(expected)")
                    continue
                }
                #expect(!parsed.scenes.isEmpty)
            } else {
                guard case .failed(let error) = expected else {
                    Issue.record("a DTD after a long prolog was accepted")
                    continue
                }
                #expect(error.kind == .forbiddenDTD)
            }
        }
    }

    /// A document over 10 MB (the size where `parse(_:name:)` on one `Data` meets libxml2's limit for a
    /// single input buffer and reports "XML error 1" at its end) parses when streamed.
    @Test func aDocumentOverTenMegabytesParsesWhenStreamed() throws {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            targetRuntime="iOS.CocoaTouch" initialViewController="vc0"><scenes>

            """
        let padding = String(repeating: "<view key=\"view\" contentMode=\"scaleToFill\"/>", count: 20)
        for index in 0..<12_000 {
            text += "<scene sceneID=\"scene\(index)\"><objects><viewController id=\"vc\(index)\" "
            text += "sceneMemberID=\"viewController\">\(padding)</viewController></objects></scene>\n"
        }
        text += "</scenes></document>\n"
        let data = Data(text.utf8)
        #expect(data.count > 10_500_000)
        let outcome = Self.streamed(data, name: "Huge", pieces: 65536)
        guard case .parsed(let storyboard) = outcome else {
            Issue.record("an 11 MB storyboard was refused: \(outcome)")
            return
        }
        #expect(storyboard.scenes.count == 12_000)
        #expect(storyboard.initialScene == "vc0")
        // The whole-`Data` entry point (the CLI's) streams such a file too, with the same result.
        let whole = try StoryboardParser.parse(data, name: "Huge")
        #expect(whole == storyboard)
    }

    @Test func aSequenceOfPiecesWorks() throws {
        let data = try Fixtures.data("iOS-Segues.storyboard")
        let middle = data.count / 2
        let storyboard = try StoryboardParser.parse(
            chunks: [data.subdata(in: 0..<middle), Data(), data.subdata(in: middle..<data.count)], name: "iOS-Segues")
        #expect(storyboard == (try StoryboardParser.parse(data, name: "iOS-Segues")))
        #expect(!storyboard.scenes.isEmpty)
    }
}
