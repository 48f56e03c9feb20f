import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension HTTPServer {
    /// Starts (if not yet started), serves until one of `signals` (`SIGTERM`, `SIGINT`) arrives, then
    /// shuts down gracefully (docs/http-api.md, "Limits") and returns. `onStart` receives the bound port.
    public func runUntilSignalled(
        _ signals: [Int32] = [SIGTERM, SIGINT], onStart: (@Sendable (Int) -> Void)? = nil
    ) throws(SystemError) {
        // The default actions would kill the process mid-request; dispatch sources see the signals instead.
        for number in signals { signal(number, SIG_IGN) }
        let queue = DispatchQueue(label: "navgraph.http.signals")
        let sources = signals.map { number in
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { [self] in
                ServerLog.info("received signal \(number); draining")
                shutdown()
            }
            source.resume()
            return source
        }
        defer { for source in sources { source.cancel() } }
        let port: Int
        if let running = self.port {
            port = running
        } else {
            port = try start()
        }
        onStart?(port)
        waitUntilStopped()
    }
}
