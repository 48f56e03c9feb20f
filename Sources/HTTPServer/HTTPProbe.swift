/// One blocking `GET` for its status (`HTTPExchange`): enough for a health check (Docker's HEALTHCHECK) without
/// bringing in libcurl.
public enum HTTPProbe {
    /// The status code `GET path` on `host:port` answers with, waiting at most `timeoutSeconds` in all.
    public static func status(
        host: String, port: Int, path: String, timeoutSeconds: Int
    ) throws(HTTPExchange.Failure) -> Int {
        try HTTPExchange.send(
            method: "GET", host: host, port: port, target: path, headers: [], bodyPath: nil,
            timeoutSeconds: timeoutSeconds
        ).status
    }
}
