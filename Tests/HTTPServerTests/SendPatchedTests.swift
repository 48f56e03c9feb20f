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

/// A kept answer sent at once from its shared bytes (`OutboundBuffer.sendPatched`) reaches the peer exactly
/// as the copied answer would, after anything queued before it, and whatever the socket does not take now
/// is queued and sent by `write`.
@Suite struct SendPatchedTests {
    /// A connected pair of local stream sockets, the first non-blocking; both closed by `close()`.
    struct Pair {
        let sender: Int32
        let receiver: Int32

        init() throws {
            var fds: [Int32] = [-1, -1]
            // glibc declares the socket types as an enum; Darwin and musl as plain ints.
            #if os(Linux) && canImport(Glibc)
            let type = Int32(SOCK_STREAM.rawValue)
            #else
            let type = SOCK_STREAM
            #endif
            guard socketpair(AF_UNIX, type, 0, &fds) == 0 else {
                throw SystemError(syscall: "socketpair", errno: errno)
            }
            sender = fds[0]
            receiver = fds[1]
            try Socket.setNonBlocking(sender)
            try Socket.suppressSIGPIPE(sender)
        }

        /// Everything the receiver has now, without waiting (a local socket's bytes are there once sent).
        func drain() -> [UInt8] {
            var received: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let got = chunk.withUnsafeMutableBytes { recv(receiver, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
                if got <= 0 { return received }
                received += chunk[..<got]
            }
        }

        func close() {
            _ = systemClose(sender)
            _ = systemClose(receiver)
        }
    }

    /// An answer with a placeholder `Date` line as long as `date`, at `dateOffset`.
    static let wire = Array("HTTP/1.1 200 OK\r\nDate: XXXX\r\nContent-Length: 2\r\n\r\nok".utf8)
    static let date = Array("Date: now.\r\n".utf8)
    static let dateOffset = 17

    @Test func anAnswerToAnEmptyBufferIsSentAtOnce() throws {
        let pair = try Pair()
        defer { pair.close() }
        var buffer = OutboundBuffer()
        buffer.sendPatched(Self.wire, at: Self.dateOffset, with: Self.date, to: pair.sender)
        #expect(buffer.isEmpty)
        // Already at the peer, before any `write`.
        let received = String(decoding: pair.drain(), as: UTF8.self)
        #expect(received == "HTTP/1.1 200 OK\r\nDate: now.\r\nContent-Length: 2\r\n\r\nok")
        #expect(try buffer.write(to: pair.sender))
        #expect(pair.drain().isEmpty)
    }

    @Test func anAnswerAfterQueuedBytesWaitsItsTurn() throws {
        let pair = try Pair()
        defer { pair.close() }
        var buffer = OutboundBuffer()
        buffer.tail.append(contentsOf: Array("first\n".utf8))
        buffer.sendPatched(Self.wire, at: Self.dateOffset, with: Self.date, to: pair.sender)
        #expect(pair.drain().isEmpty)
        #expect(try buffer.write(to: pair.sender))
        let received = String(decoding: pair.drain(), as: UTF8.self)
        #expect(received == "first\nHTTP/1.1 200 OK\r\nDate: now.\r\nContent-Length: 2\r\n\r\nok")
    }

    @Test func whatTheSocketDoesNotTakeIsQueuedAndWrittenLater() throws {
        let pair = try Pair()
        defer { pair.close() }
        // Far more than a local socket's buffer takes at once.
        var large = [UInt8](repeating: UInt8(ascii: "a"), count: 4 << 20)
        for index in large.indices where index % 97 == 0 { large[index] = UInt8(ascii: "b") }
        let patch = Array("PATCHED".utf8)
        var buffer = OutboundBuffer()
        buffer.sendPatched(large, at: 1000, with: patch, to: pair.sender)
        #expect(!buffer.isEmpty)
        var received = pair.drain()
        #expect(received.count < large.count)
        while try !buffer.write(to: pair.sender) { received += pair.drain() }
        received += pair.drain()
        var expected = large
        expected.replaceSubrange(1000..<(1000 + patch.count), with: patch)
        #expect(received.count == expected.count)
        #expect(received == expected)
    }

    @Test func aFailedSendLeavesTheAnswerForWriteToReport() throws {
        let pair = try Pair()
        _ = systemClose(pair.receiver)
        defer { _ = systemClose(pair.sender) }
        var buffer = OutboundBuffer()
        buffer.sendPatched(Self.wire, at: Self.dateOffset, with: Self.date, to: pair.sender)
        #expect(!buffer.isEmpty)
        #expect(throws: SystemError.self) { _ = try buffer.write(to: pair.sender) }
    }
}

@inline(__always)
private func systemClose(_ fd: Int32) -> Int32 { close(fd) }
