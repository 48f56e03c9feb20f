/// Reading a chunked body (RFC 9112 section 7.1): sizes in hex, data, CRLF, a zero chunk, trailers.
extension HTTPRequestParser {
    /// The longest chunk-size line (with extensions) accepted; longer ones are an attack, not a body.
    static let maxChunkLineBytes = 4096

    /// Reads as much of the chunked body as `bytes` holds. `nil` means the state moved on: call again.
    mutating func readChunked(_ bytes: UnsafeRawBufferPointer, consumed: inout Int) -> Event? {
        switch state {
        case .chunkSize:
            guard let lineEnd = Self.crlf(in: bytes) else {
                if bytes.count > Self.maxChunkLineBytes { return fail(.badRequest("a chunk-size line is too long")) }
                return .needMore
            }
            guard let size = Self.chunkSize(UnsafeRawBufferPointer(rebasing: bytes[..<lineEnd])) else {
                return fail(.badRequest("a chunk size is not a hexadecimal number"))
            }
            consumed += lineEnd + 2
            if size == 0 {
                state = .trailers(read: 0)
            } else if size > limits.maxBodyBytes {
                return fail(
                    HTTPParseError(
                        status: 413, detail: "the chunked body is over the limit of \(limits.maxBodyBytes) bytes"))
            } else {
                state = .chunkData(remaining: size)
            }
            return nil
        case .chunkData(let remaining) where isStreaming:
            let take = min(remaining, bytes.count)
            guard take > 0 else { return .needMore }
            if streamedBytes + take > limits.maxBodyBytes {
                return fail(
                    HTTPParseError(
                        status: 413, detail: "the chunked body is over the limit of \(limits.maxBodyBytes) bytes"))
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
            guard let lineEnd = Self.crlf(in: bytes) else {
                if read + bytes.count > limits.maxHeaderBytes {
                    return fail(HTTPParseError(status: 431, detail: "the trailer section is too large"))
                }
                return .needMore
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

    /// The offset of the first CRLF in `bytes`.
    static func crlf(in bytes: UnsafeRawBufferPointer) -> Int? {
        guard bytes.count >= 2 else { return nil }
        var index = 1
        while index < bytes.count {
            if bytes[index] == ASCII.lf {
                return bytes[index - 1] == ASCII.cr ? index - 1 : nil
            }
            index += 1
        }
        return nil
    }

    /// `chunk-size [ chunk-ext ]`: hex digits, then optionally whitespace and `;` extensions, ignored.
    static func chunkSize(_ line: UnsafeRawBufferPointer) -> Int? {
        var size = 0
        var digits = 0
        var index = 0
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
        guard digits > 0 else { return nil }
        while index < line.count, line[index] == ASCII.space || line[index] == ASCII.tab { index += 1 }
        guard index == line.count || line[index] == UInt8(ascii: ";") else { return nil }
        return size
    }
}
