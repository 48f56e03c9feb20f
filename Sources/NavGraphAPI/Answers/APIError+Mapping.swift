import Foundation
import NavGraphLog
import Storage
import StoryboardImport
import StoryboardModel

extension APIError {
    /// The client-facing form of the errors of storage, the graph and the importer: the one place they get
    /// their status. Anything else passes through unchanged: errors that already know their HTTP form (a
    /// body stream's 413 or 408) are rendered by the router, and unknown ones become its logged `500`.
    static func mapped(_ error: any Error) -> any Error {
        switch error {
        case let error as StoreError:
            return from(error)
        case let error as GraphError:
            return from(error)
        case let error as ImportError:
            return from(error)
        case let error as WorkCancelled:
            return HeavyWork.problem(error)
        default:
            return error
        }
    }

    private static func from(_ error: StoreError) -> APIError {
        switch error {
        case .notFound(let what): return .notFound("no \(what)")
        case .conflict(let what): return .conflict(what)
        case .invalid(let what): return .unprocessable(what)
        case .database(let underlying):
            // The SQL and SQLite's own message go to the server log; the client learns what it can do.
            logStorageFailure(underlying.description)
            if underlying.isDiskFull {
                return APIError(
                    status: 503, title: "Service Unavailable",
                    detail: "the disk holding the database is full, so nothing was changed; free space on the "
                        + "server, or delete storyboards or projects you no longer need (deleting works on a full "
                        + "disk)")
            }
            if underlying.isBusy {
                var problem = APIError(
                    status: 503, title: "Service Unavailable",
                    detail: "the database is busy with other writes; nothing was changed, try again shortly")
                problem.headers["Retry-After"] = "1"
                return problem
            }
            return APIError(
                status: 503, title: "Service Unavailable",
                detail: "the database could not answer (\(underlying.summary)); nothing was changed, and the "
                    + "server log has the details")
        case .unavailable(let why):
            // RFC 9110 section 15.6.4: a passing condition; the store reconnects on the next request.
            logStorageFailure("database unavailable: \(why)")
            return APIError(
                status: 503, title: "Service Unavailable",
                detail: "the database cannot be reached right now, so nothing was changed; try again shortly",
                headers: ["Retry-After": "1"])
        case .migration(let underlying):
            logStorageFailure(underlying.description)
            return APIError(
                status: 503, title: "Service Unavailable",
                detail: "the database schema is not usable; the server log has the details")
        case .busy(let waited):
            // RFC 9110 section 10.2.3: tell the client when trying again makes sense.
            return APIError(
                status: 503, title: "Service Unavailable", detail: error.description,
                headers: ["Retry-After": String(max(1, Int(waited.rounded(.up))))])
        case .withdrawn(let why):
            return .badRequest(why)
        case .preconditionFailed(let why):
            // RFC 9110 section 13.1.1: If-Match named a representation that is no longer current.
            return APIError(status: 412, title: "Precondition Failed", detail: why)
        }
    }

    /// One line on standard error for a storage failure a client sees only in summary.
    private static func logStorageFailure(_ description: String) {
        Logger(subsystem: "storage").error(description)
    }

    private static func from(_ error: ImportError) -> APIError {
        var detail = error.message
        if let line = error.line {
            detail += " (line \(line)" + (error.column.map { ", column \($0)" } ?? "") + ")"
        }
        var problem = APIError(status: 422, title: "Unprocessable Content", detail: detail)
        problem.extensions["kind"] = error.kind.rawValue
        if let line = error.line { problem.extensions["line"] = line }
        if let column = error.column { problem.extensions["column"] = column }
        return problem
    }

    private static func from(_ error: GraphError) -> APIError {
        switch error {
        case .notFound(let what, let hint):
            return .notFound(hint.map { "\(what); \($0)" } ?? what)
        case .ambiguous(let what, let candidates):
            var error = APIError.conflict(what)
            error.extensions["candidates"] = candidates
            return error
        case .unresolvable(let what):
            return .unprocessable(what)
        case .invalidQuery(let what):
            return .badRequest(what)
        }
    }
}
