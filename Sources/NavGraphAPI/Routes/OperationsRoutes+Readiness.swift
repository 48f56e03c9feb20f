import Foundation
import HTTPServer
import NavGraphLog
import Synchronization

extension OperationsRoutes {
    /// `/readyz`: 200 when the database answers with every migration applied and, for a replica, its change
    /// feed is live; else 503, so a load balancer sends traffic elsewhere until it recovers. A disconnected
    /// feed answers at once, without waiting on the database.
    ///
    /// The route needs no token (probes carry none), so it says why only in general terms; the details
    /// (where the database is, libpq's message, both masked) go to the log and, when `detailed`, to the
    /// caller (one that presented a valid token, or any caller of a server without tokens).
    func readiness(detailed: Bool) -> HTTPResponse {
        let reason: (general: String, detail: String)?
        if let problem = changeFeed?.problem {
            reason = ("not following other replicas' changes", problem)
        } else if !store.isReady() {
            reason = (
                "the database does not answer, or its schema is not up to date",
                "the database at \(store.location) does not answer, or its schema is not up to date"
            )
        } else {
            reason = nil
        }
        Self.logReadiness(reason?.detail)
        guard let reason else {
            return HTTPResponse(
                status: 200, headers: ["Content-Type": "application/json"], body: Data("{\"status\":\"ready\"}\n".utf8))
        }
        let body = JSONCoding.encode(["status": "not ready", "reason": detailed ? reason.detail : reason.general])
        // RFC 9110 section 10.2.3: a probe may come back after a second.
        return HTTPResponse(
            status: 503, headers: ["Content-Type": "application/json", "Retry-After": "1"], body: body)
    }

    /// The last readiness problem logged; a probe every second must not log the same line every second.
    private static let loggedReadiness = Mutex<String?>(nil)

    /// Logs `problem` to standard error when it differs from the last one logged (and once when it clears).
    private static func logReadiness(_ problem: String?) {
        let changed = loggedReadiness.withLock { logged in
            defer { logged = problem }
            return logged != problem
        }
        guard changed else { return }
        if let problem {
            serviceLog.warning("not ready: \(problem)")
        } else {
            serviceLog.info("ready")
        }
    }
}
