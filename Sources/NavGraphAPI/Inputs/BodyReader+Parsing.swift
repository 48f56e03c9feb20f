import Foundation
import HTTPServer
import StoryboardImport

extension BodyReader {
    /// Hands the body to `parse` piece by piece as it arrives (`next`: the next piece, `nil` at the end),
    /// keeping every byte; then reads what the parser left (it may stop at an error) so the connection can be
    /// reused. Answers the parse's outcome and the body byte for byte; a failure of the stream itself (`413`,
    /// `408`, ...) is thrown.
    mutating func parsingKeepingBytes<Parsed>(
        _ parse: (_ next: () -> Data?) throws(ImportError) -> Parsed
    ) throws -> (parsed: Result<Parsed, ImportError>, bytes: Data) {
        var bytes = Data()
        if let expected = expectedLength { bytes.reserveCapacity(expected) }
        var streamError: HTTPBodyStreamError?
        let parsed: Result<Parsed, ImportError>
        do throws(ImportError) {
            parsed = .success(
                try parse {
                    do throws(HTTPBodyStreamError) {
                        let chunk = try next()
                        if let chunk { bytes.append(chunk) }
                        return chunk
                    } catch {
                        streamError = error
                        return nil
                    }
                })
        } catch {
            parsed = .failure(error)
        }
        if let streamError { throw streamError }
        while let rest = try next() { bytes.append(rest) }
        return (parsed, bytes)
    }
}
