extension SAXDocumentReader {
    /// The error for an ill-formed UTF-8 sequence (or one cut short by the end of the input).
    static func utf8Error(_ failure: UTF8Validation.Failure, in handler: any SAXDocumentHandler) -> ImportError {
        let what =
            failure.byte.map {
                "byte 0x" + String($0, radix: 16, uppercase: true) + " does not start a UTF-8 character"
            }
            ?? "the input ends inside a UTF-8 character"
        return ImportError(
            .unsupportedEncoding, "only UTF-8 \(handler.documentKind.noun)s are accepted; \(what)",
            source: handler.source, line: failure.line, column: failure.column)
    }
}
