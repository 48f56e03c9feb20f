/// Why a property list could not be read: what was expected, and the 1-based line and column where.
public struct PropertyListError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, in words.
    public var message: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in bytes.
    public var column: Int

    /// Creates an error value.
    public init(_ message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }

    /// `line 12, column 5: expected ';'`.
    public var description: String { "line \(line), column \(column): \(message)" }
}
