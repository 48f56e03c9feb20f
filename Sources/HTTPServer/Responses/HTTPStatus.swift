/// Reason phrases and the status-line bytes the server writes.
enum HTTPStatus {
    /// The reason phrase of RFC 9110 section 15 for `code` (empty for unknown codes, which is allowed).
    static func reasonPhrase(_ code: Int) -> String {
        switch code {
        case 100: return "Continue"
        case 101: return "Switching Protocols"
        case 200: return "OK"
        case 201: return "Created"
        case 202: return "Accepted"
        case 204: return "No Content"
        case 206: return "Partial Content"
        case 301: return "Moved Permanently"
        case 302: return "Found"
        case 303: return "See Other"
        case 304: return "Not Modified"
        case 307: return "Temporary Redirect"
        case 308: return "Permanent Redirect"
        case 400: return "Bad Request"
        case 401: return "Unauthorized"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 406: return "Not Acceptable"
        case 408: return "Request Timeout"
        case 409: return "Conflict"
        case 410: return "Gone"
        case 411: return "Length Required"
        case 412: return "Precondition Failed"
        case 413: return "Content Too Large"
        case 414: return "URI Too Long"
        case 415: return "Unsupported Media Type"
        case 417: return "Expectation Failed"
        case 421: return "Misdirected Request"
        case 422: return "Unprocessable Content"
        case 428: return "Precondition Required"
        case 429: return "Too Many Requests"
        case 431: return "Request Header Fields Too Large"
        case 500: return "Internal Server Error"
        case 501: return "Not Implemented"
        case 502: return "Bad Gateway"
        case 503: return "Service Unavailable"
        case 504: return "Gateway Timeout"
        case 505: return "HTTP Version Not Supported"
        default: return ""
        }
    }

    /// Status lines of the common codes, encoded once.
    private static let cachedLines: [Int: [UInt8]] = {
        var lines: [Int: [UInt8]] = [:]
        for code in [200, 201, 204, 304, 400, 401, 403, 404, 405, 409, 413, 422, 500] {
            lines[code] = Array("HTTP/1.1 \(code) \(reasonPhrase(code))\r\n".utf8)
        }
        return lines
    }()

    /// Appends `HTTP/1.1 <code> <reason>\r\n` (RFC 9112 section 4).
    static func appendStatusLine(_ code: Int, to buffer: inout [UInt8]) {
        if code == 200 {
            buffer.append(contentsOf: ok)
        } else if let line = cachedLines[code] {
            buffer.append(contentsOf: line)
        } else {
            buffer.append(contentsOf: "HTTP/1.1 \(code) \(reasonPhrase(code))\r\n".utf8)
        }
    }

    private static let ok: [UInt8] = Array("HTTP/1.1 200 OK\r\n".utf8)

    /// Whether a response with `code` carries content (RFC 9110 sections 6.4.1 and 8.6): not 1xx, 204, 304.
    static func allowsBody(_ code: Int) -> Bool {
        !(code < 200 || code == 204 || code == 304)
    }
}
