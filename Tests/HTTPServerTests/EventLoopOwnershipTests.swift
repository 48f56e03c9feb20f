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

/// Who closes a loop's listening socket. The server hands each loop its listener; a loop that is made owns
/// it, and when making one fails the server closes what it handed over. Closing a number twice is not
/// harmless in a server: by the second `close` the number may already be a client's connection or the
/// database's file.
@Suite struct EventLoopOwnershipTests {
    /// A descriptor that is not a socket (a temporary file, already unlinked): epoll refuses to watch it.
    private static func fileDescriptor() throws -> Int32 {
        var template = Array(
            (FileManager.default.temporaryDirectory.path + "/loop-listener-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        try #require(fd >= 0, "mkstemp failed: errno \(errno)")
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        return fd
    }

    /// The file behind `fd`, or nil when the number is closed. Tests run in parallel, so a closed number may
    /// be reused by another test at once: the file's identity tells the two apart.
    private static func identity(_ fd: Int32) -> [UInt64]? {
        var status = stat()
        guard fstat(fd, &status) == 0 else { return nil }
        return [UInt64(status.st_dev), UInt64(status.st_ino)]
    }

    @Test func aLoopThatCannotWatchItsListenerLeavesItToTheServer() throws {
        let fd = try Self.fileDescriptor()
        let file = try #require(Self.identity(fd))
        let workers = WorkerPool(count: 1)
        defer { _ = workers.stop() }
        let context = ServerContext(
            configuration: HTTPServer.Configuration(), responder: Router(), workers: workers,
            streamWorkers: workers, heavyWorkers: workers)
        switch HTTPServer.EventBackend.automatic.mechanism {
        case .epoll:
            // epoll_ctl refuses a regular file (EPERM) after every property of the loop is set, so the
            // loop's deinit runs: it must not close the listener the server is about to close.
            #expect(throws: SystemError.self) { _ = try EventLoop(listener: fd, context: context) }
            #expect(Self.identity(fd) == file, "the failed loop closed the listener the server closes")
            close(fd)
        case .poll:
            // poll(2) takes any descriptor: the loop is made, owns the listener and closes it when it goes.
            do { _ = try EventLoop(listener: fd, context: context) }
            #expect(Self.identity(fd) != file, "a loop that was made did not close its listener")
        }
    }
}
