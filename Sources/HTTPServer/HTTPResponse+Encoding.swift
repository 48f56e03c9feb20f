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
    }

    /// Whether the handler asked for the connection to close after this response.
    var requestsClose: Bool {
        guard let value = headers["Connection"] else { return false }
        return value.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces).lowercased() == "close" }
    }

    /// Appends status line, headers, framing and (unless omitted) the body to `buffer`; returns the
    /// number of body bytes sent. The server owns `Content-Length`, `Transfer-Encoding` and `Connection`.
    @discardableResult
    func encode(into buffer: inout OutboundBuffer, framing: Framing) -> Int {
        HTTPStatus.appendStatusLine(status, to: &buffer.tail)
        for field in headers.fields where !Self.isFramingField(field.name) {
            buffer.tail.append(contentsOf: field.name.utf8)
            buffer.tail.append(ASCII.colon)
            buffer.tail.append(ASCII.space)
            buffer.tail.append(contentsOf: field.value.utf8)
            buffer.tail.append(ASCII.cr)
            buffer.tail.append(ASCII.lf)
        }
        let hasBody = HTTPStatus.allowsBody(status)
        if hasBody {
            buffer.tail.append(contentsOf: Self.contentLengthPrefix)
            Self.appendDecimal(body.count, to: &buffer.tail)
            buffer.tail.append(ASCII.cr)
            buffer.tail.append(ASCII.lf)
        }
        if !framing.keepAlive {
            buffer.tail.append(contentsOf: Self.connectionClose)
        } else if framing.isHTTP10 {
            buffer.tail.append(contentsOf: Self.connectionKeepAlive)
        }
        buffer.tail.append(ASCII.cr)
        buffer.tail.append(ASCII.lf)
        guard hasBody, !framing.omitBody, !body.isEmpty else { return 0 }
        buffer.append(body)
        return body.count
    }

    private static let contentLengthPrefix: [UInt8] = Array("Content-Length: ".utf8)
    private static let connectionClose: [UInt8] = Array("Connection: close\r\n".utf8)
    private static let connectionKeepAlive: [UInt8] = Array("Connection: keep-alive\r\n".utf8)

    private static func isFramingField(_ name: String) -> Bool {
        switch name.utf8.count {
        case 10: return name.caseInsensitiveEquals("Connection")
        case 14: return name.caseInsensitiveEquals("Content-Length")
        case 17: return name.caseInsensitiveEquals("Transfer-Encoding")
        default: return false
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
