import HTTPServer

extension RouteContract {
    /// `400` for a query value the document rules out (an enum member, an integer range, a non-empty
    /// value), so `/openapi.json` and the server agree on what is valid. Only the route's own query
    /// parameters are checked; other names are ignored, as before.
    func checkQuery(_ request: HTTPRequest, declared: [APIRoute.QueryParameter]) throws(APIError) {
        for parameter in declared {
            guard let value = request.query[parameter.name], let schema = parameters[parameter.name] else { continue }
            switch schema {
            case .string(let rules):
                if let allowed = rules.allowed, !allowed.contains(value) {
                    throw APIError.badRequest(
                        "\(parameter.name) must be one of \(allowed.joined(separator: ", ")), not '\(value)'")
                }
                if let minLength = rules.minLength, value.count < minLength {
                    throw APIError.badRequest("the query parameter '\(parameter.name)' must not be empty")
                }
            case .integer(let minimum, let maximum):
                guard let number = Int(value), number >= (minimum ?? .min), number <= (maximum ?? .max) else {
                    throw APIError.badRequest(
                        "\(parameter.name) must be a whole number from \(minimum ?? .min) to \(maximum ?? .max)")
                }
            default:
                continue
            }
        }
    }
}
