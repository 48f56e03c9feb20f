import Foundation
import TestSupport
import Testing

/// The real binaries given arguments they cannot work with: each such command line is a usage error (exit 64)
/// whose first line on standard error names what is wrong, and nothing is printed, read or written.
@Suite(
    .enabled(if: CLITest.builtExecutable("navgraph") != nil, "needs the navgraph executable (swift build)"),
    .enabled(if: CLITest.builtExecutable("navgraph-offline") != nil, "needs navgraph-offline (swift build)"))
struct UsageErrorTests {
    /// Runs the built `program` with `arguments` in `folder`.
    static func run(_ program: String, _ arguments: [String], in folder: URL) throws -> ProcessRunner.Outcome {
        try ProcessRunner.run(
            try #require(CLITest.builtExecutable(program)), arguments, in: folder, timeout: 120)
    }

    /// The first line of `text`.
    static func firstLine(_ text: String) -> String {
        String(text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
    }

    @Test(
        "a command that reads PATHs, run without one, is a usage error naming the missing argument",
        arguments: [
            ("navgraph", ["check"], "missing PATH"), ("navgraph", ["generate", "--style", "scenes"], "missing PATH"),
            ("navgraph", ["graph", "--format", "dot"], "missing PATH"),
            ("navgraph", ["import", "--project", "demo", "--db", "demo.sqlite"], "missing PATH"),
            ("navgraph", ["sources"], "missing DIR"), ("navgraph-offline", ["check"], "missing PATH"),
            ("navgraph-offline", ["generate", "--style", "scenes"], "missing PATH"),
            ("navgraph-offline", ["graph", "--format", "dot"], "missing PATH"),
            ("navgraph-offline", ["sources"], "missing DIR"),
            ("navgraph", ["diff"], "give two paths, OLD_PATH and NEW_PATH"),
            ("navgraph", ["push", "--server", "http://127.0.0.1:1", "--project", "demo"], "give exactly one PATH"),
        ])
    func aMissingPathIsAUsageErrorNamingIt(program: String, arguments: [String], expected: String) throws {
        // A folder holding a storyboard: were the working folder read for want of a PATH, something would be found.
        let folder = try CLITest.workspace(copying: "Repo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(program, arguments, in: folder)
        #expect(!result.signalled && result.status == 64, "\(arguments): \(result.stderr)")
        #expect(
            Self.firstLine(result.stderr).hasPrefix("\(program) \(arguments[0]): \(expected)"), "\(result.stderr)")
        #expect(result.stdout.isEmpty, "\(result.stdout)")
        // The usage follows, so the user sees where PATH goes.
        #expect(result.stderr.contains("usage: \(program) \(arguments[0]) "), "\(result.stderr)")
        // Nothing was opened: no database file appears.
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("demo.sqlite").path))
    }

