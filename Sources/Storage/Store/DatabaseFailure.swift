/// A database failure that is not the caller's fault, in terms every backend shares: what the server log
/// gets (`description`, with the statement), what a client may see (`summary`), and the two conditions the
/// API answers differently.
public struct DatabaseFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of failure, as far as a client's next step goes.
    public enum Condition: Sendable, Equatable {
        /// The disk holding the database is full: deletes may still work, other writes will not.
        case diskFull
        /// Another writer held a lock too long: trying again shortly makes sense.
        case busy
        /// The file is not a database, or a damaged one: the input is at fault, not the moment.
        case notADatabase
        /// Anything else (I/O error, corruption, an unexpected error from the server).
        case other
    }

    /// The kind of failure.
    public let condition: Condition
    /// A short line without SQL or data, fit for a client ("SQLite error 13 (database or disk is full)").
    public let summary: String
    /// Everything known, for the server log (the backend's message and the statement).
    public let description: String

    /// Creates a failure.
    public init(condition: Condition, summary: String, description: String) {
        self.condition = condition
        self.summary = summary
        self.description = description
    }

    /// The disk (or the quota) holding the database has no room left.
    public var isDiskFull: Bool { condition == .diskFull }
    /// A lock was held by another writer past the wait limit.
    public var isBusy: Bool { condition == .busy }
    /// The file given as the database is none (or is damaged).
    public var isNotADatabase: Bool { condition == .notADatabase }
}
