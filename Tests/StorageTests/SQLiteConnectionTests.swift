import Foundation
import Testing

@testable import SQLiteStorage
@testable import Storage

@Suite struct SQLiteConnectionTests {
    @Test func setsTheConnectionPragmas() throws {
        let database = try TestDatabase()
        let connection = try database.openConnection()
        #expect(try connection.queryFirst("PRAGMA journal_mode") { $0.text(0) } == "wal")
        #expect(try connection.queryFirst("PRAGMA foreign_keys") { $0.int(0) } == 1)
        #expect(try connection.queryFirst("PRAGMA busy_timeout") { $0.int(0) } == 5000)
        // synchronous: 1 is NORMAL.
        #expect(try connection.queryFirst("PRAGMA synchronous") { $0.int(0) } == 1)
    }

    @Test func errorsCarryCodeMessageAndSQL() throws {
        let database = try TestDatabase()
        let connection = try database.openConnection()
        let sql = "SELECT * FROM no_such_table WHERE id = ?"
        #expect {
            try connection.run(sql, [.integer(1)])
        } throws: { error in
            guard let error = error as? SQLiteError else { return false }
            return error.primaryCode == 1 && error.message.contains("no_such_table") && error.sql == sql
                && error.description.contains(sql)
        }
        try connection.execute("CREATE TABLE t (id TEXT PRIMARY KEY NOT NULL) STRICT")
        try connection.run("INSERT INTO t VALUES (?)", [.text("a")])
        #expect {
            try connection.run("INSERT INTO t VALUES (?)", [.text("a")])
        } throws: { error in
            (error as? SQLiteError)?.isUniqueViolation == true
        }
        #expect(throws: SQLiteError.self) { try connection.run("INSERT INTO t VALUES (?)", []) }
    }

    @Test func keepsNullEmptyAndUnicodeApart() throws {
        let database = try TestDatabase()
        let connection = try database.openConnection()
        try connection.execute("CREATE TABLE v (id INTEGER PRIMARY KEY, t TEXT, b BLOB) STRICT")
        let texts: [String?] = [nil, "", "a\u{0}b", "Ünïcödé 🚀", "'; DROP TABLE v; --"]
        let blobs: [Data?] = [nil, Data(), Data([0, 1, 2, 255]), nil, Data([0])]
        for (text, blob) in zip(texts, blobs) {
            try connection.run("INSERT INTO v (t, b) VALUES (?, ?)", [.optionalText(text), .optionalBlob(blob)])
        }
        let rows = try connection.query("SELECT t, b FROM v ORDER BY id") { ($0.optionalText(0), $0.optionalBlob(1)) }
        #expect(rows.map(\.0) == texts)
        #expect(rows.map(\.1) == blobs)
    }

    @Test func rollsBackWhenTheBodyThrows() throws {
        struct Stop: Error {}
        let database = try TestDatabase()
        let connection = try database.openConnection()
        try connection.execute("CREATE TABLE t (x INTEGER) STRICT")
        #expect(throws: Stop.self) {
            try connection.transaction {
                try connection.run("INSERT INTO t VALUES (1)")
                throw Stop()
            }
        }
        #expect(connection.isAutocommit)
        #expect(try connection.queryFirst("SELECT count(*) FROM t") { $0.int(0) } == 0)
        try connection.transaction { try connection.run("INSERT INTO t VALUES (2)") }
        #expect(try connection.queryFirst("SELECT sum(x) FROM t") { $0.int(0) } == 2)
    }

    @Test func nestedUseOfOneStatementDoesNotDisturbTheOuterOne() throws {
        let database = try TestDatabase()
        let connection = try database.openConnection()
        try connection.execute("CREATE TABLE t (x INTEGER) STRICT; INSERT INTO t VALUES (1), (2), (3);")
        let sql = "SELECT x FROM t WHERE x >= ? ORDER BY x"
        let pairs = try connection.query(sql, [.integer(1)]) { outer in
            let x = outer.int(0)
            let inner = try connection.query(sql, [.integer(Int64(x))]) { $0.int(0) }
            return (x, inner.count)
        }
        #expect(pairs.map(\.0) == [1, 2, 3])
        #expect(pairs.map(\.1) == [3, 2, 1])
    }

    @Test func failsToOpenAMissingFileWithoutCreate() throws {
        let database = try TestDatabase()
        #expect {
            try SQLiteConnection(path: database.path + ".absent", options: .init(create: false))
        } throws: { error in
            (error as? SQLiteError)?.message.contains(".absent") == true
        }
    }
}
