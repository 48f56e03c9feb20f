import Foundation

extension HTTPResponse {
    /// How the server frames one response on the wire.
    struct Framing {
        /// Send the headers only (`HEAD`, RFC 9110 section 9.3.2).
        var omitBody: Bool
        /// Whether the connection stays open after this response.
        var keepAlive: Bool
        /// The request was HTTP/1.0, so staying open has to be said (RFC 9112 section 9.3).
        var isHTTP10: Bool
        /// The `Date` header line to add unless the handler set one (empty: none).
        var date: [UInt8] = []
    }

    /// Whether the handler asked for the connection to close after this response.
    var requestsClose: Bool {
        if let encoded { return encoded.requestsClose }
        guard let value = headers["Connection"] else { return false }
        return value.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces).lowercased() == "close" }
    }

    /// Appends status line, headers, framing and (unless omitted) the body to `buffer`; returns the
    /// number of body bytes sent. The server owns `Content-Length`, `Transfer-Encoding` and `Connection`.
    /// A `prepared()` response copies its encoded head instead of encoding it again.
    @discardableResult
    func encode(into buffer: inout OutboundBuffer, framing: Framing) -> Int {
        let hasDate: Bool
        if let encoded {
            buffer.tail.append(contentsOf: encoded.head)
            hasDate = encoded.hasDate
        } else {
            hasDate = appendHead(to: &buffer.tail)
        }
        if !hasDate { buffer.tail.append(contentsOf: framing.date) }
        if !framing.keepAlive {
            buffer.tail.append(contentsOf: Self.connectionClose)
        } else if framing.isHTTP10 {
            buffer.tail.append(contentsOf: Self.connectionKeepAlive)
        }
        buffer.tail.append(ASCII.cr)
        buffer.tail.append(ASCII.lf)
        guard HTTPStatus.allowsBody(status), !framing.omitBody, !body.isEmpty else { return 0 }
        if let encoded, let bytes = encoded.body {
            buffer.tail.append(contentsOf: bytes)
        } else {
            buffer.append(body)
        }
        return body.count
    }

    /// Appends the status line, the handler's fields (not the server's framing ones) and `Content-Length`;
    /// returns whether the handler set `Date`.
    func appendHead(to bytes: inout [UInt8]) -> Bool {
        HTTPStatus.appendStatusLine(status, to: &bytes)
        var hasDate = false
        for field in headers.fields {
            switch Self.classify(field.name) {
            case .framing: continue
            case .date: hasDate = true
            case .other: break
            }
            bytes.append(contentsOf: field.name.utf8)
            bytes.append(ASCII.colon)
            bytes.append(ASCII.space)
            bytes.append(contentsOf: field.value.utf8)
            bytes.append(ASCII.cr)
            bytes.append(ASCII.lf)
        }
        if HTTPStatus.allowsBody(status) {
            bytes.append(contentsOf: Self.contentLengthPrefix)
            Self.appendDecimal(body.count, to: &bytes)
            bytes.append(ASCII.cr)
            bytes.append(ASCII.lf)
        }
        return hasDate
    }

    private static let contentLengthPrefix: [UInt8] = Array("Content-Length: ".utf8)
    static let connectionClose: [UInt8] = Array("Connection: close\r\n".utf8)
    static let connectionKeepAlive: [UInt8] = Array("Connection: keep-alive\r\n".utf8)

    private enum FieldKind {
        /// Owned by the server: `Connection`, `Content-Length`, `Transfer-Encoding`.
        case framing
        case date
        case other
    }

    private static func classify(_ name: String) -> FieldKind {
        switch name.utf8.count {
        case 4: return name.caseInsensitiveEquals("Date") ? .date : .other
        case 10: return name.caseInsensitiveEquals("Connection") ? .framing : .other
        case 14: return name.caseInsensitiveEquals("Content-Length") ? .framing : .other
        case 17: return name.caseInsensitiveEquals("Transfer-Encoding") ? .framing : .other
        default: return .other
        }
    }

    /// Appends `value` in decimal without building a string.
    static func appendDecimal(_ value: Int, to buffer: inout [UInt8]) {
        if value < 10 {
            buffer.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { storage in
            while rest > 0 {
                storage[count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            }
            for index in stride(from: count - 1, through: 0, by: -1) { buffer.append(storage[index]) }
        }
    }
}
