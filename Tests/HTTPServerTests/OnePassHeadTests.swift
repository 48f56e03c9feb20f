import Foundation
import Testing

@testable import HTTPServer

/// A whole head in the input is found and checked in one pass (`recognizeInOnePass`), its field names told
/// apart by length and first byte: it must take exactly the heads the line scan (`recognize`) takes, read
/// them the same, and leave every other head to the full parser's errors (issue 22).
@Suite struct OnePassHeadTests {
    typealias Counts = RawFrontTests.Counts
    static let limits = HTTPRequestParser.Limits(maxHeaderBytes: 512, maxURIBytes: 64, maxBodyBytes: 1024)

    /// Heads the two readings must agree on: usual ones, names that only resemble the fields that matter,
    /// and every head rule the line scan enforces (each followed by bytes of a next request).
    static let heads = [
        "GET /a?b HTTP/1.1\r\nHost: t\r\nUser-Agent: x\r\nX-Request-Id: 12\r\nAccept: */*\r\n\r\n",
        "GET / HTTP/1.1\r\nhOsT:t\r\n\r\n",
        "HEAD /h HTTP/1.1\r\nHost: t\r\nif-none-match: \"k\"\r\nAUTHORIZATION: Bearer z\r\n\r\n",
        "GET /a HTTP/1.1\r\nHost: t\r\nX-Two: 1\r\nx-two:\t 2 \t\r\nEmpty:\r\n\r\n",
        "GET /a HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n",
        "GET /a HTTP/1.1\r\nHost: t\r\nCONNECTION: Keep-Alive, Upgrade\r\nUpgrade: websocket\r\n\r\n",
        "GET /a HTTP/1.0\r\nConnection: keep-alive\r\n\r\n",
        "GET /a HTTP/1.0\r\n\r\n",
        "GET /a HTTP/1.1\r\nHost: t\r\nContent-Length: 0\r\n\r\n",
        "GET /a HTTP/1.1\r\nHost: t\r\nContent-Length: 0, 0\r\n\r\n",
        "GET /a HTTP/1.1\r\nHost: t\r\nContent-Length: 3\r\n\r\nabc",
        "GET /a HTTP/1.1\r\nHost: t\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n",
        "GET /a HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
        "GET /a HTTP/1.1\r\nHost: t\r\nExpect: 100-continue\r\n\r\n",
        "GET /a HTTP/1.1\r\nHost: t\r\nExpect: nothing\r\n\r\n",
        // Names that only resemble Host, Connection, Content-Length: ordinary fields.
        "GET /a HTTP/1.1\r\nHost: t\r\nHosts: u\r\nConnectior: close\r\nContent-Lengtx: 5\r\nXxpect: 1\r\n\r\n",
        "GET /a HTTP/1.1\r\nHostt: t\r\n\r\n",
        "GET /a HTTP/1.1\r\nHots: t\r\n\r\n",
        "GET /a HTTP/1.1\r\nHost: t\r\nCOnnectiom: close\r\nexpecT: x\r\n\r\n",
        "GET /a HTTP/1.1\r\nHost: t\r\nHOST: u\r\n\r\n",
        // Host is told by one word compare ignoring case: four-byte names one bit away from it are not Host.
        "GET /a HTTP/1.1\r\nhosT: t\r\nH0st: u\r\nHosd: v\r\nhost: w\r\n\r\n",
        "GET /a HTTP/1.1\r\nhOST: t\r\nXost: u\r\nHoSu: v\r\n\r\n",
        "GET /a HTTP/1.1\r\n\r\n",
        // RFC 9112 section 5.1: whitespace before the colon; section 5.2: obs-fold; no name; no colon.
        "GET /a HTTP/1.1\r\nHost : t\r\n\r\n",
        "GET /a HTTP/1.1\r\nHost: t\r\nX-A: 1\r\n folded\r\n\r\n",
        "GET /a HTTP/1.1\r\nHost: t\r\n: v\r\n\r\n",
        "GET /a HTTP/1.1\r\nHost: t\r\nNoColon\r\n\r\n",
        // Section 2.2: bare LF and bare CR; control characters and DEL in a value (RFC 9110 section 5.5).
        "GET /a HTTP/1.1\r\nHost: t\nX-A: 1\r\n\r\n",
        "GET /a HTTP/1.1\r\nHost: t\r\nX-A: 1\r2\r\n\r\n",
        "GET /a HTTP/1.1\r\nHost: t\r\n\r\r\n\r\n",
        "GET /a HTTP/1.1\r\nHost: t\r\nX-A: \u{7F}\r\n\r\n",
        "GET /a HTTP/1.1\r\nHost: t\r\nX-A: a\u{01}b\r\n\r\n",
        "GET /a HTTP/1.1\r\nHost: t\r\nX-Ü: 1\r\n\r\n",
        "GET /a HTTP/1.1\r\nHost: t\r\nX-A: é\r\n\r\n",
        // Request lines: absolute form, asterisk, other methods and versions, a space in the target.
        "GET http://t/a HTTP/1.1\r\nHost: t\r\n\r\n",
        "OPTIONS * HTTP/1.1\r\nHost: t\r\n\r\n",
        "DELETE /a HTTP/1.1\r\nHost: t\r\n\r\n",
        "GET /a HTTP/2.0\r\nHost: t\r\n\r\n",
        "GET /a b HTTP/1.1\r\nHost: t\r\n\r\n",
    ]

