import Foundation
import HTTPServer

extension NavGraphService {
    /// `/readyz`: 200 when the database answers with every migration applied and, for a replica, its change
    /// feed is live; else 503 with the reason, so a load balancer sends traffic elsewhere until it recovers.
    /// A disconnected feed answers at once, without waiting on the database.
    func readiness() -> HTTPResponse {
        let reason: String?
        if let problem = changeFeed?.problem {
            reason = problem
        } else if !store.isReady() {
            reason = "the database at \(store.location) does not answer, or its schema is not up to date"
        } else {
            reason = nil
        }
        guard let reason else {
            return HTTPResponse(
                status: 200, headers: ["Content-Type": "application/json"], body: Data("{\"status\":\"ready\"}".utf8))
        }
        let body = JSONCoding.encode(["status": "not ready", "reason": reason])
        // RFC 9110 section 10.2.3: a probe may come back after a second.
        return HTTPResponse(
            status: 503, headers: ["Content-Type": "application/json", "Retry-After": "1"], body: body)
    }
}
