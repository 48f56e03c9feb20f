/// Reading a chunked body (RFC 9112 section 7.1): sizes in hex, data, CRLF, a zero chunk, trailers.
extension HTTPRequestParser {
    /// The longest chunk-size line (with extensions) accepted; longer ones are an attack, not a body.
    static let maxChunkLineBytes = 4096

    /// Reads as much of the chunked body as `bytes` holds. `nil` means the state moved on: call again.
    mutating func readChunked(_ bytes: UnsafeRawBufferPointer, consumed: inout Int) -> Event? {
        switch state {
        case .chunkSize:
            let lineEnd: Int
            switch Self.lineEnd(in: bytes) {
            case .bareLF:
                return fail(.badRequest("a chunk-size line ends in a bare LF instead of CRLF"))
            case .incomplete:
                if bytes.count > Self.maxChunkLineBytes { return fail(.badRequest("a chunk-size line is too long")) }
                return .needMore
            case .crlf(let offset):
                lineEnd = offset
            }
            guard let size = Self.chunkSize(UnsafeRawBufferPointer(rebasing: bytes[..<lineEnd])) else {
                return fail(.badRequest("a chunk size is not a hexadecimal number"))
            }
            consumed += lineEnd + 2
            if size == 0 {
                state = .trailers(read: 0)
            } else if size > bodyLimit {
                return fail(
                    HTTPParseError(
                        status: 413, detail: "the chunked body is over the limit of \(bodyLimit) bytes"))
            } else {
                state = .chunkData(remaining: size)
            }
            return nil
        case .chunkData(let remaining) where isStreaming:
            let take = min(remaining, bytes.count)
            guard take > 0 else { return .needMore }
            if streamedBytes + take > bodyLimit {
                return fail(
                    HTTPParseError(
                        status: 413, detail: "the chunked body is over the limit of \(bodyLimit) bytes"))
            }
            streamedBytes += take
            consumed += take
            state = take == remaining ? .chunkDataEnd : .chunkData(remaining: remaining - take)
            return .bodyPart(UnsafeRawBufferPointer(rebasing: bytes[..<take]))
        case .chunkData(let remaining):
            let take = min(remaining, bytes.count)
            if let failure = appendBody(UnsafeRawBufferPointer(rebasing: bytes[..<take])) { return failure }
            consumed += take
            if take == remaining {
                state = .chunkDataEnd
                return nil
            }
            state = .chunkData(remaining: remaining - take)
            return .needMore
        case .chunkDataEnd:
            guard bytes.count >= 2 else { return .needMore }
            guard bytes[0] == ASCII.cr, bytes[1] == ASCII.lf else {
                return fail(.badRequest("chunk data is not followed by CRLF"))
            }
            consumed += 2
            state = .chunkSize
            return nil
        case .trailers(let read):
            let lineEnd: Int
            switch Self.lineEnd(in: bytes) {
            case .bareLF:
                return fail(.badRequest("a trailer line ends in a bare LF instead of CRLF"))
            case .incomplete:
                if read + bytes.count > limits.maxHeaderBytes {
                    return fail(HTTPParseError(status: 431, detail: "the trailer section is too large"))
                }
                return .needMore
            case .crlf(let offset):
                lineEnd = offset
            }
            consumed += lineEnd + 2
            // Trailer fields are read and dropped: nothing here needs them (RFC 9112 section 7.1.2).
            if lineEnd == 0 { return finish() }
            state = .trailers(read: read + lineEnd + 2)
            return nil
        default:
            return .needMore
        }
    }

    /// How the first line in some bytes ends.
    enum LineEnd: Equatable {
        /// At this offset (of the CR).
        case crlf(Int)
        /// In an LF without a CR before it: malformed (RFC 9112 section 7.1 asks for CRLF), and waiting
        /// for more bytes would only end in a timeout.
        case bareLF
        /// Not yet: no LF in the bytes.
        case incomplete
    }

    /// Where the first line of `bytes` ends.
    static func lineEnd(in bytes: UnsafeRawBufferPointer) -> LineEnd {
        guard let index = bytes.firstIndex(of: ASCII.lf) else { return .incomplete }
        guard index > 0, bytes[index - 1] == ASCII.cr else { return .bareLF }
        return .crlf(index - 1)
    }

    /// `chunk-size [ chunk-ext ]`: hex digits, then optionally whitespace and `;` extensions, ignored.
    static func chunkSize(_ line: UnsafeRawBufferPointer) -> Int? {
        var size = 0
        var digits = 0
        var index = 0
        // Leading zeros add nothing to the value; only significant digits count against overflow.
        var sawZero = false
        while index < line.count, line[index] == UInt8(ascii: "0") {
            sawZero = true
            index += 1
        }
        while index < line.count {
            let byte = line[index]
            let value: Int
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = Int(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = Int(byte - UInt8(ascii: "A")) + 10
            default: value = -1
            }
            if value < 0 { break }
            // 15 hex digits already exceed any body limit; more would overflow.
            if digits == 15 { return nil }
            size = size << 4 | value
            digits += 1
            index += 1
        }
        guard digits > 0 || sawZero else { return nil }
        while index < line.count, line[index] == ASCII.space || line[index] == ASCII.tab { index += 1 }
        guard index == line.count || line[index] == UInt8(ascii: ";") else { return nil }
        return size
    }
}
