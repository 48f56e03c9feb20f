import Foundation
import FuzzSupport
import StoryboardImport
import StoryboardModel

/// The storyboard importer on arbitrary bytes, through both entry points: the whole `Data`, and the stream
/// cut at a point taken from the input itself (then again in small pieces). Any `ImportError` is fine; a
/// crash, a leak or a hang is a finding.
@_cdecl("FuzzStoryboardImport_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc: argc, argv: argv) { data, count in
        let input = Data(fuzzInput(data, count))
        let whole = outcome { try StoryboardParser.parse(input, name: "Fuzz") }
        // The cut depends on the input so that the fuzzer can steer it into a name or a character.
        let cut = input.isEmpty ? 0 : Int(input[input.startIndex]) * 7919 % (input.count + 1)
        let halves = [input.prefix(cut), input.dropFirst(cut)].map { Data($0) }
        let split = outcome { try StoryboardParser.parse(chunks: halves, name: "Fuzz") }
        let pieceSize = 1 + (input.last.map { Int($0) % 13 } ?? 0)
        let pieces = stride(from: 0, to: input.count, by: pieceSize).map {
            input.subdata(in: $0..<min($0 + pieceSize, input.count))
        }
        let small = outcome { try StoryboardParser.parse(chunks: pieces, name: "Fuzz") }
        // Whether a document imports must not depend on how its bytes arrive.
        if whole.imported != split.imported || whole.imported != small.imported {
            fatalError("the entry points disagree: whole \(whole), cut at \(cut) \(split), by \(pieceSize) \(small)")
        }
        return 0
    }
}

/// Whether a parse imported, with what it produced, for comparing the entry points.
private struct Outcome: CustomStringConvertible {
    var imported: Bool
    var description: String
}

private func outcome(_ parse: () throws -> Storyboard) -> Outcome {
    do {
        let storyboard = try parse()
        return Outcome(imported: true, description: "\(storyboard.scenes.count) scenes")
    } catch let error as ImportError {
        return Outcome(imported: false, description: "\(error)")
    } catch {
        // The entry points throw only `ImportError`; anything else is a finding.
        fatalError("an error that is not an ImportError: \(error)")
    }
}
