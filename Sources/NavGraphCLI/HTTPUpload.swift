import Foundation
import HTTPServer

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP exchange, waited for: what `navgraph push` needs (an upload streamed from a file, then a small GET);
/// plain `http://` over a socket of its own, `https://` through URLSession.
struct HTTPUpload {
    /// What came back.
    struct Answer {
        var status: Int
        var body: Data
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

    /// The outcome handed from URLSession's delegate queue to the waiting thread; the semaphore orders the write
    /// before the read, and the lock makes that visible to the checker.
    private final class Outcome: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Result<Answer, any Error>?

        func set(_ result: Result<Answer, any Error>) { lock.withLock { value = result } }
        func get() -> Result<Answer, any Error>? { lock.withLock { value } }
    }

    var timeout: TimeInterval = 300

    /// Sends `request` with the file at `file` as its body (nil: no body) and waits for the answer: over a plain
    /// socket to an `http://` server (`HTTPExchange`, the body in large pieces), through URLSession otherwise.
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
                headers: fields, bodyPath: file?.path, timeoutSeconds: Int(timeout))
            return Answer(status: answer.status, body: Data(answer.body))
        }
        var request = request
        request.timeoutInterval = timeout
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let finish: @Sendable (Data?, URLResponse?, (any Error)?) -> Void = { data, response, error in
            if let error {
                outcome.set(.failure(error))
            } else {
                let status = (response as? HTTPURLResponse)?.statusCode ?? 0
                outcome.set(.success(Answer(status: status, body: data ?? Data())))
            }
            done.signal()
        }
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let task =
            if let file {
                session.uploadTask(with: request, fromFile: file, completionHandler: finish)
            } else {
                session.dataTask(with: request, completionHandler: finish)
            }
        task.resume()
        done.wait()
        guard let result = outcome.get() else { throw URLError(.unknown) }
        return try result.get()
    }
}
