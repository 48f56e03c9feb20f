import Foundation
import HTTPServer
import Synchronization
import TestSupport
import Testing

/// Issue 8, point 5: slow uploads cannot block storyboard writes, a write waits a bounded time for the
/// writer, and a write whose client has gone is never applied.
@Suite struct FairWritesTests {
    private static let put = "/v1/projects/p/storyboards/Main"

    private static func putHead(length: Int, extra: String = "") -> Data {
        Data(
            "PUT \(put) HTTP/1.1\r\nHost: x\r\nContent-Type: application/xml\r\n\(extra)Content-Length: \(length)\r\n\r\n"
                .utf8)
    }

    @Test func aPutWhoseClientClosedBeforeTheCommitIsNotStored() throws {
        let server = try TestServer.fairWrites()
        defer { server.tearDown() }
        #expect(try server.json("POST", "/v1/projects", ["name": "p"]).status == 201)

        // The writer is busy, so the PUT, read whole and parsed, waits for it; meanwhile its client leaves.
        let hold = server.holdWriter()
        let socket = try RawSocket(port: server.port)
        socket.send(Self.putHead(length: TestServer.storyboardXML.count) + TestServer.storyboardXML)
        #expect(eventually { server.store.waitingWriters == 1 })
        let client = try #require(server.runningPutClient())
        socket.close()
        #expect(eventually { !client.isConnected })
        hold.release()

        // The handler got the writer after its client had gone: it rolled back.
        #expect(server.nextPutStatus() == 400)
        #expect(try server.client().request("GET", Self.put).status == 404)
        #expect(try server.client().request("GET", "/v1/projects/p/storyboards").array.isEmpty)
    }

    @Test func aPutWhoseClientWaitsIsStoredOnceTheWriterIsFree() throws {
        let server = try TestServer.fairWrites()
        defer { server.tearDown() }
        #expect(try server.json("POST", "/v1/projects", ["name": "p"]).status == 201)
        let hold = server.holdWriter()
        let socket = try RawSocket(port: server.port)
        socket.send(Self.putHead(length: TestServer.storyboardXML.count) + TestServer.storyboardXML)
        #expect(eventually { server.store.waitingWriters == 1 })
        hold.release()
        #expect(socket.readStatus() == 201)
        #expect(try server.client().request("GET", Self.put).status == 200)
    }

    @Test(arguments: ["PUT", "POST"])
    func aWriteThatCannotGetTheWriterGets503WithRetryAfter(method: String) throws {
        let server = try TestServer.fairWrites(.socket, writerWaitLimit: 0.3)
        defer { server.tearDown() }
        #expect(try server.json("POST", "/v1/projects", ["name": "p"]).status == 201)
        let hold = server.holdWriter()
        let answer: WireResponse
        if method == "PUT" {
            answer = try server.client().request(
                "PUT", Self.put, headers: ["Content-Type": "application/xml"], body: TestServer.storyboardXML)
        } else {
            answer = try server.json("POST", "/v1/projects", ["name": "q"])
        }
        hold.release()
        #expect(answer.status == 503)
        #expect(answer.header("Retry-After") == "1")
        #expect(answer.header("Content-Type")?.hasPrefix("application/problem+json") == true)
        #expect((answer.object["detail"] as? String)?.contains("busy") == true)
        // Nothing was written, and the next write goes through.
        #expect(try server.client().request("GET", "/v1/projects/q").status == 404)
        let retried = try server.client().request(
            "PUT", Self.put, headers: ["Content-Type": "application/xml"], body: TestServer.storyboardXML)
        #expect(retried.status == 201)
    }

    @Test func dribblingUploadsOnEveryUploadThreadDoNotBlockAFastPut() throws {
        let server = try TestServer.fairWrites { configuration in
            configuration.streamingWorkerCount = 2
            // Every dribbler comes from 127.0.0.1: let two of them take the two threads (a cut upload that
            // still waits for a thread is withdrawn, so the share must not hold the second one back).
            configuration.uploadsPerClient = 2
            configuration.minBodyRate = 1000
            configuration.minBodyRateGrace = 1
        }
        defer { server.tearDown() }
        #expect(try server.json("POST", "/v1/projects", ["name": "p"]).status == 201)
        // One more dribbler than upload threads, each sending a byte every 100 ms.
        var dribblers: [RawSocket] = []
        let stop = Atomic<Bool>(false)
        let done = DispatchGroup()
        for index in 0..<3 {
            let socket = try RawSocket(port: server.port)
            socket.send(
                Data(
                    "PUT /v1/projects/p/storyboards/Slow\(index) HTTP/1.1\r\nHost: x\r\nContent-Type: application/xml\r\nContent-Length: 100000\r\n\r\n<"
                        .utf8))
            dribblers.append(socket)
            let fd = socket.fd
            done.enter()
            Thread {
                var byte = UInt8(ascii: " ")
                while !stop.load(ordering: .relaxed), TestSocket.send(fd, &byte, 1) == 1 {
                    Thread.sleep(forTimeInterval: 0.1)
                }
                done.leave()
            }.start()
        }
        defer {
            stop.store(true, ordering: .relaxed)
            done.wait()
        }
        // Both upload threads are taken before the fast PUT arrives.
        for _ in 0..<2 { #expect(server.runningPutClient() != nil) }
        let fast = try server.client().request(
            "PUT", Self.put, headers: ["Content-Type": "application/xml"], body: TestServer.storyboardXML)
        #expect(fast.status == 201)
        for socket in dribblers { #expect(socket.readStatus() == 408) }
    }
}
