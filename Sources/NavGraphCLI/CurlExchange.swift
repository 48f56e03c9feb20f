#if canImport(CCurl)
import CCurl
import Foundation
import HTTPServer

/// One https exchange through libcurl's easy interface, run on the calling thread: what `HTTPUpload` uses where
/// URLSession is FoundationNetworking's. That URLSession queues each piece of an answer to its delegate and cancels
/// through a queue libcurl keeps busy, so a 1.5 GiB answer took 1.7 GB before its cut; here the callbacks that
/// receive the answer refuse the byte past a limit, and libcurl stops there. The head is read to
/// `limits.headBytes`, the body to `limits.bodyBytes` (an announced `Content-Length` past it is refused at the
/// head), the whole exchange ends within `timeout` seconds, and no redirect is followed.
enum CurlExchange {
    /// Why libcurl ended an exchange that passed none of push's limits, in its words.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private static let started = curl_global_init(Int(CURL_GLOBAL_DEFAULT))

    /// Sends `method` to `url` with `fields`, and the file at `file` as the body (nil: none); the answer.
    static func send(
        method: String, url: URL, fields: [(name: String, value: String)], file: URL?, timeout: Int,
        limits: HTTPExchange.Limits
    ) throws -> HTTPUpload.Answer {
        guard started == CURLE_OK, let handle = curl_easy_init() else {
            throw Failure(description: "libcurl cannot start")
        }
        defer { curl_easy_cleanup(handle) }
        let upload = try file.map { try FileHandle(forReadingFrom: $0) }
        defer { try? upload?.close() }
        let exchange = Exchange(limits: limits, upload: upload)
        var list: UnsafeMutablePointer<curl_slist>?
        defer { curl_slist_free_all(list) }
        // An upload waits for `100 Continue` (a second at most): a server refusing it (401, 413) answers before it
        // comes, and its answer is heard instead of the reset of a connection it closed on an unread body.
        for line in fields.map(Self.line) + (file == nil ? [] : ["Expect: 100-continue"]) {
            guard !line.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\0" }),
                let longer = curl_slist_append(list, line)
            else { throw Failure(description: "a header field holds a line break") }
            list = longer
        }
        let message = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
        message.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
        defer { message.deallocate() }
        let context = Unmanaged.passUnretained(exchange).toOpaque()
        var codes = [
            navgraph_curl_set_pointer(handle, CURLOPT_URL, url.absoluteString),
            navgraph_curl_https_only(handle),
            navgraph_curl_set_long(handle, CURLOPT_FOLLOWLOCATION, 0),
            navgraph_curl_set_long(handle, CURLOPT_HTTP_VERSION, Int(CURL_HTTP_VERSION_1_1)),
            navgraph_curl_set_long(handle, CURLOPT_NOSIGNAL, 1),
            navgraph_curl_set_long(handle, CURLOPT_TIMEOUT_MS, timeout * 1_000),
            navgraph_curl_set_long(handle, CURLOPT_CONNECTTIMEOUT_MS, timeout * 1_000),
            navgraph_curl_set_size(handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(limits.bodyBytes)),
            navgraph_curl_set_pointer(handle, CURLOPT_HTTPHEADER, list),
            navgraph_curl_set_pointer(handle, CURLOPT_ERRORBUFFER, message),
            navgraph_curl_set_write(handle, CURLOPT_HEADERFUNCTION) { CurlExchange.head($0, $1 * $2, $3) },
            navgraph_curl_set_pointer(handle, CURLOPT_HEADERDATA, context),
            navgraph_curl_set_write(handle, CURLOPT_WRITEFUNCTION) { CurlExchange.body($0, $1 * $2, $3) },
            navgraph_curl_set_pointer(handle, CURLOPT_WRITEDATA, context),
        ]
        if let file {
            let size = try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int ?? 0
            codes += [
                navgraph_curl_set_long(handle, CURLOPT_UPLOAD, 1),
                navgraph_curl_set_size(handle, CURLOPT_INFILESIZE_LARGE, curl_off_t(size)),
                navgraph_curl_set_read(handle, CURLOPT_READFUNCTION) { CurlExchange.read($0, $1 * $2, $3) },
                navgraph_curl_set_pointer(handle, CURLOPT_READDATA, context),
            ]
        }
        if method != (file == nil ? "GET" : "PUT") {
            codes.append(navgraph_curl_set_pointer(handle, CURLOPT_CUSTOMREQUEST, method))
        }
        if let refused = codes.first(where: { $0 != CURLE_OK }) {
            throw Failure(description: "libcurl refuses an option: \(String(cString: curl_easy_strerror(refused)))")
        }
        let code = withExtendedLifetime(exchange) { curl_easy_perform(handle) }
        if let refusal = exchange.refusal { throw refusal }
        switch code {
        case CURLE_OK:
            var status = 0
            _ = navgraph_curl_get_long(handle, CURLINFO_RESPONSE_CODE, &status)
            return HTTPUpload.Answer(
                status: status, body: Data(exchange.body),
                location: (300..<400).contains(status) ? exchange.location : nil)
        case CURLE_OPERATION_TIMEDOUT: throw HTTPExchange.Failure.timedOut(seconds: timeout)
        case CURLE_FILESIZE_EXCEEDED: throw HTTPExchange.Failure.bodyTooLarge(limit: limits.bodyBytes)
        default:
            let detail = String(cString: message)
            throw Failure(description: detail.isEmpty ? String(cString: curl_easy_strerror(code)) : detail)
        }
    }

