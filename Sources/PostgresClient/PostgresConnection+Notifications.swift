import CLibPQ
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension PostgresConnection {
    /// The connection's socket (`PQsocket`), for a caller's own poll loop; -1 when closed.
    public var socketDescriptor: Int32 {
        guard let handle else { return -1 }
        return PQsocket(handle)
    }

    /// Starts listening to `channel` (`LISTEN`, the name quoted by libpq); listened to again by `reset()`.
    public func listen(channel: String) throws(PostgresError) {
        try execute("LISTEN \(try quotedIdentifier(channel))")
        channels.insert(channel)
    }

    /// Stops listening to `channel` (`UNLISTEN`).
    public func unlisten(channel: String) throws(PostgresError) {
        try execute("UNLISTEN \(try quotedIdentifier(channel))")
        channels.remove(channel)
    }

    /// Sends `payload` on `channel` (`pg_notify`, both as parameters). Inside a transaction, it is delivered
    /// when the transaction commits, and not at all when it rolls back.
    public func notify(channel: String, payload: String) throws(PostgresError) {
        try execute("SELECT pg_notify($1, $2)", [.text(channel), .text(payload)])
    }

    /// The notifications that arrived, waiting up to `timeout` seconds for the first one; `[]` when none came.
    ///
    /// Waits with poll(2) on the socket, then reads with `PQconsumeInput` and `PQnotifies`. Throws a
    /// connection failure (`isConnectionFailure`) when the server went away.
    public func waitForNotifications(timeout: Double) throws(PostgresError) -> [PostgresNotification] {
        guard let handle else { throw closedError() }
        let deadline = Date().addingTimeInterval(max(0, timeout))
        while true {
            // What earlier calls already read may hold notifications: deliver those without waiting.
            try consumeInput(handle)
            let arrived = drainNotifications(handle)
            if !arrived.isEmpty { return arrived }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 { return [] }
            var descriptor = pollfd(fd: PQsocket(handle), events: Int16(POLLIN), revents: 0)
            guard descriptor.fd >= 0 else {
                throw PostgresError(sqlState: nil, message: "no socket: \(libpqMessage())", connectionLost: true)
            }
            let milliseconds = Int32(min(remaining * 1000, Double(Int32.max)).rounded(.up))
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0 {
                let code = errno
                if code == EINTR { continue }
                throw PostgresError(
                    sqlState: nil,
                    message: "poll on the connection's socket failed: \(String(cString: strerror(code)))",
                    connectionLost: true)
            }
            // Readable, hung up or in error: the next round's PQconsumeInput reads it or reports the loss.
        }
    }

    private func consumeInput(_ handle: OpaquePointer) throws(PostgresError) {
        guard PQconsumeInput(handle) == 1, PQstatus(handle) == CONNECTION_OK else {
            throw PostgresError(sqlState: nil, message: libpqMessage(), connectionLost: true)
        }
    }

    private func drainNotifications(_ handle: OpaquePointer) -> [PostgresNotification] {
        var notifications: [PostgresNotification] = []
        while let notice = PQnotifies(handle) {
            let event = notice.pointee
            notifications.append(
                PostgresNotification(
                    channel: String(cString: event.relname), payload: String(cString: event.extra),
                    processID: event.be_pid))
            PQfreemem(notice)
        }
        return notifications
    }

    /// `name` as a quoted SQL identifier (`PQescapeIdentifier`), for the statements that take no parameters.
    private func quotedIdentifier(_ name: String) throws(PostgresError) -> String {
        guard let handle else { throw closedError() }
        guard let quoted = PQescapeIdentifier(handle, name, name.utf8.count) else {
            throw PostgresError(sqlState: "42602", message: "invalid channel name: \(libpqMessage())")
        }
        defer { PQfreemem(quoted) }
        return String(cString: quoted)
    }
}
