import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's log: every module writes its lines through a `Logger`, and this decides which are written,
/// how they look and where they go.
///
/// One line format everywhere: `navgraph <subsystem>: <message>` (or `navgraph: <message>` with no subsystem),
/// one line per event: a line break or other control character inside a message is written as an escape
/// (`PlainText.line`: `\n`, `\u{1B}`), so a hostile name cannot forge a second line. Every secret the process knows (a token, a
/// database password) is replaced with `***` here, once, whatever module wrote the line.
public enum Log {
    struct State {
        var level: LogLevel = .info
        var secrets: [String] = []
    }

    static let state = Mutex(State())

    /// The mask a secret is replaced with.
    public static let mask = "***"

    /// The least level written (`info` unless set).
    public static var level: LogLevel {
        get { state.withLock { $0.level } }
        set { state.withLock { $0.level = newValue } }
    }

    /// Masks every occurrence of `secret` in every later line. Empty strings are ignored.
    public static func mask(secret: String) {
        guard !secret.isEmpty else { return }
        state.withLock { state in
            if !state.secrets.contains(secret) { state.secrets.append(secret) }
        }
    }

    /// Whether a line at `level` would be written.
    public static func isEnabled(_ level: LogLevel) -> Bool {
        level >= self.level
    }

    /// Writes one line, in the format and with the masking described above; the caller has checked the level.
    static func emit(subsystem: String?, _ message: String) {
        writeToStandardError(format(subsystem: subsystem, message, secrets: state.withLock { $0.secrets }))
    }

    /// The line for `message`: prefixed, masked, escaped and ended with one line break.
    static func format(subsystem: String?, _ message: String, secrets: [String]) -> String {
        var text = message
        // Longest first, so a secret that contains another is masked whole.
        for secret in secrets.sorted(by: { $0.count > $1.count }) { text = text.replacing(secret, with: mask) }
        let prefix = subsystem.map { "navgraph \($0): " } ?? "navgraph: "
        return prefix + PlainText.line(text) + "\n"
    }

    /// One `write(2)` per line, so lines from several threads never interleave; a failed write to standard
    /// error has nowhere to be reported.
    private static func writeToStandardError(_ line: String) {
        let bytes = Array(line.utf8)
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }

    private static func systemWrite(_ pointer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        return write(STDERR_FILENO, pointer, count)
        #else
        return -1
        #endif
    }
}
