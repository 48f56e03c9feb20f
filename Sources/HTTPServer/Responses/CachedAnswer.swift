import Synchronization

/// A response kept whole to be sent again (a cached read), with the route pattern it is counted under
/// in metrics: what a front stage returns (`FrontStage`). Its wire form is encoded once,
/// when it is made; sending it copies bytes and adds only `Date` and the connection's framing.
public final class CachedAnswer: Sendable {
    /// The response, prepared (`HTTPResponse.prepared()`).
    public let response: HTTPResponse
    /// The route pattern that made it, e.g. `/v1/projects/{project}/lookup`.
    public let route: String
    /// The status code.
    public let status: Int
    /// Status line, the handler's fields and `Content-Length`: the head without `Date` and framing.
    let head: [UInt8]
    /// Whether the handler set `Date` (then the server adds none).
    let hasDate: Bool
    /// Whether the handler asked for the connection to close.
    let requestsClose: Bool
    /// The empty line that ends the head, then the body; `nil` when the body is large enough to be queued
    /// by reference (`OutboundBuffer.copyThreshold`) instead.
    let endAndBody: [UInt8]?
    /// The number of body bytes a `GET` gets (0 when the status allows no body).
    let bodyCount: Int
    /// The whole answer to the usual request (HTTP/1.1, kept alive, body sent) with a placeholder `Date`
    /// line at `dateOffset`: one copy per hit, the loop's current date written over the placeholder in the
    /// connection's buffer (never here: the bytes are shared by every event loop). `nil` when the handler
    /// set `Date`, or the body is queued by reference.
    let keepAliveWire: [UInt8]?
    let dateOffset: Int

    /// Keeps `response` (prepared here unless it already is) as the answer of `route`.
    public init(_ response: HTTPResponse, route: String) {
        let prepared = response.encoded == nil ? response.prepared() : response
        self.response = prepared
        self.route = Self.shared(route)
        status = prepared.status
        var head: [UInt8] = []
        hasDate = prepared.appendHead(to: &head)
        self.head = head
        requestsClose = prepared.requestsClose
        bodyCount = HTTPStatus.allowsBody(prepared.status) ? prepared.body.count : 0
        let endAndBody =
            bodyCount < OutboundBuffer.copyThreshold
            ? [ASCII.cr, ASCII.lf] + (bodyCount > 0 ? [UInt8](prepared.body) : []) : nil
        self.endAndBody = endAndBody
        dateOffset = head.count
        if let endAndBody, !hasDate, !requestsClose {
            keepAliveWire = head + HTTPDate.placeholder + endAndBody
        } else {
            keepAliveWire = nil
        }
    }

    /// Route patterns already given to an answer, so every answer of a route holds the same String storage:
    /// the metrics find the route's counters by comparing its bits, not its characters.
    private static let routes = Mutex<Set<String>>([])
    /// At most this many patterns are shared (a route table's worth); others are kept as given.
    static let sharedRouteLimit = 1024

    /// The String already kept for `route`, or `route`, kept from now on.
    static func shared(_ route: String) -> String {
        routes.withLock { routes in
            if let index = routes.firstIndex(of: route) { return routes[index] }
            if routes.count < sharedRouteLimit { routes.insert(route) }
            return route
        }
    }

    /// Appends the whole answer, framed for its connection, to `buffer`; returns the body bytes sent. With
    /// `sendingTo`, the usual answer is sent to that socket at once when `buffer` is empty, from the shared
    /// bytes (`OutboundBuffer.sendPatched`): only what the socket does not take is copied into `buffer`.
    func encode(into buffer: inout OutboundBuffer, framing: HTTPResponse.Framing, sendingTo fd: Int32? = nil) -> Int {
        // Tested and passed as the stored property, not bound to a local: a bound copy is a retain.
        if keepAliveWire != nil, framing.keepAlive, !framing.isHTTP10, !framing.omitBody,
            framing.date.count == HTTPDate.placeholder.count
        {
            if let fd {
                buffer.sendPatched(keepAliveWire.unsafelyUnwrapped, at: dateOffset, with: framing.date, to: fd)
            } else {
                buffer.appendPatched(keepAliveWire.unsafelyUnwrapped, at: dateOffset, with: framing.date)
            }
            return bodyCount
        }
        buffer.tail.append(contentsOf: head)
        if !hasDate { buffer.tail.append(contentsOf: framing.date) }
        if !framing.keepAlive {
            buffer.tail.append(contentsOf: HTTPResponse.connectionClose)
        } else if framing.isHTTP10 {
            buffer.tail.append(contentsOf: HTTPResponse.connectionKeepAlive)
        }
        if bodyCount == 0 || framing.omitBody {
            buffer.tail.append(ASCII.cr)
            buffer.tail.append(ASCII.lf)
            return 0
        }
        if let endAndBody {
            buffer.tail.append(contentsOf: endAndBody)
        } else {
            buffer.tail.append(ASCII.cr)
            buffer.tail.append(ASCII.lf)
            buffer.append(response.body)
        }
        return bodyCount
    }
}
