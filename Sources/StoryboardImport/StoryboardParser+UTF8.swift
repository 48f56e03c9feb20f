import Foundation

extension StoryboardParser {
    /// Throws `unsupportedEncoding` at the first byte of `data` that is not UTF-8.
    static func validateUTF8(_ data: Data, source: String) throws(ImportError) {
        var validation = UTF8Validation()
        let failure = data.withUnsafeBytes { validation.consume($0) } ?? validation.finish()
        if let failure { throw utf8Error(failure, source: source) }
    }

    /// The error for a byte that is not UTF-8 (or a sequence cut short by the end of the input).
    static func utf8Error(_ failure: UTF8Validation.Failure, source: String) -> ImportError {
        let what =
            failure.byte.map { "byte 0x" + String($0, radix: 16, uppercase: true) + " is not UTF-8" }
            ?? "the input ends inside a UTF-8 sequence"
        return ImportError(
            .unsupportedEncoding, "only UTF-8 storyboards are accepted; \(what)", source: source, line: failure.line,
            column: failure.column)
    }
}
