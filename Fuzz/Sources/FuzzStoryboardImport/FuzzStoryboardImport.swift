import Foundation
import FuzzSupport
import StoryboardImport
import StoryboardModel

/// The storyboard and nib importers on arbitrary bytes, each through both entry points: the whole `Data`, and
/// the stream cut at a point taken from the input itself (then again in small pieces). Any `ImportError` is
/// fine; a crash, a leak or a hang is a finding, and so is an answer that depends on how the bytes arrive.
@_cdecl("FuzzStoryboardImport_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc: argc, argv: argv) { data, count in
        let input = Data(fuzzInput(data, count))
        compareEntryPoints(input, "storyboard", whole: { try StoryboardParser.parse($0, name: "Fuzz") }) {
            try StoryboardParser.parse(chunks: $0, name: "Fuzz")
        }
        compareEntryPoints(input, "nib", whole: { try NibParser.parse($0, name: "Fuzz") }) {
            try NibParser.parse(chunks: $0, name: "Fuzz")
        }
        return 0
    }
}

/// Parses `input` whole, cut in two, and in small pieces, and stops the run when the outcomes differ.
private func compareEntryPoints<Document: Equatable>(
    _ input: Data, _ what: String, whole parseWhole: (Data) throws -> Document,
    chunks parseChunks: ([Data]) throws -> Document
) {
    let whole = outcome { try parseWhole(input) }
    // The cut depends on the input so that the fuzzer can steer it into a name or a character.
    let cut = input.isEmpty ? 0 : Int(input[input.startIndex]) * 7919 % (input.count + 1)
    let halves = [input.prefix(cut), input.dropFirst(cut)].map { Data($0) }
    let split = outcome { try parseChunks(halves) }
    let pieceSize = 1 + (input.last.map { Int($0) % 13 } ?? 0)
    let pieces = stride(from: 0, to: input.count, by: pieceSize).map {
        input.subdata(in: $0..<min($0 + pieceSize, input.count))
    }
    let small = outcome { try parseChunks(pieces) }
    // Whether a document imports, and what it holds when it does, must not depend on how its bytes arrive.
    // Documents are compared as values: a description lists a dictionary in no fixed order.
    if whole.document != split.document || whole.document != small.document {
        fatalError(
            "the \(what) entry points disagree: whole \(whole), cut at \(cut) \(split), by \(pieceSize) \(small)")
    }
}

/// What a parse produced, for comparing the entry points.
private struct Outcome<Document: Equatable>: CustomStringConvertible {
    /// The document read, `nil` when refused.
    var document: Document?
    var description: String
}

private func outcome<Document: Equatable>(_ parse: () throws -> Document) -> Outcome<Document> {
    do {
        let document = try parse()
        return Outcome(document: document, description: "\(document)")
    } catch let error as ImportError {
        return Outcome(document: nil, description: "\(error)")
    } catch {
        // The entry points throw only `ImportError`; anything else is a finding.
        fatalError("an error that is not an ImportError: \(error)")
    }
}
