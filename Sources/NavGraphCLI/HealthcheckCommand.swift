import Foundation
import HTTPServer
import NavGraphOffline

/// `navgraph healthcheck`: exit 0 when the local server answers `/healthz` (Docker's HEALTHCHECK).
enum HealthcheckCommand: Subcommand {
    static let name = "healthcheck"
    static let synopsis = "[options]"
    static let abstract = "Exit 0 when the local server answers GET /healthz with 200 (for Docker)."
    static let summary =
        "Exit 0 when the server answers GET /healthz (or --path, e.g. /readyz for readiness) with 200, 1 otherwise."
    static let options: [OptionSpec] = [
        OptionSpec("host", env: "NAVGRAPH_HOST", default: "127.0.0.1", help: "server address"),
        OptionSpec("port", env: "NAVGRAPH_PORT", default: "8080", help: "server port"),
        OptionSpec("timeout", env: "NAVGRAPH_TIMEOUT", default: "3", help: "seconds to wait"),
        OptionSpec(
            "path", env: "NAVGRAPH_HEALTHCHECK_PATH", default: "/healthz",
            help: "what to ask: /healthz (alive) or /readyz (database reachable, replicas following changes)"),
    ]

    static func run(_ options: ParsedOptions, context: CommandContext) throws(CLIError) -> Int32 {
        // A word left over (`healthcheck 8081`, a port without its flag) must not probe the default port instead.
        guard options.positional.isEmpty else {
            throw CLIError.usage(
                "healthcheck takes no arguments, only options (got '\(options.positional.joined(separator: " "))')")
        }
        var host = options["host"] ?? "127.0.0.1"
        // A server listening on every address is reached through loopback.
        if host == "0.0.0.0" || host == "::" { host = "127.0.0.1" }
        let port = try options.integer("port", in: 1...65_535) ?? 8080
        let timeout = try options.integer("timeout", in: 1...300) ?? 3
        let path = options["path"] ?? "/healthz"
        guard ["/healthz", "/readyz"].contains(path) else {
            throw CLIError.usage("--path must be /healthz or /readyz")
        }
        do {
            let status = try HTTPProbe.status(host: host, port: port, path: path, timeoutSeconds: timeout)
            guard status == 200 else { throw CLIError.failure("GET \(path) answered \(status)") }
            context.output("ok\n")
            return 0
        } catch let error as CLIError {
            throw error
        } catch {
            throw CLIError.failure("no answer from http://\(ServeCommand.authority(host, port))\(path): \(error)")
        }
    }
}
