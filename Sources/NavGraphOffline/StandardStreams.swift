import Foundation

/// Standard output and error for the real process: a write that fails (a full disk, `> /dev/full`, a reader that
/// went away) ends the command with exit 74, "I/O error", and one line on standard error, instead of the trap of
/// `FileHandle.write(_:)`, which cannot report a failure.
enum StandardStreams {
    /// Writes `text` to standard output; on failure, says so on standard error and exits 74.
    static func writeOutput(_ text: String) {
        write(text, to: .standardOutput, named: "standard output")
    }

    /// Writes `text` to standard error; on failure exits 74 (there is nowhere left to say why).
    static func writeError(_ text: String) {
        write(text, to: .standardError, named: "standard error")
    }

    private static func write(_ text: String, to handle: FileHandle, named name: String) {
        do {
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            // A reader that closed the pipe wants no more (where SIGPIPE is ignored; else the signal ends the
            // process first, as it does `cat`): no message for it.
            if !Self.isBrokenPipe(error), handle !== FileHandle.standardError {
                try? FileHandle.standardError.write(
                    contentsOf: Data("navgraph: cannot write \(name): \(Self.reason(error))\n".utf8))
            }
            exit(74)  // EX_IOERR, as `CLIError.ioError`
        }
    }

    /// Whether `error` is EPIPE: the reading end of a pipe was closed.
    static func isBrokenPipe(_ error: any Error) -> Bool {
        posixCode(error) == Int(EPIPE)
    }

    /// The system's words for the failure ("No space left on device").
    static func reason(_ error: any Error) -> String {
        guard let code = posixCode(error) else { return error.localizedDescription }
        return String(cString: strerror(Int32(code)))
    }

    private static func posixCode(_ error: any Error) -> Int? {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain { return error.code }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return underlying.code
        }
        return nil
    }
}
