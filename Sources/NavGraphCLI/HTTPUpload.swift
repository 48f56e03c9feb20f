import Foundation
import HTTPServer

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP exchange, waited for: what `navgraph push` needs (an upload streamed from a file, then a small GET);
/// plain `http://` over a socket of its own, `https://` through libcurl (`CurlExchange`) where it is linked and
/// through URLSession elsewhere (Apple platforms). Either way it follows no redirect
/// (a 3xx is the answer, so the token goes to no other origin), ends within `timeout` seconds in all, and reads
/// no more of an answer than `limits`.
struct HTTPUpload {
    /// What came back.
    struct Answer {
        var status: Int
        var body: Data
        /// Where a redirect points (`Location`), as sent.
        var location: String?
        /// The problem's `detail` (RFC 9457), or the start of the body when it is not a problem.
        var detail: String {
            // A body that does not parse is not a problem document; its start is then the best detail there is.
            if let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
                let detail = object["detail"] as? String
            {
                return detail
            }
            return excerpt
        }
        /// The start of the body (300 bytes), for messages.
        var excerpt: String { String(decoding: body.prefix(300), as: UTF8.self) }
    }

    var timeout: TimeInterval = 300
    var limits = HTTPExchange.Limits()

    /// Sends `request` with the file at `file` as its body (nil: no body) and waits for the answer: over a plain
    /// socket to an `http://` server (`HTTPExchange`, the body in large pieces), through libcurl or URLSession
    /// otherwise.
    func send(_ request: URLRequest, file: URL? = nil) throws -> Answer {
        if let url = request.url, url.scheme?.lowercased() == "http", let host = url.host,
            let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        {
            var target = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
            if let query = components.percentEncodedQuery { target += "?\(query)" }
            let fields = (request.allHTTPHeaderFields ?? [:]).sorted { $0.key < $1.key }.map {
                HTTPExchange.HTTPField($0.key, $0.value)
            }
            // An IPv6 literal's brackets belong to the URL, not to the address.
            let address = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
            let answer = try HTTPExchange.send(
                method: request.httpMethod ?? "GET", host: address, port: url.port ?? 80, target: target,
                headers: fields, bodyPath: file?.path, timeoutSeconds: Int(timeout), limits: limits)
            return Answer(status: answer.status, body: Data(answer.body), location: answer.field("location"))
        }
        #if canImport(CCurl)
        if let url = request.url {
            let fields = (request.allHTTPHeaderFields ?? [:]).sorted { $0.key < $1.key }.map {
                (name: $0.key, value: $0.value)
            }
            return try CurlExchange.send(
                method: request.httpMethod ?? "GET", url: url, fields: fields, file: file, timeout: Int(timeout),
                limits: limits)
        }
        #endif
        var request = request
        request.timeoutInterval = timeout
        let transfer = Transfer(limit: limits.bodyBytes)
        let session = URLSession(configuration: .ephemeral, delegate: transfer, delegateQueue: nil)
        let task =
            if let file { session.uploadTask(with: request, fromFile: file) } else { session.dataTask(with: request) }
        task.resume()
        guard transfer.done.wait(timeout: .now() + timeout) == .success else {
            session.invalidateAndCancel()
            throw HTTPExchange.Failure.timedOut(seconds: Int(timeout))
        }
        session.finishTasksAndInvalidate()
        return try transfer.answer()
    }

    /// URLSession's delegate for one task: refuses every redirect (the 3xx is the answer), keeps at most `limit`
    /// bytes of the body, and signals `done` when the task ends. The lock makes the delegate queue's writes
    /// visible to the waiting thread.
    private final class Transfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
        let done = DispatchSemaphore(value: 0)
        private let limit: Int
        private let lock = NSLock()
        private var response: HTTPURLResponse?
        private var body = Data()
        private var failure: (any Error)?

        init(limit: Int) { self.limit = limit }

        func urlSession(
            _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
            newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
        ) {
            lock.withLock { self.response = response }
            completionHandler(nil)
        }

        func urlSession(
            _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
            completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
        ) {
            lock.withLock { self.response = response as? HTTPURLResponse }
            if response.expectedContentLength > limit {
                refuse(.bodyTooLarge(limit: limit))
                completionHandler(.cancel)
            } else {
                completionHandler(.allow)
            }
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            let over = lock.withLock {
                guard body.count + data.count <= limit else { return true }
                body.append(data)
                return false
            }
            if over {
                refuse(.bodyTooLarge(limit: limit))
                dataTask.cancel()
            }
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
            lock.withLock {
                if failure == nil { failure = error }
            }
            done.signal()
        }

        private func refuse(_ reason: HTTPExchange.Failure) {
            lock.withLock { failure = reason }
        }

        /// The answer, or why there is none.
        func answer() throws -> Answer {
            try lock.withLock {
                // A refused redirect ends the task as cancelled on some platforms: the redirect is the answer.
                if let response, (300..<400).contains(response.statusCode) {
                    return Answer(
                        status: response.statusCode, body: body,
                        location: response.value(forHTTPHeaderField: "Location"))
                }
                if let failure { throw failure }
                guard let response else { throw URLError(.badServerResponse) }
                return Answer(status: response.statusCode, body: body, location: nil)
            }
        }
    }
}
