import FuzzSupport

@testable import HTTPServer

/// Drives `HTTPRequestParser` as an event loop would: the input arrives in several reads, unconsumed
/// bytes are kept and offered again with the next read, and every event is checked against the parser's
/// contract. The first byte picks the mode: bit 0 streams bodies, bit 1 small limits, bit 2 reports
/// bodyless heads raw (as the server does for its front responder), bits 3-7 seed the read sizes.
@_cdecl("FuzzHTTPRequest_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc: argc, argv: argv) { data, count in
        let input = fuzzInput(data, count)
        guard let mode = input.first else { return 0 }
        var drive = ParserDrive(mode: mode)
        drive.run(Array(input.dropFirst()))
        return 0
    }
}

/// One run of the parser over one input.
struct ParserDrive {
    let streams: Bool
    let rawHeads: Bool
    let limits: HTTPRequestParser.Limits
    var seed: UInt32

    init(mode: UInt8) {
        streams = mode & 1 == 1
        rawHeads = mode & 4 == 4
        limits =
            mode & 2 == 2
            ? HTTPRequestParser.Limits(maxHeaderBytes: 256, maxURIBytes: 64, maxBodyBytes: 512)
            : HTTPRequestParser.Limits(maxHeaderBytes: 16 * 1024, maxURIBytes: 8 * 1024, maxBodyBytes: 1 << 20)
        seed = UInt32(mode >> 3) &+ 1
    }

    /// The size of the next read: small and varied, so every state is entered at every split point.
    mutating func nextReadSize(_ left: Int) -> Int {
        seed = seed &* 1_103_515_245 &+ 12_345
        let size = Int((seed >> 16) % 97) + 1
        return min(size, left)
    }

    mutating func run(_ bytes: [UInt8]) {
        let streams = self.streams
        var parser = HTTPRequestParser(limits: limits, streamsBody: { _ in streams }, deliversRawHeads: rawHeads)
        var buffered: [UInt8] = []
        var offset = 0
        var failed = false
        var streamedBody = 0
        var inStreamedBody = false
        while offset < bytes.count {
            let size = nextReadSize(bytes.count - offset)
            buffered.append(contentsOf: bytes[offset..<(offset + size)])
            offset += size
            // Each event consumes bytes or changes state; a bound on rounds catches a parser that spins.
            var rounds = 0
            while true {
                rounds += 1
                precondition(rounds < 4 * (buffered.count + 16), "the parser made no progress")
                var consumed = -1
                let event = buffered.withUnsafeBytes { parser.parse($0, consumed: &consumed) }
                precondition(consumed >= 0 && consumed <= buffered.count, "consumed \(consumed) of \(buffered.count)")
                if failed {
                    // A failure is final: nothing more is read or reported.
                    guard case .needMore = event, consumed == 0 else { preconditionFailure("failure not sticky") }
                    break
                }
                var done = false
                switch event {
                case .needMore:
                    done = true
                case .expectContinue(let request):
                    precondition(!streams, "a streamed head reports its own expectation")
                    precondition(request.body.isEmpty)
                case .message(let message):
                    precondition(!inStreamedBody, "a whole message inside a streamed body")
                    precondition(message.request.body.count <= limits.maxBodyBytes, "body over the limit")
                    precondition(message.request.target.utf8.count <= limits.maxURIBytes + 1)
                case .rawHead(let head):
                    precondition(rawHeads && !inStreamedBody, "a raw head not asked for, or inside a body")
                    checkRawHead(head)
                case .streamHead(let message, _, let length):
                    precondition(streams && !inStreamedBody)
                    precondition(length.map { $0 > 0 && $0 <= limits.maxBodyBytes } ?? true)
                    precondition(message.request.body.isEmpty)
                    inStreamedBody = true
                    streamedBody = 0
                case .bodyPart(let part):
                    precondition(inStreamedBody && !part.isEmpty && part.count <= consumed)
                    streamedBody += part.count
                    precondition(streamedBody <= limits.maxBodyBytes, "streamed body over the limit")
                case .bodyEnd:
                    precondition(inStreamedBody)
                    inStreamedBody = false
                case .failure(let error):
                    precondition((400..<600).contains(error.status), "status \(error.status)")
                    failed = true
                    inStreamedBody = false
                }
                buffered.removeFirst(consumed)
                if done { break }
            }
        }
    }

    /// A raw head is one the full parser reads the same: no body, the same method, target, fields, framing.
    func checkRawHead(_ head: HTTPRequestParser.RawHead) {
        guard case .success(let (message, facts)) = HTTPRequestParser.parseHead(head.bytes, limits: limits) else {
            preconditionFailure("a recognized head that the full parser refuses")
        }
        precondition((facts.contentLength ?? 0) == 0 && !facts.chunked && !facts.expectsContinue, "a body")
        let request = message.request
        let built = head.message()
        precondition(built.request.target == request.target && built.request.method == request.method)
        precondition(built.keepAlive == message.keepAlive && built.isHTTP10 == message.isHTTP10)
        precondition(
            built.request.headers.fields.map { "\($0.name)\u{0}\($0.value)" }
                == request.headers.fields.map { "\($0.name)\u{0}\($0.value)" }, "fields differ")
        precondition(request.body.isEmpty && request.method == head.request.method)
        precondition(request.target == String(decoding: head.request.target, as: UTF8.self), "target differs")
        precondition(request.path == String(decoding: head.request.path, as: UTF8.self), "path differs")
        precondition(message.keepAlive == head.keepAlive && message.isHTTP10 == head.isHTTP10, "framing differs")
        let raw = head.request.value(of: "if-none-match").map { String(decoding: $0, as: UTF8.self) }
        precondition(raw == request.headers["If-None-Match"], "field value differs")
        precondition(head.request.count(of: "host") == request.headers.values(for: "Host").count, "field count differs")
    }
}
