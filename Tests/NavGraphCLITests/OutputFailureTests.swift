import Foundation
import TestSupport
import Testing

/// The real binary with its standard output on a device that refuses every write (`/dev/full`, "No space left
/// on device", as a full disk does): the command ends with exit 74 and one line saying so, never a crash; a reader
/// that closed its pipe early (`navgraph generate | head`) ends it quietly: by SIGPIPE as `cat` would, or by exit
/// 74 where SIGPIPE is ignored.
@Suite(
    .enabled(if: CLITest.builtExecutable("navgraph") != nil, "needs the navgraph executable (swift build)"),
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full (Linux)"))
struct OutputFailureTests {
    /// Runs `navgraph arguments` from the repository root, standard output to `output`.
    static func run(
        _ arguments: [String], output: FileHandle
    ) throws -> (status: Int32, signalled: Bool, stderr: String) {
        let outcome = try ProcessRunner.run(
            try #require(CLITest.builtExecutable("navgraph")), arguments, in: CLITest.root, timeout: 120,
            standardOutput: output)
        return (outcome.status, outcome.signalled, outcome.stderr)
    }

    @Test(arguments: [
        ["generate", "--style", "scenes", "examples"], ["check", "--format", "json", "examples"],
        ["graph", "--format", "dot", "examples"],
    ])
    func aFullDeviceIsAnIOErrorWithOneLine(arguments: [String]) throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let (status, signalled, stderr) = try Self.run(arguments, output: full)
        #expect(!signalled && status == 74, "\(arguments): \(stderr)")
        #expect(stderr == "navgraph: cannot write standard output: No space left on device\n")
    }

    @Test func aReaderThatWentAwayEndsTheCommandQuietly() throws {
        let pipe = Pipe()
        // Nobody reads: the first write finds the pipe closed.
        try pipe.fileHandleForReading.close()
        let (status, signalled, stderr) = try Self.run(
            ["generate", "--style", "scenes", "examples"], output: pipe.fileHandleForWriting)
        // By SIGPIPE, or, where the parent left SIGPIPE ignored (children inherit that), by exit 74 on EPIPE.
        #expect(signalled ? status == SIGPIPE : status == 74, "signalled \(signalled), status \(status)")
        #expect(stderr.isEmpty, "\(stderr)")
    }
}
