import Foundation
import HTTPServer

/// Reads a request body piece by piece, from the socket stream when the route streams or from the
/// buffered body otherwise, and can look at its first bytes without losing them.
struct BodyReader {
    private let stream: HTTPBodyStream?
    /// Bytes read ahead (to sniff the type) and not yet handed out.
    private var pending: [Data]

    init(request: HTTPRequest) {
        stream = request.bodyStream
        pending = request.bodyStream == nil && !request.body.isEmpty ? [request.body] : []
    }

    /// The body length the client announced, when it did.
    var expectedLength: Int? { stream?.expectedLength }

    /// The next piece of the body, `nil` at its end. Stream failures carry their status (413, 408, 400).
    mutating func next() throws(HTTPBodyStreamError) -> Data? {
        if !pending.isEmpty { return pending.removeFirst() }
        return try stream?.read()
    }

    /// The first byte that is not white space or a UTF-8 byte order mark, reading ahead as needed; `nil`
    /// for an empty body. What was read stays to be returned by `next()`.
    mutating func firstSignificantByte() throws(HTTPBodyStreamError) -> UInt8? {
        var index = 0
        while true {
            var offset = 0
            for piece in pending {
                if index - offset < piece.count {
                    for position in (index - offset)..<piece.count {
                        let byte = piece[piece.startIndex + position]
                        if ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains(byte) { return byte }
                        index += 1
                    }
                }
                offset += piece.count
            }
            guard let stream, let piece = try stream.read() else { return nil }
            pending.append(piece)
        }
    }
}
