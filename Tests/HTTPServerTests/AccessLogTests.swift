import Foundation
import Testing

@testable import HTTPServer

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The access log writes one line per request, in batches.
@Suite struct AccessLogTests {
    @Test func oneLinePerRequestWithMethodPathStatusBytesAndMicroseconds() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        var log = AccessLog(enabled: true, output: ends[1])
        log.record(method: .get, path: "/v1/projects", status: 200, bytes: 512, started: 1_000, now: 43_000)
        log.record(method: .post, path: "/v1/x", status: 413, bytes: 0, started: 0, now: 2_000_000)
        #expect(log.hasPendingLines)
        log.flush()
        #expect(!log.hasPendingLines)
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = read(ends[0], &bytes, bytes.count)
        let text = String(decoding: bytes[..<max(0, count)], as: UTF8.self)
        #expect(text == "GET /v1/projects 200 512 42us\nPOST /v1/x 413 0 2000us\n")
    }

    @Test func disabledLogRecordsNothing() {
        var log = AccessLog(enabled: false)
        log.record(method: .get, path: "/", status: 200, bytes: 1, started: 0, now: 1)
        #expect(!log.hasPendingLines)
    }
}
