import CSQLite

/// `SQLITE_TRANSIENT`: tells SQLite to copy bound text and blobs before the bind call returns.
///
/// The C macro is `((sqlite3_destructor_type)-1)`, which Swift does not import; this is its one definition.
let SQLITE_TRANSIENT = unsafeBitCast(-1 as Int, to: sqlite3_destructor_type.self)
