import Dispatch
import Foundation
import PostgresClient
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A server that accepts the TCP connection but never speaks (a hung or black-holed PostgreSQL) makes the
/// connection attempt fail after the connect timeout instead of holding the caller for ever.
@Suite struct ConnectTimeoutTests {
    /// A loopback socket that listens but never accepts: the kernel completes the handshake, nobody answers.
    final class SilentListener {
        let descriptor: Int32
        let port: UInt16

        init() throws {
            let fd = TestSocket.stream()
            try #require(fd >= 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = 0
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let named = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
            }
            guard bound == 0, listen(fd, 16) == 0, named == 0 else {
                close(fd)
                throw POSIXError(.EADDRNOTAVAIL)
            }
            descriptor = fd
            port = UInt16(bigEndian: address.sin_port)
        }

        deinit { close(descriptor) }
    }

    /// Connects to `url` on another thread; the seconds it took and the error, or nil when it did not come
    /// back within `limit` seconds (libpq's own default: never).
    static func attempt(_ url: String, limit: Double) -> (seconds: Double, error: PostgresError?)? {
        let done = DispatchSemaphore(value: 0)
        let outcome = LockedBox<(Double, PostgresError?)>()
        let start = Date()
        Thread.detachNewThread {
            do throws(PostgresError) {
                let connection = try PostgresConnection(url: url)
                connection.close()
                outcome.set((Date().timeIntervalSince(start), nil))
            } catch {
                outcome.set((Date().timeIntervalSince(start), error))
            }
            done.signal()
        }
        guard done.wait(timeout: .now() + limit) == .success, let value = outcome.get() else { return nil }
        return value
    }

    @Test func aServerThatNeverAnswersFailsAfterTheDefaultTimeout() throws {
        let listener = try SilentListener()
        let url = "postgres://navgraph:secret@127.0.0.1:\(listener.port)/navgraph"
        let result = try #require(
            Self.attempt(url, limit: Double(PostgresConnection.defaultConnectTimeout) * 6),
            "the attempt never came back: no default connect timeout")
        let error = try #require(result.error, "connecting to a silent server succeeded")
        #expect(error.isConnectionFailure)
        #expect(!error.description.contains("secret"))
        #expect(result.seconds >= Double(PostgresConnection.defaultConnectTimeout) - 1)
    }

    @Test func aTimeoutInTheURLWinsOverTheDefault() throws {
        let listener = try SilentListener()
        let url = "postgres://navgraph@127.0.0.1:\(listener.port)/navgraph?connect_timeout=2"
        let result = try #require(Self.attempt(url, limit: 30), "the attempt never came back")
        let error = try #require(result.error)
        #expect(error.isConnectionFailure)
        #expect(result.seconds < Double(PostgresConnection.defaultConnectTimeout) - 1)
    }
}

/// A value set on one thread and read on another.
final class LockedBox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?

    func set(_ newValue: Value) { lock.withLock { value = newValue } }
    func get() -> Value? { lock.withLock { value } }
}
