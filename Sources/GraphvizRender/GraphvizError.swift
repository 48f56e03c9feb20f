/// Why Graphviz could not draw a graph.
public enum GraphvizError: Error, Sendable, Equatable {
    /// No `dot` executable on the search path: the Debian package `graphviz` is missing.
    case notInstalled(searched: String)
    /// `dot` could not be started.
    case launchFailed(String)
    /// `dot` exited with a failure status; `message` is the start of what it wrote to stderr.
    case failed(status: Int32, message: String)
    /// `dot` ran longer than allowed and was stopped.
    case timedOut(seconds: Double)
    /// `dot` wrote more than allowed and was stopped.
    case outputTooLarge(limit: Int)
    /// Nobody waited for the drawing any more (every asker left, or ran out of time), so `dot` was stopped.
    case abandoned
    /// The SVG `dot` wrote failed `SVGCheck` (not XML, or holding an element or link a drawing never has).
    case unsafeOutput(String)

    /// The Debian package that provides `dot`.
    public static let package = "graphviz"

    /// One sentence for a problem's `detail` or a command's error line.
    public var message: String {
        switch self {
        case .notInstalled(let searched):
            return "Graphviz is not installed: no 'dot' executable in \(searched); install the package "
                + "'\(Self.package)' (apt-get install \(Self.package), brew install \(Self.package))"
        case .launchFailed(let reason):
            return "Graphviz's dot could not be started: \(reason)"
        case .failed(let status, let message):
            return "Graphviz's dot failed (exit status \(status)): \(message)"
        case .timedOut(let seconds):
            return "Graphviz's dot did not finish the layout within \(Int(seconds)) s and was stopped"
        case .outputTooLarge(let limit):
            return "Graphviz's dot wrote more than \(limit / (1 << 20)) MiB of SVG and was stopped"
        case .abandoned:
            return "nobody waited for the drawing any more, so Graphviz's dot was stopped"
        case .unsafeOutput(let problem):
            return "the drawing was withheld because \(problem)"
        }
    }
}
