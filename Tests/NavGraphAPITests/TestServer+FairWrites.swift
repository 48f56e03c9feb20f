import Foundation
import HTTPServer
import NavGraphAPI
import Synchronization
import TestSupport

@testable import PostgresStorage
@testable import SQLiteStorage
@testable import Storage

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The test server with every storyboard PUT's answer reported as it is made, even when its client has gone
/// (`PutObserver` around the router), its store in reach (to hold the writer), two event loops, two workers.
extension TestServer {
    /// No external-change polling, a `PutObserver` around the router, two event loops and two workers, then
    /// `configure`.
    static func fairWrites(
        _ mode: Mode = .socket, token: String? = nil, readToken: String? = nil, writerWaitLimit: Double = 5,
        configure: (inout HTTPServer.Configuration) -> Void = { _ in }
    ) throws -> TestServer {
        try TestServer(
            mode, token: token, readToken: readToken, externalChangeInterval: nil, writerWaitLimit: writerWaitLimit,
            wrap: { PutObserver(inner: $0) },
            configure: { configuration in
                configuration.eventLoopCount = 2
                configuration.workerCount = 2
                configure(&configuration)
            })
    }

    private var observer: PutObserver {
        guard let observer = responder as? PutObserver else {
            preconditionFailure("a TestServer made without TestServer.fairWrites has no PutObserver")
        }
        return observer
    }

    /// The status of the next storyboard PUT the server finishes answering (its client may have gone).
    func nextPutStatus(within seconds: Double = 30) -> Int? { observer.next(within: seconds) }

    /// The client status of the storyboard PUT running now, once its handler has started.
    func runningPutClient(within seconds: Double = 30) -> HTTPClientStatus? { observer.runningClient(within: seconds) }

    /// Takes the store's writer on another thread and keeps it until `release()`.
    func holdWriter() -> WriterHold { WriterHold(store: store) }

    /// A small storyboard in XML.
    static let storyboardXML = Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        initialViewController="vc1"><scenes><scene sceneID="s1"><objects><viewController id="vc1" \
        customClass="HomeViewController" sceneMemberID="viewController"/></objects></scene></scenes></document>
        """.utf8)
}

/// Holds the store's writer on its own thread (a long write in progress) until released. Each store keeps its
/// writer to itself (`write` is internal), so this reaches it through `@testable` imports.
final class WriterHold: Sendable {
    private let held = DispatchSemaphore(value: 0)
    private let released = DispatchSemaphore(value: 0)
    private let ended = DispatchSemaphore(value: 0)

    init(store: any NavigationStore) {
        let thread = Thread { [self] in
            let hold = {
                self.held.signal()
                self.released.wait()
            }
            do {
                if let sqlite = store as? SQLiteStore {
                    try sqlite.write { _ in hold() }
                } else if let postgres = store as? PostgresStore {
                    try postgres.write { _ in hold() }
                } else {
                    throw StoreError.invalid("no writer to hold in \(type(of: store))")
                }
            } catch {
                held.signal()
            }
            ended.signal()
        }
        thread.start()
        held.wait()
    }

    /// Lets the writer go and waits until it is free.
    func release() {
        released.signal()
        ended.wait()
    }
}

/// The API's router, reporting what each storyboard PUT answered and which client it served.
final class PutObserver: HTTPResponder {
    private let inner: Router
    private let statuses = Mutex<[Int]>([])
    private let clients = Mutex<[HTTPClientStatus]>([])
    private let answered = DispatchSemaphore(value: 0)
    private let started = DispatchSemaphore(value: 0)

    init(inner: Router) { self.inner = inner }

    func execution(for request: HTTPRequest) -> HTTPExecution { inner.execution(for: request) }

    func admit(_ request: HTTPRequest) -> HTTPResponse? { inner.admit(request) }

    func respond(to request: HTTPRequest) -> HTTPResponse {
        let isPut = request.method == .put && request.path.contains("/storyboards/")
        if isPut, let client = request.client {
            clients.withLock { $0.append(client) }
            started.signal()
        }
        let response = inner.respond(to: request)
        if isPut {
            statuses.withLock { $0.append(response.status) }
            answered.signal()
        }
        return response
    }

    func next(within seconds: Double) -> Int? {
        guard answered.wait(timeout: .now() + seconds) == .success else { return nil }
        return statuses.withLock { $0.removeFirst() }
    }

    func runningClient(within seconds: Double) -> HTTPClientStatus? {
        guard started.wait(timeout: .now() + seconds) == .success else { return nil }
        return clients.withLock { $0.removeFirst() }
    }
}

/// A client on a raw socket that can send bytes one at a time and close without reading.
final class RawSocket {
    let fd: Int32
    private var open = true

    init(port: Int) throws {
        fd = TestSocket.stream()
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard fd >= 0, result == 0 else { throw TestHTTPClient.Failure(description: "connect failed: \(errno)") }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close() }

    /// Sends all of `bytes`; `false` once the server has closed.
    @discardableResult
    func send(_ bytes: Data) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                TestSocket.send(fd, $0.baseAddress, $0.count)
            }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// The status of the first response, or `nil` when the connection ends first.
    func readStatus() -> Int? {
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !received.contains(10) {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return nil }
            received += chunk[..<count]
        }
        let line = String(decoding: received.prefix { $0 != 13 }, as: UTF8.self)
        let parts = line.split(separator: " ")
        return parts.count >= 2 ? Int(parts[1]) : nil
    }

    func close() {
        guard open else { return }
        open = false
        closeSocket(fd)
    }
}

/// libc's `close`, which the member of the same name hides inside `RawSocket`.
private func closeSocket(_ fd: Int32) {
    _ = close(fd)
}
