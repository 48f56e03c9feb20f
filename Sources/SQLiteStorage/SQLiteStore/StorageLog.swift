import NavGraphLog

/// The SQLite store's lines: `navgraph storage: ...`.
let storageLog = Logger(subsystem: "storage")