    /// The head's bytes up to its first empty line (where `readHead` ends it), or `nil` when it has none.
    static func headEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 3..<bytes.count where bytes[(index - 3)...index].elementsEqual([13, 10, 13, 10]) {
            return index + 1
        }
        return nil
    }

    /// What a recognized head says, to compare two readings.
    static func reading(_ raw: HTTPRequestParser.RawHead?, from base: UnsafeRawPointer) -> String? {
        guard let raw else { return nil }
        let request = raw.request
        let fields = request.fields.baseAddress.map { base.distance(to: $0) } ?? -1
        return [
            "\(raw.bytes.count)", request.method.rawValue, String(decoding: request.target, as: UTF8.self),
            "\(fields)+\(request.fields.count)", "\(request.nameLengths)", "\(raw.keepAlive)", "\(raw.isHTTP10)",
        ].joined(separator: " ")
    }

    @Test(arguments: heads)
    func onePassReadsAHeadExactlyAsTheLineScan(head: String) {
        let bytes = Array((head + "GET /next HTTP/1.1\r\n").utf8)
        bytes.withUnsafeBytes { buffer in
            let base = buffer.baseAddress!
            let onePass = Self.reading(HTTPRequestParser.recognizeInOnePass(buffer, limits: Self.limits), from: base)
            var scanned: String?
            if let end = Self.headEnd(bytes) {
                let whole = UnsafeRawBufferPointer(rebasing: buffer[..<end])
                scanned = Self.reading(HTTPRequestParser.recognize(whole, limits: Self.limits), from: base)
            }
            #expect(onePass == scanned, "\(head.debugDescription)")
            // A head taken is one the full parser reads, with the same framing.
            if let raw = HTTPRequestParser.recognizeInOnePass(buffer, limits: Self.limits) {
                let parsed = HTTPRequestParser.parseHead(raw.bytes, limits: Self.limits)
                guard case .success(let (message, facts)) = parsed else {
                    Issue.record("taken but refused by the full parser: \(head.debugDescription)")
                    return
                }
                #expect(message.keepAlive == raw.keepAlive && message.isHTTP10 == raw.isHTTP10)
                #expect((facts.contentLength ?? 0) == 0 && !facts.chunked && !facts.expectsContinue)
            } else if let end = Self.headEnd(bytes), head.utf8.split(separator: 32).dropFirst().first?.first == 47,
                case .success(let (_, facts)) = HTTPRequestParser.parseHead(
                    UnsafeRawBufferPointer(rebasing: buffer[..<end]), limits: Self.limits),
                (facts.contentLength ?? 0) == 0, !facts.chunked, !facts.expectsContinue
            {
                // And the converse: a bodyless head in origin form that the full parser reads is taken.
                Issue.record("read by the full parser but not taken: \(head.debugDescription)")
            }
        }
    }

    /// Whether the one-pass reading of `head` (followed by the bytes of a next request) is the line scan's.
    static func readingsAgree(_ head: [UInt8]) -> Bool {
        let bytes = head + Array("GET /next HTTP/1.1\r\n".utf8)
        return bytes.withUnsafeBytes { buffer in
            let base = buffer.baseAddress!
            let onePass = reading(HTTPRequestParser.recognizeInOnePass(buffer, limits: limits), from: base)
            guard let end = headEnd(bytes) else { return onePass == nil }
            let whole = UnsafeRawBufferPointer(rebasing: buffer[..<end])
            return onePass == reading(HTTPRequestParser.recognize(whole, limits: limits), from: base)
        }
    }

    /// `GET <target> HTTP/1.1`, a Host line, `<name>: <value>`, and a last field, as bytes.
    static func head(target: [UInt8], name: [UInt8], value: [UInt8]) -> [UInt8] {
        Array("GET ".utf8) + target + Array(" HTTP/1.1\r\nHost: t\r\n".utf8) + name + [ASCII.colon, ASCII.space]
            + value + Array("\r\nAccept: */*\r\n\r\n".utf8)
    }

    /// The bytes a planted byte is tried as: every byte, and pairs of a byte of 128 or more followed by a
    /// control or DEL (a sum that carries out of the first must not hide the second).
    static let plants: [[UInt8]] =
        (0...255).map { [UInt8($0)] }
        + [0x80, 0xA0, 0xC3, 0xDF, 0xE0, 0xFE, 0xFF].flatMap { high in
            [0x00, 0x01, 0x09, 0x0A, 0x0D, 0x1F, 0x7F].map { [UInt8(high), UInt8($0)] }
        }

    /// Where the two readings disagree when each of `plants` is written over `part` at each offset and the
    /// result made into a head by `head`.
    static func disagreements(planting part: String, _ head: ([UInt8]) -> [UInt8]) -> [String] {
        let bytes = Array(part.utf8)
        var found: [String] = []
        for offset in 0..<bytes.count {
            for plant in plants {
                var planted = bytes
                planted.replaceSubrange(offset..<min(offset + plant.count, bytes.count), with: plant)
                if !readingsAgree(head(planted)) { found.append("offset \(offset) bytes \(plant)") }
            }
        }
        return found
    }

    @Test func fieldNamesReadEightBytesAtATimeAgreeWithTheLineScanForEveryByteAtEveryOffset() {
        // Letters, digits and `-` are passed a word at a time; any other byte (another `tchar`, the colon,
        // whitespace, a control, a byte of 128 or more) is read one at a time, as the line scan reads it.
        let disagreements = Self.disagreements(planting: "X-Request-Id-Long-Name") { name in
            Self.head(target: Array("/a?b=c".utf8), name: name, value: Array("100123".utf8))
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
        // An uncommon `tchar` in the middle of a long name, and a name that is nothing but such characters.
        for name in ["X_Request.Id!Long#Name", "!#$%&'*+.^_`|~", "Accept-Encoding2"] {
            let head = Self.head(target: Array("/a".utf8), name: Array(name.utf8), value: Array("v".utf8))
            #expect(Self.readingsAgree(head), "\(name)")
            head.withUnsafeBytes { #expect(HTTPRequestParser.recognizeInOnePass($0, limits: Self.limits) != nil) }
        }
    }

    @Test func fieldValuesReadEightBytesAtATimeAgreeWithTheLineScanForEveryByteAtEveryOffset() {
        // The first byte a value cannot hold must be the CR of CRLF: a tab, a space or obs-text goes on, any
        // other control (a bare CR or LF among them) or DEL makes the head one the line scan refuses too.
        let disagreements = Self.disagreements(planting: "navgraph-bench 1.0 (x86_64)") { value in
            Self.head(target: Array("/a?b=c".utf8), name: Array("User-Agent".utf8), value: value)
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
        // A framing field's value is still read without its OWS.
        let framed = Self.head(
            target: Array("/a".utf8), name: Array("Connection".utf8), value: Array("\tclose \t".utf8))
        framed.withUnsafeBytes { buffer in
            #expect(HTTPRequestParser.recognizeInOnePass(buffer, limits: Self.limits)?.keepAlive == false)
        }
        #expect(Self.readingsAgree(framed))
    }

    @Test func requestTargetsReadEightBytesAtATimeAgreeWithTheLineScanForEveryByteAtEveryOffset() {
        // `GET /target HTTP/1.1`: the target runs to the first byte a URI cannot hold, which must be the
        // space before the version; anything else there goes to the request line's usual reading.
        let disagreements = Self.disagreements(planting: "/v1/projects/bench/lookup?class=Home") { target in
            Self.head(target: target, name: Array("X-A".utf8), value: Array("1".utf8))
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
        // The version and its CRLF after the target, byte by byte; and a target at the URI limit and past it.
        for line in [
            "GET /a HTTP/1.1 \r\n", "GET /a HTTP/1.0\r\n", "GET /a HTTP/1.1\n", "GET /a HTTP/1.1\r\r\n",
            "GET /a  HTTP/1.1\r\n", "GET  /a HTTP/1.1\r\n", "GET /a HTTP/1.11\r\n", "GET /a http/1.1\r\n",
            "GET /\(String(repeating: "a", count: 63)) HTTP/1.1\r\n",
            "GET /\(String(repeating: "a", count: 64)) HTTP/1.1\r\n",
        ] {
            let head = Array((line + "Host: t\r\n\r\n").utf8)
            #expect(Self.readingsAgree(head), "\(line.debugDescription)")
        }
    }

    @Test func aHeadNotWhollyInTheInputOrPastTheLimitIsLeftToTheLineScan() {
        let head = Array("GET /a HTTP/1.1\r\nHost: t\r\nX-A: 1\r\n\r\n".utf8)
        for cut in 0..<head.count {
            let part = Array(head[..<cut])
            part.withUnsafeBytes { buffer in
                #expect(HTTPRequestParser.recognizeInOnePass(buffer, limits: Self.limits) == nil, "cut at \(cut)")
            }
        }
        head.withUnsafeBytes { buffer in
            #expect(HTTPRequestParser.recognizeInOnePass(buffer, limits: Self.limits) != nil)
            // The empty line's LF one byte past the limit: not the usual head (the parser answers 431).
            var limits = Self.limits
            limits.maxHeaderBytes = head.count - 1
            #expect(HTTPRequestParser.recognizeInOnePass(buffer, limits: limits) == nil)
            limits.maxHeaderBytes = head.count
            #expect(HTTPRequestParser.recognizeInOnePass(buffer, limits: limits) != nil)
        }
        // Empty lines before the request line (RFC 9112 section 2.2) are skipped by the parser first.
        Array("\r\nGET /a HTTP/1.1\r\nHost: t\r\n\r\n".utf8).withUnsafeBytes { buffer in
            #expect(HTTPRequestParser.recognizeInOnePass(buffer, limits: Self.limits) == nil)
        }
    }

    @Test func namesThatOnlyResembleAuthorizationAreNotTakenForIt() throws {
        let counts = Counts()
        let server = try TestServer(RepeatedHeadTests.router(counts: counts, guarded: true))
        defer { server.stop() }
        let client = try server.client()
        for name in ["Authorizatio", "X-Authorization", "Authorizationx", "Buthorization"] {
            try client.send("GET /cached?x=1 HTTP/1.1\r\nHost: t\r\n\(name): yes\r\n\r\n")
            let refused = try client.readResponse()
            #expect(refused.status == 401, "\(name)")
            #expect(refused.body != RawFrontTests.cachedBody)
        }
        // The name itself in any case is Authorization (RFC 9110 section 5.1).
        try client.send("GET /cached?x=1 HTTP/1.1\r\nHost: t\r\naUTHORIZATION: yes\r\n\r\n")
        let admitted = try client.readResponse()
        #expect(admitted.status == 200)
        #expect(admitted.body == RawFrontTests.cachedBody)
        #expect(counts.handler.load(ordering: .relaxed) == 0)
    }

    @Test func namesThatOnlyResembleHostOrConnectionAreOrdinaryFields() throws {
        let server = try TestServer(RawFrontTests.router(counts: Counts()))
        defer { server.stop() }
        // `Hosts` and `Hots` are not Host: an HTTP/1.1 request without Host is 400 (RFC 9112 section 3.2).
        for name in ["Hosts", "Hots"] {
            let client = try server.client()
            try client.send("GET /cached?x=1 HTTP/1.1\r\n\(name): t\r\n\r\n")
            let missing = try client.readResponse()
            #expect(missing.status == 400, "\(name)")
            #expect(missing.header("Content-Type") == "application/problem+json")
            #expect((missing.json["detail"] as? String)?.contains("Host") == true)
            #expect(client.closesConnection())
        }
        // `Connectio: close` is not Connection: the connection stays open.
        let second = try server.client()
        try second.send("GET /cached?x=1 HTTP/1.1\r\nHost: t\r\nConnectio: close\r\n\r\n")
        let kept = try second.readResponse()
        #expect(kept.status == 200)
        #expect(kept.header("Connection") != "close")
        try second.send("GET /other HTTP/1.1\r\nHost: t\r\ncOnNeCtIoN: close\r\n\r\n")
        let closing = try second.readResponse()
        #expect(closing.status == 200)
        #expect(closing.header("Connection") == "close")
        #expect(second.closesConnection())
    }

    @Test func aMixedCaseIfNoneMatchGets304FromTheFront() throws {
        let counts = Counts()
        var router = RawFrontTests.router(counts: counts)
        let response = HTTPResponse(
            status: 200, headers: ["Content-Type": "text/plain", "ETag": "\"k\""], body: RawFrontTests.cachedBody)
        let ok = CachedAnswer(response, route: RawFrontTests.route)
        let notModified = CachedAnswer(
            HTTPResponse(status: 304, headers: ["ETag": "\"k\""]), route: RawFrontTests.route)
        router.front = { request in
            counts.front.add(1, ordering: .relaxed)
            guard String(decoding: request.target, as: UTF8.self) == "/cached?x=1" else { return nil }
            guard let condition = request.value(of: "if-none-match") else { return ok }
            return String(decoding: condition, as: UTF8.self) == "\"k\"" ? notModified : ok
        }
        let server = try TestServer(router)
        defer { server.stop() }
        let client = try server.client()
        for name in ["if-none-match", "IF-NONE-MATCH", "If-None-Match"] {
            try client.send(
                "GET /cached?x=1 HTTP/1.1\r\nHost: t\r\nX-Request-Id: \(name.count)\r\n\(name):\t\"k\" \r\n\r\n")
            let answer = try client.readResponse()
            #expect(answer.status == 304, "\(name)")
            #expect(answer.body.isEmpty)
        }
        // A name of the same length that is not If-None-Match is no condition.
        try client.send("GET /cached?x=1 HTTP/1.1\r\nHost: t\r\nIf-None-Matcx: \"k\"\r\n\r\n")
        let full = try client.readResponse()
        #expect(full.status == 200)
        #expect(full.body == RawFrontTests.cachedBody)
        #expect(counts.front.load(ordering: .relaxed) == 4)
        #expect(counts.handler.load(ordering: .relaxed) == 0)
    }

    @Test func aFieldLineOverTheLimitIs431InOneWrite() throws {
        let server = try TestServer(RawFrontTests.router(counts: Counts())) { $0.maxHeaderBytes = 256 }
        defer { server.stop() }
        // The whole head in one write, its empty line's LF one byte past the limit.
        let start = "GET /cached?x=1 HTTP/1.1\r\nHost: t\r\nX-Big: "
        let filler = String(repeating: "a", count: 256 - start.utf8.count - 3)
        let client = try server.client()
        try client.send(start + filler + "\r\n\r\n")
        let over = try client.readResponse()
        #expect(over.status == 431)
        #expect(over.header("Content-Type") == "application/problem+json")
        #expect(client.closesConnection())
        // One byte shorter fits exactly and is answered from the front.
        let fits = try server.client()
        try fits.send(start + String(filler.dropLast()) + "\r\n\r\n")
        let kept = try fits.readResponse()
        #expect(kept.status == 200)
        #expect(kept.body == RawFrontTests.cachedBody)
    }
}
