import Foundation
import Testing

@testable import HTTPServer

/// Slow uploads run on their own workers: they cannot take the threads other offloaded requests need.
@Suite struct StreamingIsolationTests {
    @Test func aStalledUploadDoesNotStarveOffloadedRoutes() throws {
        let uploadStarted = DispatchSemaphore(value: 0)
        var router = Router()
        router.add(.post, "/upload", execution: .streaming) { request, _ in
            uploadStarted.signal()
            let body = try request.bodyStream?.readAll() ?? request.body
            return .text("got \(body.count)")
        }
        router.add(.get, "/work", execution: .offload) { _, _ in .text("done") }
        let server = try RouterServer(router) { configuration in
            configuration.workerCount = 1
            configuration.streamingWorkerCount = 1
        }
        defer { server.stop() }

        // The upload announces 100 bytes and sends 10: its handler now waits on the client.
        let uploader = try server.client()
        try uploader.send(
            "POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n" + String(repeating: "a", count: 10))
        // Its handler is running (on a streaming worker) before the other request is sent.
        #expect(uploadStarted.wait(timeout: .now() + 30) == .success)

        // The one offload worker is still free for everyone else. (Were the upload on it, this read would
        // wait for the upload to finish, which it does not until after this answer: a deadlock the client's
        // timeout ends.)
        let other = try server.client(timeout: 30)
        try other.send("GET /work HTTP/1.1\r\nHost: x\r\n\r\n")
        let answer = try other.readResponse()
        #expect(answer.status == 200)
        #expect(String(decoding: answer.body, as: UTF8.self) == "done")

        try uploader.send(String(repeating: "b", count: 90))
        let upload = try uploader.readResponse()
        #expect(upload.status == 200)
        #expect(String(decoding: upload.body, as: UTF8.self) == "got 100")
    }
}
