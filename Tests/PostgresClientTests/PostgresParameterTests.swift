import Foundation
import Testing

@testable import PostgresClient

/// Every kind of parameter reaches the server as its value, and every accessor reads it back.
@Suite(.enabled(if: ScratchPostgres.isAvailable, ScratchPostgres.absent))
struct PostgresParameterTests {
    @Test func everyKindOfParameterRoundTripsThroughATable() throws {
        try ScratchPostgres.withScratchSchema { connection, _ in
            try connection.execute(
                "CREATE TABLE item (id int8 PRIMARY KEY, small int4, name text, data bytea, doc jsonb)")
            let name = "Ünïcödé 'quoted' \"double\" \\ back; DROP TABLE item; -- 🚀"
            let inserted = try connection.execute(
                "INSERT INTO item (id, small, name, data, doc) VALUES ($1, $2, $3, $4, $5)",
                [.integer(Int64.max), .integer(-7), .text(name), .bytes([0, 39, 92, 255]), .text(#"{"a": [1, 2]}"#)])
            #expect(inserted.affectedRows == 1)
            try connection.execute(
                "INSERT INTO item (id, small, name, data, doc) VALUES ($1, $2, $3, $4, $5)",
                [.integer(Int64.min), .null, .text(""), .bytes(Data()), .null])

            let rows = try connection.execute("SELECT id, small, name, data, doc FROM item ORDER BY id DESC")
            #expect(rows.count == 2)
            #expect(rows.columnCount == 5)
            #expect(rows.column(named: "name") == 2)
            #expect(rows.column(named: "missing") == nil)
            #expect(try rows.int(0, 0) == Int64.max)
            #expect(try rows.int(0, 1) == -7)
            #expect(rows.string(0, 2) == name)
            #expect(try rows.bytes(0, 3) == Data([0, 39, 92, 255]))
            #expect(rows.string(0, 4) == #"{"a": [1, 2]}"#)
            // NULL and empty stay apart.
            #expect(try rows.int(1, 0) == Int64.min)
            #expect(rows.isNull(1, 1))
            #expect(try rows.int(1, 1) == nil)
            #expect(!rows.isNull(1, 2))
            #expect(rows.string(1, 2) == "")
            #expect(!rows.isNull(1, 3))
            #expect(try rows.bytes(1, 3) == Data())
            #expect(rows.isNull(1, 4))
            #expect(rows.string(1, 4) == nil)
        }
    }

    @Test func preparedStatementsTakeTheSameParametersAndCountAffectedRows() throws {
        try ScratchPostgres.withScratchSchema { connection, _ in
            try connection.execute("CREATE TABLE item (id int4 PRIMARY KEY, name text NOT NULL)")
            try connection.prepare(name: "insert_item", sql: "INSERT INTO item (id, name) VALUES ($1, $2)")
            for id in 1...5 {
                try connection.executePrepared(name: "insert_item", parameters: [.integer(Int64(id)), .text("n\(id)")])
            }
            try connection.prepare(name: "rename_above", sql: "UPDATE item SET name = $1 WHERE id > $2")
            let updated = try connection.executePrepared(name: "rename_above", parameters: [.text("big"), .integer(2)])
            #expect(updated.affectedRows == 3)
            let rows = try connection.execute("SELECT count(*) FROM item WHERE name = $1", [.text("big")])
            #expect(try rows.int(0, 0) == 3)
        }
    }

    @Test func aTextParameterWithANulIsRefusedInsteadOfTruncated() throws {
        let connection = try ScratchPostgres.connect()
        #expect(throws: PostgresError.self) {
            try connection.execute("SELECT $1::text", [.text("before\u{0}after")])
        }
        // The connection stays usable.
        #expect(try connection.execute("SELECT 1").int(0, 0) == 1)
    }

    @Test func aNonIntegerColumnReadAsIntegerThrows() throws {
        let connection = try ScratchPostgres.connect()
        let rows = try connection.execute("SELECT $1::text", [.text("twelve")])
        #expect(throws: PostgresError.self) { try rows.int(0, 0) }
    }
}

/// The bytes `PostgresParameters` hands to libpq, without a server: each value NUL-terminated in one buffer,
/// integers in decimal, bytes as they are with their length.
@Suite struct PostgresParameterEncodingTests {
    private static func text(_ parameters: PostgresParameters, _ index: Int) -> String? {
        parameters.values[index].map { String(cString: $0) }
    }

    @Test func integersAreWrittenInDecimal() throws {
        let integers: [Int64] = [0, 7, 9, 10, -1, -10, 1_234_567_890_123, Int64.max, Int64.min, Int64.min + 1]
        let parameters = try PostgresParameters(integers.map { .integer($0) })
        #expect(parameters.count == Int32(integers.count))
        for (index, integer) in integers.enumerated() {
            #expect(Self.text(parameters, index) == String(integer))
            #expect(parameters.lengths[index] == Int32(String(integer).utf8.count))
            #expect(parameters.types[index] == 20)
        }
    }

    @Test func valuesOfEveryKindKeepTheirBytesAndOrder() throws {
        let bytes = Data([0, 1, 0, 255])
        let parameters = try PostgresParameters([
            .text("Ünï 🚀"), .null, .bytes(bytes), .text(""), .integer(-42), .bytes(Data()), .text("last"),
        ])
        #expect(Self.text(parameters, 0) == "Ünï 🚀")
        #expect(parameters.lengths[0] == Int32("Ünï 🚀".utf8.count))
        #expect(parameters.values[1] == nil)
        #expect(parameters.formats[2] == 1)
        #expect(parameters.lengths[2] == 4)
        let sent = try #require(parameters.values[2])
        #expect(Data(bytes: sent, count: 4) == bytes)
        #expect(Self.text(parameters, 3) == "")
        #expect(Self.text(parameters, 4) == "-42")
        #expect(parameters.lengths[5] == 0)
        #expect(Self.text(parameters, 6) == "last")
    }

    @Test func aNulInsideATextIsRefused() {
        #expect(throws: PostgresError.self) { try PostgresParameters([.text("a"), .text("b\u{0}c")]) }
    }
}
