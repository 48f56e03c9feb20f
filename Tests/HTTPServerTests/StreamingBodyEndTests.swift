import Foundation
import Synchronization
import Testing

@testable import HTTPServer

/// The end of a streamed body reaches its handler however the body's last bytes met the stream buffer.
@Suite struct StreamingBodyEndTests {
    /// A body exactly as long as the stream buffer, sent whole while the handler reads nothing: the read
    /// that brings its last bytes fills the buffer, so the loop pauses with the body already complete.
    /// Once the handler reads, it must get the end of the body, not wait until the body timeout answers
    /// `408` (which is how `aSlowHandlerHoldsTheClientBack` failed under load: its 16 MiB body sometimes
    /// ended on a read that filled the buffer).
    @Test(arguments: [HTTPServer.EventBackend.automatic, .poll])
    func aBodyWhoseLastBytesFillTheBufferEnds(backend: HTTPServer.EventBackend) throws {
        let body = Data((0..<EventLoop.streamBufferBytes).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 9) })
        var router = Router()
        router.add(.get, "/hello") { _, _ in .text("hello") }
        router.add(.post, "/full", execution: .streaming) { request, _ in
            guard let stream = request.bodyStream else { return .text("no stream") }
            // Nothing is read until the loop stops reading: with a body the size of the buffer, that is
            // when the whole body is buffered.
            let paused = eventually(within: 60) { stream.isProducerPaused }
            let received = try stream.readAll()
            return .text("paused \(paused), \(received.count) \(received == body ? "intact" : "changed")")
        }
        // Short enough that a body end that never comes shows in seconds; the server sets no deadline while
        // it holds the body back, nor once the body has ended, so a loaded machine cannot trip it.
        let server = try RouterServer(router, backend: backend) { $0.bodyReadTimeout = 5 }
        defer { server.stop() }
        let client = try server.client(timeout: 60)
        try client.send(Data("POST /full HTTP/1.1\r\nHost: test\r\nContent-Length: \(body.count)\r\n\r\n".utf8) + body)
        let response = try client.readResponse()
        #expect(response.status == 200)
        #expect(response.text == "paused true, \(body.count) intact")
        // The request ended in step with the client: the connection takes the next one.
        try client.send("GET /hello HTTP/1.1\r\nHost: test\r\n\r\n")
        let next = try client.readResponse()
        #expect(next.status == 200)
        #expect(next.text == "hello")
    }

    /// A body that comes in the same read as its head is all in the stream when the handler starts (the loop
    /// hands the bytes it read with the head to the stream before it starts the handler), so a handler can
    /// tell that reading it will not wait for the client; a body that comes later is not, and still arrives
    /// whole.
    @Test(arguments: [HTTPServer.EventBackend.automatic, .poll])
    func aBodyThatCameWithItsHeadIsThereWhenTheHandlerStarts(backend: HTTPServer.EventBackend) throws {
        let body = Data((0..<2048).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let started = Atomic<Int>(0)
        var router = Router()
        router.add(.post, "/upload", execution: .streaming) { request, _ in
            guard let stream = request.bodyStream else { return .text("no stream") }
            let whole = stream.hasArrived(atMost: body.count)
            let tooLarge = stream.hasArrived(atMost: body.count - 1)
            started.add(1, ordering: .sequentiallyConsistent)
            let received = try stream.readAll()
            return .text("arrived \(whole) \(tooLarge), \(received == body ? "intact" : "changed")")
        }
        let server = try RouterServer(router, backend: backend)
        defer { server.stop() }
        let client = try server.client(timeout: 30)
        let head = Data("POST /upload HTTP/1.1\r\nHost: test\r\nContent-Length: \(body.count)\r\n\r\n".utf8)
        // Twenty in a row: before the loop handed the bytes over first, about a quarter of handlers started
        // with part of such a body still to come.
        for _ in 0..<20 {
            try client.send(head + body)
            let response = try client.readResponse()
            #expect(response.status == 200)
            #expect(response.text == "arrived true false, intact")
        }
        // The head alone: the handler starts without its body, which it then reads as it comes.
        let before = started.load(ordering: .sequentiallyConsistent)
        try client.send(head)
        #expect(eventually(within: 30) { started.load(ordering: .sequentiallyConsistent) > before })
        try client.send(body)
        let late = try client.readResponse()
        #expect(late.status == 200)
        #expect(late.text == "arrived false false, intact")
    }
}
