import Testing

@testable import NavGraphLog

/// The one line format every module's log lines share (`Log.format`), and the level names.
@Suite struct LogTests {
    @Test func aLineNamesItsSubsystemOrTheProcess() {
        #expect(
            Log.format(subsystem: "storage", "WAL checkpoint failed", secrets: [])
                == "navgraph storage: WAL checkpoint failed\n")
        #expect(Log.format(subsystem: nil, "ready", secrets: []) == "navgraph: ready\n")
    }

    @Test func everySecretIsMaskedWhereverItAppears() {
        let line = Log.format(
            subsystem: "http",
            "GET /x failed: Authorization Bearer tok-123 and postgres://u:pa55@db/x, again tok-123",
            secrets: ["tok-123", "pa55"])
        #expect(line == "navgraph http: GET /x failed: Authorization Bearer *** and postgres://u:***@db/x, again ***\n")
        #expect(!line.contains("tok-123") && !line.contains("pa55"))
    }

    @Test func aSecretContainingAnotherIsMaskedWhole() {
        let line = Log.format(subsystem: nil, "token abc-long-secret", secrets: ["abc", "abc-long-secret"])
        #expect(line == "navgraph: token ***\n")
    }

    @Test func aMessageStaysOneLineWhateverItHolds() {
        let line = Log.format(
            subsystem: nil, "cannot remove N\n::error title=pwned::x\u{1B}[31m\r\tend\u{7F}\u{85}", secrets: [])
        #expect(line == "navgraph: cannot remove N\\n::error title=pwned::x\\u{1B}[31m\\r\\tend\\u{7F}\\u{85}\n")
        #expect(line.filter { $0 == "\n" }.count == 1)
        // Text that is not a control character is kept as it is.
        #expect(Log.format(subsystem: nil, "café ✓", secrets: []) == "navgraph: café ✓\n")
    }

    @Test func levelsAreOrderedAndNamedAsTheOptionSpellsThem() {
        #expect(LogLevel.allCases.map(\.name) == ["debug", "info", "warning", "error"])
        #expect(LogLevel.debug < LogLevel.info && LogLevel.info < LogLevel.warning && LogLevel.warning < LogLevel.error)
        #expect(LogLevel(name: "WARNING") == .warning)
        #expect(LogLevel(name: "verbose") == nil)
    }
}