    /// A header field as libcurl takes it (`Name;` sends a field with an empty value).
    private static func line(_ field: (name: String, value: String)) -> String {
        field.value.isEmpty ? "\(field.name);" : "\(field.name): \(field.value)"
    }

    /// What the callbacks share: the answer so far, the body to send, and why the exchange was cut.
    private final class Exchange {
        let limits: HTTPExchange.Limits
        let upload: FileHandle?
        var headBytes = 0
        var location: String?
        var body: [UInt8] = []
        var refusal: HTTPExchange.Failure?

        init(limits: HTTPExchange.Limits, upload: FileHandle?) {
            self.limits = limits
            self.upload = upload
        }

        /// One line of the head (status line, field, or the blank line); false cuts the exchange.
        func head(_ bytes: UnsafeRawBufferPointer) -> Bool {
            headBytes += bytes.count
            guard headBytes <= limits.headBytes else {
                refusal = .headTooLarge(limit: limits.headBytes)
                return false
            }
            let line = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if line.hasPrefix("HTTP/") {
                location = nil
                return true
            }
            guard let colon = line.firstIndex(of: ":") else { return true }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            switch line[..<colon].lowercased() {
            case "location": location = value
            case "content-length" where (Int(value) ?? 0) > limits.bodyBytes:
                refusal = .bodyTooLarge(limit: limits.bodyBytes)
                return false
            default: break
            }
            return true
        }

        /// A piece of the body; false cuts the exchange.
        func take(_ bytes: UnsafeRawBufferPointer) -> Bool {
            guard body.count + bytes.count <= limits.bodyBytes else {
                refusal = .bodyTooLarge(limit: limits.bodyBytes)
                return false
            }
            body.append(contentsOf: bytes)
            return true
        }

        /// Fills `buffer` with the next bytes to send; how many (0 at the end), or nil when the file fails.
        func give(_ buffer: UnsafeMutableRawBufferPointer) -> Int? {
            guard let upload else { return 0 }
            do {
                return try (upload.read(upToCount: buffer.count) ?? Data()).copyBytes(to: buffer)
            } catch {
                return nil
            }
        }
    }

    private static func exchange(_ context: UnsafeMutableRawPointer?) -> Exchange? {
        context.map { Unmanaged<Exchange>.fromOpaque($0).takeUnretainedValue() }
    }

    /// libcurl's header callback: the line's length to go on, 0 to cut the exchange.
    private static func head(
        _ buffer: UnsafeMutablePointer<CChar>?, _ length: Int, _ context: UnsafeMutableRawPointer?
    )
        -> Int
    {
        exchange(context)?.head(UnsafeRawBufferPointer(start: buffer, count: length)) == true ? length : 0
    }

    /// libcurl's write callback: the piece's length to go on, 0 to cut the exchange.
    private static func body(
        _ buffer: UnsafeMutablePointer<CChar>?, _ length: Int, _ context: UnsafeMutableRawPointer?
    )
        -> Int
    {
        exchange(context)?.take(UnsafeRawBufferPointer(start: buffer, count: length)) == true ? length : 0
    }

    /// libcurl's read callback: how many bytes of the body it was given, 0 at the end.
    private static func read(
        _ buffer: UnsafeMutablePointer<CChar>?, _ length: Int, _ context: UnsafeMutableRawPointer?
    )
        -> Int
    {
        exchange(context)?.give(UnsafeMutableRawBufferPointer(start: buffer, count: length)) ?? Int(CURL_READFUNC_ABORT)
    }
}
#endif
