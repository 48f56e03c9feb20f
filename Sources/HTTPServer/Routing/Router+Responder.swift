import Foundation

extension Router {
    /// `.offload` when the matched route says so; everything the router answers itself is inline.
    public func execution(for request: HTTPRequest) -> HTTPExecution {
        execution(of: match(request), request: request)
    }

    /// `execution(for:)`, keeping the match in `request` for `respond(to:)`.
    public func prepare(_ request: inout HTTPRequest) -> HTTPExecution {
        let found = match(request)
        request.routeMatch = found
        request.maxBodyBytes = found.resource.flatMap { resources[$0].route(for: request.method)?.maxBodyBytes }
        return execution(of: found, request: request)
    }

    private func execution(of match: RouteMatch, request: HTTPRequest) -> HTTPExecution {
        guard let index = match.resource, let route = resources[index].route(for: request.method) else {
            return .inline
        }
        if let heavyWhen = route.heavyWhen, heavyWhen(request) { return .heavy }
        return route.execution
    }

    /// The answer a client waiting for `100 Continue` gets instead, when its head alone settles it: `before`'s
    /// (an authentication failure, say), the router's `404` or `405`, or the matched route's `admission`
    /// error (a body type it does not take, say). `nil`: the client may send its body.
    public func admit(_ request: HTTPRequest) -> HTTPResponse? {
        do {
            if let before, let early = try before(request) { return early }
            // `OPTIONS` (with a body) is answered from the table, which reads no body either.
            guard request.method != .options else { return nil }
            let found = match(request)
            guard let index = found.resource else { throw RouterError.notFound(path: request.path) }
            let resource = resources[index]
            guard let route = resource.route(for: request.method) else {
                throw RouterError.methodNotAllowed(method: request.method, allow: resource.allowed)
            }
            guard let admission = route.admission else { return nil }
            var decoded = request
            decoded.decodeQuery()
            try admission(decoded, try parameters(of: found, in: resource, path: request.path))
            return nil
        } catch {
            return Self.render(error, for: request)
        }
    }

    /// `front` as the server's front stage, asked only for bodyless `GET` (and `HEAD`, unless a route
    /// answers `HEAD` itself) and, when `before` is set, only for heads `frontAdmission` lets through; its
    /// answers are counted in `metrics` by the server. `nil` without `front`, or with `before` and no
    /// `frontAdmission`.
    public var frontStage: FrontStage? {
        // With `before` but no verdict from raw heads, every request takes the usual path.
        guard let front, before == nil || frontAdmission != nil else { return nil }
        // Only what the stage reads is captured: a captured router would be retained per request.
        let admission = before == nil ? nil : frontAdmission
        let answersHEAD = answersHEAD
        return FrontStage(metrics: metrics) { request in
            guard request.method == .get || (request.method == .head && !answersHEAD) else { return nil }
            if admission != nil {
                guard admission?(request) == true else { return nil }
            }
            return front(request)
        }
    }

    /// Runs `before`, then the matched handler; turns every failure into a problem response.
    public func respond(to request: HTTPRequest) -> HTTPResponse {
        let started = metrics == nil ? 0 : MonotonicClock.now()
        var pattern = "unmatched"
        let response: HTTPResponse
        do {
            response = try answer(request, pattern: &pattern)
        } catch {
            response = Self.render(error, for: request)
        }
        metrics?.count(request, route: pattern, status: response.status, since: started)
        return response
    }

    private func answer(_ request: HTTPRequest, pattern: inout String) throws -> HTTPResponse {
        if let before, let early = try before(request) { return early }
        if request.method == .options && request.path == "*" {
            // RFC 9110 section 9.3.7: `OPTIONS *` asks about the server as a whole.
            var methods: [HTTPMethod] = []
            for resource in resources {
                for method in resource.allowed where !methods.contains(method) { methods.append(method) }
            }
            return Self.allowResponse(methods)
        }
        let found = match(request)
        guard let index = found.resource else {
            throw RouterError.notFound(path: request.path)
        }
        let resource = resources[index]
        pattern = resource.pattern.text
        guard let route = resource.route(for: request.method) else {
            if request.method == .options { return Self.allowResponse(resource.allowed) }
            throw RouterError.methodNotAllowed(method: request.method, allow: resource.allowed)
        }
        let parameters = try parameters(of: found, in: resource, path: request.path)
        var decoded = request
        decoded.decodeQuery()
        return try route.handler(decoded, parameters)
    }

    /// The path parameters of `match`, decoded (`400` for a segment that is not).
    private func parameters(of match: RouteMatch, in resource: Resource, path: String) throws -> RouteParameters {
        let values: [(String, String)]
        switch resource.pattern.parameters(of: match.segments, in: path) {
        case .success(let decoded): values = decoded
        case .failure(let error): throw error
        }
        return RouteParameters(pattern: resource.pattern.text, values: values.map { (name: $0.0, value: $0.1) })
    }

    private static func allowResponse(_ methods: [HTTPMethod]) -> HTTPResponse {
        var headers = HTTPHeaders()
        headers["Allow"] = methods.map(\.rawValue).joined(separator: ", ")
        return HTTPResponse(status: 204, headers: headers)
    }

    /// The one place a thrown error becomes a response: problem+json for errors that know their HTTP
    /// form, a generic `500` (and a log line) for the rest, so internals never leak to clients.
    static func render(_ error: any Error, for request: HTTPRequest) -> HTTPResponse {
        if let problem = error as? any HTTPProblemConvertible {
            return .problem(for: problem)
        }
        ServerLog.error("\(request.method) \(request.path) failed: \(String(reflecting: error))")
        return .problem(status: 500, detail: "the server failed to answer this request; the failure was logged")
    }
}
