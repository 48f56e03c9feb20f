import Foundation
import PostgresClient
import Testing

/// `bytea` values come back byte for byte, whatever the bytes and however large.
@Suite(.enabled(if: ScratchPostgres.isAvailable, ScratchPostgres.absent))
struct PostgresByteaTests {
    @Test func allTwoHundredFiftySixByteValuesRoundTrip() throws {
        try ScratchPostgres.withScratchSchema { connection, _ in
            try connection.execute("CREATE TABLE blob (id int4 PRIMARY KEY, data bytea NOT NULL)")
            let every = Data((0...255).map { UInt8($0) } + (0...255).reversed().map { UInt8($0) })
            try connection.execute("INSERT INTO blob VALUES (1, $1)", [.bytes(every)])
            // The server saw the bytes themselves, not an escaped form of them.
            let length = try connection.execute("SELECT length(data), get_byte(data, 0), get_byte(data, 255) FROM blob")
            #expect(try length.int(0, 0) == 512)
            #expect(try length.int(0, 1) == 0)
            #expect(try length.int(0, 2) == 255)
            let rows = try connection.execute("SELECT data FROM blob WHERE id = 1")
            #expect(try rows.bytes(0, 0) == every)
        }
    }

    @Test func aThirtyMegabyteRandomBlobRoundTripsByteExact() throws {
        try ScratchPostgres.withScratchSchema { connection, _ in
            try connection.execute("CREATE TABLE blob (id int4 PRIMARY KEY, data bytea NOT NULL)")
            var generator = SystemRandomNumberGenerator()
            var blob = Data(count: 30 * 1024 * 1024)
            blob.withUnsafeMutableBytes { buffer in
                let words = buffer.bindMemory(to: UInt64.self)
                for index in words.indices { words[index] = generator.next() }
            }
            try connection.execute("INSERT INTO blob VALUES (1, $1)", [.bytes(blob)])
            let stored = try connection.execute("SELECT length(data) FROM blob")
            #expect(try stored.int(0, 0) == Int64(blob.count))
            let rows = try connection.execute("SELECT data FROM blob WHERE id = 1")
            let back = try #require(try rows.bytes(0, 0))
            #expect(back.count == blob.count)
            #expect(back == blob)
        }
    }
}
