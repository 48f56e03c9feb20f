import StoryboardModel

/// Why a store operation failed. Storage knows nothing of HTTP; the API layer maps these to statuses.
public enum StoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The named thing does not exist: "project 'x'", "storyboard 'Main' in project 'x'".
    case notFound(String)
    /// The write collides with what exists (a name or id already taken).
    case conflict(String)
    /// The input is unacceptable (bad name, duplicate ids inside one storyboard, a segue from no scene).
    case invalid(String)
    /// The database failed (I/O, corruption, a lock held past the busy timeout, a full disk).
    case database(DatabaseFailure)
    /// The database server cannot be reached (the connection was lost or refused); nothing was changed, and
    /// the store reconnects on the next call. The text says what failed, never a password.
    case unavailable(String)
    /// The schema could not be brought up to date when the store opened.
    case migration(MigrationError)
    /// The writer stayed busy with other writes for `waited` seconds; nothing was changed, try again.
    case busy(waited: Double)
    /// A conditional write's `RevisionCondition` was not met: the thing changed (or went) since the revision
    /// the caller named. Nothing was changed.
    case preconditionFailed(String)
    /// The caller withdrew the write just before it committed; it was rolled back.
    case withdrawn(String)

    /// A sentence saying what failed.
    public var description: String {
        switch self {
        case .notFound(let what): return "\(what) not found"
        case .conflict(let what): return what
        case .invalid(let what): return what
        case .database(let error): return error.description
        case .unavailable(let why): return "the database is unavailable: \(why); nothing was changed"
        case .migration(let error): return error.description
        case .busy(let waited):
            return "the database is busy with other writes (waited \(waited) s for its turn); nothing was changed"
        case .preconditionFailed(let why): return why
        case .withdrawn(let why): return why
        }
    }
}