    @Test(
        "an option given where a value is due is a usage error, never the value: nothing is written under its name",
        arguments: [
            ["generate", "--style", "scenes", "--output", "--target", "Demo", "Repo"],
            ["graph", "--format", "dot", "--output", "--target", "Demo", "Repo"],
        ])
    func anOptionIsNotTheValueOfTheOneBefore(arguments: [String]) throws {
        let folder = try CLITest.workspace(copying: "Repo")
        defer { try? FileManager.default.removeItem(at: folder) }
        for program in ["navgraph", "navgraph-offline"] {
            let result = try Self.run(program, arguments, in: folder)
            #expect(!result.signalled && result.status == 64, "\(program) \(arguments): \(result.stderr)")
            #expect(
                Self.firstLine(result.stderr)
                    == "\(program) \(arguments[0]): option '--output' needs a value, got the option '--target' "
                    + "(write --output=VALUE for a value starting with --)", "\(result.stderr)")
            #expect(result.stdout.isEmpty, "\(result.stdout)")
            let written = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(written == ["Repo"], "\(written)")
        }
    }

    @Test("after --, a word spelled --help is a PATH, not a request for help")
    func helpAfterTheEndOfOptionsIsAPath() throws {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        for program in ["navgraph", "navgraph-offline"] {
            let result = try Self.run(program, ["check", "--", "--help"], in: folder)
            #expect(!result.signalled && result.status == 66, "\(program): \(result.stderr)")
            #expect(result.stderr == "\(program) check: no such file or folder: --help\n", "\(result.stderr)")
            #expect(result.stdout.isEmpty, "\(result.stdout)")
            // Before --, it is help still.
            let help = try Self.run(program, ["check", "--help", "--", "x"], in: folder)
            #expect(help.status == 0 && help.stdout.hasPrefix("usage: \(program) check "), "\(help.stdout)")
        }
    }

    @Test(
        "an empty word, a shell variable left unset, is a usage error, never the working folder",
        arguments: [
            (["check", ""], "an empty argument where a path is due (is a shell variable unset?)"),
            (
                ["generate", "--style", "scenes", "--output", "", "."],
                "option '--output' needs a value, got an empty one (is a shell variable unset?)"
            ),
            (
                ["graph", "--format", "dot", "--output=", "."],
                "option '--output' needs a value, got an empty one (is a shell variable unset?)"
            ),
            (
                ["push", "--server", "http://127.0.0.1:1", "--project", "demo", ""],
                "an empty argument where a path is due (is a shell variable unset?)"
            ),
            (["diff", ".", ""], "an empty argument where a path is due (is a shell variable unset?)"),
        ])
    func anEmptyWordIsNotTheWorkingFolder(arguments: [String], expected: String) throws {
        // The working folder holds a repository: read for want of the path, it would be found.
        let workspace = try CLITest.workspace(copying: "Repo")
        defer { try? FileManager.default.removeItem(at: workspace) }
        let folder = workspace.appendingPathComponent("Repo")
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let result = try Self.run("navgraph", arguments, in: folder)
        #expect(!result.signalled && result.status == 64, "\(arguments): \(result.stderr)")
        #expect(Self.firstLine(result.stderr) == "navgraph \(arguments[0]): \(expected)", "\(result.stderr)")
        #expect(result.stdout.isEmpty, "\(result.stdout.prefix(200))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == before)
    }

    @Test("help COMMAND prints that command's options, as COMMAND --help does; help of no command is a usage error")
    func helpOfACommandIsItsHelp() throws {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        for program in ["navgraph", "navgraph-offline"] {
            for command in ["check", "generate", "graph", "diff", "sources"] {
                let help = try Self.run(program, ["help", command], in: folder)
                let flag = try Self.run(program, [command, "--help"], in: folder)
                #expect(help.status == 0, "\(program) help \(command): \(help.stderr)")
                #expect(help.stdout.hasPrefix("usage: \(program) \(command) "), "\(help.stdout.prefix(100))")
                #expect(help.stdout == flag.stdout)
            }
            let unknown = try Self.run(program, ["help", "frobnicate"], in: folder)
            #expect(unknown.status == 64, "\(unknown.stdout)")
            #expect(Self.firstLine(unknown.stderr) == "\(program): help: no command 'frobnicate'", "\(unknown.stderr)")
            #expect(unknown.stdout.isEmpty)
        }
        let serve = try Self.run("navgraph", ["help", "serve"], in: folder)
        #expect(serve.status == 0 && serve.stdout.hasPrefix("usage: navgraph serve "), "\(serve.stdout.prefix(100))")
    }

    @Test(
        "an unknown --target set by NAVGRAPH_TARGET, for another step, is named as coming from the environment",
        arguments: [["check", "Repo"], ["graph", "--format", "dot", "Repo"], ["diff", "Repo", "Repo"]])
    func anUnknownTargetFromTheEnvironmentSaysSo(arguments: [String]) throws {
        let folder = try CLITest.workspace(copying: "Repo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ProcessRunner.run(
            try #require(CLITest.builtExecutable("navgraph")), arguments,
            environment: ["NAVGRAPH_TARGET": "Widget"], in: folder, timeout: 120)
        #expect(!result.signalled && result.status == 64, "\(result.stderr)")
        let line = Self.firstLine(result.stderr)
        #expect(line.hasPrefix("navgraph \(arguments[0]): --target: no bundle named 'Widget'"), "\(line)")
        #expect(line.hasSuffix(" (--target came from NAVGRAPH_TARGET in the environment)"), "\(line)")
    }

    @Test(
        "a switch's environment variable holding neither on nor off is a usage error naming it, not off",
        arguments: [
            (["serve", "--host", "0.0.0.0", "--port", "0"], "NAVGRAPH_ALLOW_ANONYMOUS", "allow-anonymous"),
            (["copy", "--from", "from.sqlite", "--to", "to.sqlite"], "NAVGRAPH_COPY_REPLACE", "replace"),
        ])
    func aSwitchSetToAnUnknownWordIsAUsageError(arguments: [String], variable: String, option: String) throws {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ProcessRunner.run(
            try #require(CLITest.builtExecutable("navgraph")), arguments, environment: [variable: "ture"], in: folder,
            timeout: 120)
        #expect(!result.signalled && result.status == 64, "\(result.stderr)")
        #expect(
            Self.firstLine(result.stderr)
                == "navgraph \(arguments[0]): \(variable) (--\(option)) must be 1, true, yes or on, or 0, false, no "
                + "or off, got 'ture'", "\(result.stderr)")
        // Nothing was opened or made.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
