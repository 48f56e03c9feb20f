import Foundation
import Testing

@testable import HTTPServer

/// The request reader handing a body over in pieces when asked to stream it.
@Suite struct HTTPRequestParserStreamingTests {
    private let limits = HTTPRequestParser.Limits(maxHeaderBytes: 1024, maxURIBytes: 256, maxBodyBytes: 64)

    /// What the reader reported, with body pieces copied out (they point into the input).
    enum Seen: Equatable {
        case message(String, body: String)
        case head(String, expectsContinue: Bool, length: Int?)
        case part(String)
        case end
        case failure(Int)
    }

    /// Feeds `text` in pieces of `step` bytes; streams bodies of requests to paths starting `/stream`.
    private func seen(_ text: String, step: Int = .max) -> [Seen] {
        var parser = HTTPRequestParser(limits: limits) { $0.path.hasPrefix("/stream") }
        var pending: [UInt8] = []
        var result: [Seen] = []
        var remaining = Array(text.utf8)[...]
        while !remaining.isEmpty {
            let piece = remaining.prefix(step)
            remaining = remaining.dropFirst(piece.count)
            pending.append(contentsOf: piece)
            while true {
                var consumed = 0
                let event: Seen? = pending.withUnsafeBytes { bytes in
                    switch parser.parse(bytes, consumed: &consumed) {
                    case .needMore: return nil
                    case .expectContinue: return .failure(100)
                    case .message(let message):
                        return .message(
                            message.request.path, body: String(decoding: message.request.body, as: UTF8.self))
                    case .streamHead(let message, let expectsContinue, let length):
                        return .head(message.request.path, expectsContinue: expectsContinue, length: length)
                    case .bodyPart(let part): return .part(String(decoding: part, as: UTF8.self))
                    case .bodyEnd: return .end
                    case .rawHead: return .failure(-1)  // only parsers asked for raw heads report them
                    case .failure(let error): return .failure(error.status)
                    }
                }
                pending.removeFirst(consumed)
                guard let event else { break }
                result.append(event)
                if case .failure = event { return result }
            }
        }
        return result
    }

    /// Joins consecutive parts, so results compare the same whatever the piece size.
    private func joined(_ events: [Seen]) -> [Seen] {
        var result: [Seen] = []
        for event in events {
            if case .part(let next) = event, case .part(let previous)? = result.last {
                result[result.count - 1] = .part(previous + next)
            } else {
                result.append(event)
            }
        }
        return result
    }

    @Test(arguments: [1, 2, 5, 17, Int.max])
    func aContentLengthBodyComesInPiecesThenTheNextRequest(step: Int) {
        let text =
            "POST /stream HTTP/1.1\r\nHost: t\r\nContent-Length: 11\r\n\r\nhello world"
            + "POST /whole HTTP/1.1\r\nHost: t\r\nContent-Length: 3\r\n\r\nabc"
        let events = seen(text, step: step)
        #expect(
            joined(events) == [
                .head("/stream", expectsContinue: false, length: 11), .part("hello world"), .end,
                .message("/whole", body: "abc"),
            ])
        if step == 1 { #expect(events.count == 11 + 3) }
    }

    @Test(arguments: [1, 3, Int.max])
    func aChunkedBodyComesInPiecesWithoutItsFraming(step: Int) {
        let text =
            "POST /stream HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\nExpect: 100-continue\r\n\r\n"
            + "5;name=value\r\nhello\r\n6\r\n world\r\n0\r\nTrailer: x\r\n\r\nGET /next HTTP/1.1\r\nHost: t\r\n\r\n"
        #expect(
            joined(seen(text, step: step)) == [
                .head("/stream", expectsContinue: true, length: nil), .part("hello world"), .end,
                .message("/next", body: ""),
            ])
    }

    @Test func aStreamedChunkedBodyOverTheLimitFails() {
        let chunk = String(repeating: "x", count: 40)
        let text =
            "POST /stream HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n28\r\n\(chunk)\r\n28\r\n\(chunk)\r\n0\r\n\r\n"
        #expect(
            joined(seen(text)) == [.head("/stream", expectsContinue: false, length: nil), .part(chunk), .failure(413)]
        )
    }

    @Test func bodilessRequestsToStreamingPathsComeWhole() {
        #expect(
            seen("POST /stream HTTP/1.1\r\nHost: t\r\nContent-Length: 0\r\n\r\n") == [.message("/stream", body: "")])
    }
}
