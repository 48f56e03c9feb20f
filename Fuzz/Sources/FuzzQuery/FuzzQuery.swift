import FuzzSupport

@testable import HTTPServer

/// Percent-decoding, the request target (RFC 9112 section 3.2) and query parsing on arbitrary bytes,
/// with what each promises checked: decoding never grows a string, round trips, and the path and query
/// a request exposes come from its target.
@_cdecl("FuzzQuery_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc: argc, argv: argv) { data, count in
        let input = fuzzInput(data, count)
        checkDecoding(Array(input))
        checkRequestLine(Array(input))
        return 0
    }
}

/// The limits a real server uses, small enough for the fuzzer to reach them.
private let limits = HTTPRequestParser.Limits(maxHeaderBytes: 16 * 1024, maxURIBytes: 2048, maxBodyBytes: 1024)

private func checkDecoding(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    for plusAsSpace in [false, true] {
        if let decoded = PercentDecoding.decode(text, plusAsSpace: plusAsSpace) {
            precondition(decoded.utf8.count <= text.utf8.count, "decoding made the text longer")
            if !text.utf8.contains(UInt8(ascii: "%")) && !(plusAsSpace && text.utf8.contains(UInt8(ascii: "+"))) {
                precondition(decoded == text, "text without escapes changed")
            }
        }
    }
    // Every byte escaped decodes back to the bytes, when they are UTF-8.
    var encoded = ""
    for byte in bytes {
        let digits = Array("0123456789ABCDEF".utf8)
        encoded += "%" + String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 15)]], as: UTF8.self)
    }
    let roundTrip = PercentDecoding.decode(encoded)
    if let valid = String(validating: bytes, as: UTF8.self) {
        precondition(roundTrip == valid, "escaped UTF-8 did not decode to itself")
    } else {
        precondition(roundTrip == nil, "invalid UTF-8 decoded")
    }
}

private func checkRequestLine(_ bytes: [UInt8]) {
    let line = Array("GET ".utf8) + bytes + Array(" HTTP/1.1".utf8)
    // The word-compared reading of the usual line agrees with the general one wherever it answers.
    for candidate in [line, bytes, Array("HEAD ".utf8) + bytes + Array(" HTTP/1.1".utf8)] {
        candidate.withUnsafeBytes { raw in
            guard let usual = RequestLine.scanUsual(raw, limits: limits) else { return }
            guard case .success(let general) = RequestLine.scanGeneral(raw, limits: limits), general == usual else {
                preconditionFailure("the usual request line is read differently")
            }
        }
    }
    let parsed = line.withUnsafeBytes { RequestLine.parse($0, limits: limits) }
    guard case .success(let requestLine) = parsed else { return }
    let target = requestLine.target
    precondition(target.utf8.first == UInt8(ascii: "/") || target == "*", "target not in origin form: \(target)")
    let request = HTTPRequest(method: requestLine.method, target: target)
    precondition(target.hasPrefix(request.path), "the path is not the start of the target")
    precondition(request.query.isEmpty || target.utf8.contains(UInt8(ascii: "?")), "a query from nowhere")
    for (name, value) in request.query {
        // Decoding never makes a component longer than the target it came from.
        precondition(name.utf8.count + value.utf8.count <= target.utf8.count)
    }
    // A path routed to a parameter decodes or is refused, never traps.
    var router = Router()
    router.add(.get, "/{a}") { _, _ in .text("") }
    router.add(.get, "/{a}/{b}") { _, _ in .text("") }
    if let (resource, segments) = router.resource(for: request.path) {
        if case .success(let values) = resource.pattern.parameters(of: segments) {
            for (_, value) in values { precondition(value.utf8.count <= request.path.utf8.count) }
        }
    }
}
