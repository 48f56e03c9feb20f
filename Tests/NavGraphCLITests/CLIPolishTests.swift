import Foundation
import Testing

@testable import NavGraphCLI
@testable import NavGraphOffline

/// What a user sees around the commands: missing folders, file errors in one line, help, exit codes,
/// plurals.
@Suite struct CLIPolishTests {
    @Test func generateCreatesAMissingOutputFolder() throws {
        let folder = try CLITest.workspace(copying: "../../examples", as: "App")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = CLITest.run(
            ["generate", "--style", "scenes", "--output", "Generated/Deep/Storyboards.swift", "App"], in: folder)
        #expect(result.code == 0, "\(result.err)")
        #expect(result.err == "Generated/Deep/Storyboards.swift: written\n")
        let code = try String(
            contentsOf: folder.appendingPathComponent("Generated/Deep/Storyboards.swift"), encoding: .utf8)
        #expect(code.contains("enum StoryboardScene"))
    }

    @Test func anOutputThatCannotBeCreatedSaysWhatWhereAndWhyInOneLine() throws {
        let folder = try CLITest.workspace(copying: "../../examples", as: "App")
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLITest.write("not a folder", to: "Generated", in: folder)
        let blocked = CLITest.run(
            ["generate", "--style", "scenes", "--output", "Generated/Storyboards.swift", "App"], in: folder)
        #expect(blocked.code == 73)
        #expect(blocked.err == "navgraph generate: cannot create folder Generated: a file is in the way\n")
        var errors = [blocked.err]
        // A path the kernel refuses: Linux's /proc does not take new files, whoever runs the test (root
        // included). macOS has no /proc (its / refuses non-root users, but not root), so only `blocked` runs there.
        #if os(Linux)
        let refused = CLITest.run(
            ["generate", "--style", "scenes", "--output", "/proc/navgraph-test/Storyboards.swift", "App"], in: folder)
        #expect(refused.code == 73)
        #expect(refused.err.hasPrefix("navgraph generate: cannot create folder /proc/navgraph-test: "))
        #expect(refused.err.split(separator: "\n").count == 1)
        errors.append(refused.err)
        #endif
        for text in errors {
            #expect(
                !text.contains("NSCocoaErrorDomain") && !text.contains("Error Domain") && !text.contains("NSUnderlying")
            )
        }
    }

    @Test func topLevelHelpPrintsCompleteAlignedSummaries() {
        let captured = Captured()
        #expect(NavGraphCommand.main(["--help"], context: captured.context()) == 0)
        let lines = captured.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let commands = lines.filter { $0.hasPrefix("  ") }
        #expect(commands.count == NavGraphCommand.subcommands.count)
        for command in NavGraphCommand.subcommands {
            let line = commands.first { $0.hasPrefix("  \(command.name) ") }
            #expect(line?.hasSuffix(command.abstract) == true, "\(command.name): \(line ?? "missing")")
            #expect(command.abstract.hasSuffix("."), "\(command.name)'s summary is a complete sentence")
        }
        // Every summary starts in one column.
        let columns = Set(
            NavGraphCommand.subcommands.compactMap { command in
                commands.first { $0.hasPrefix("  \(command.name) ") }.flatMap { helpColumn(String($0)) }
            })
        #expect(columns.count == 1)
        #expect(captured.stdout.contains("Import storyboards into the database, one project per bundle"))
        #expect(captured.stdout.contains("66 missing input"))
    }

    @Test func commandHelpShowsDefaultsInOneColumn() {
        for (command, expected) in [
            ("check", ["--format VALUE", "(default text)", "(default info)", "--ignore VALUE...", "--target VALUE"]),
            (
                "serve",
                ["(default 127.0.0.1)", "(default ./navgraph.sqlite)", "default: the schema compiled into navgraph"]
            ),
            ("generate", ["(default internal)", "default: stdout", "default: the Xcode target's module"]),
        ] {
            let captured = Captured()
            #expect(NavGraphCommand.main([command, "--help"], context: captured.context()) == 0)
            for text in expected { #expect(captured.stdout.contains(text), "\(command) --help lacks \(text)") }
            let options = captured.stdout.split(separator: "\n").filter { $0.hasPrefix("  --") }
            #expect(!options.isEmpty)
            #expect(Set(options.map { helpColumn(String($0)) }).count == 1, "\(command): \(options)")
        }
    }

    /// Where the text after the first run of two or more spaces (past the indent) starts.
    func helpColumn(_ line: String) -> Int? {
        let characters = Array(line)
        var index = 2
        while index + 1 < characters.count, !(characters[index] == " " && characters[index + 1] == " ") { index += 1 }
        while index < characters.count, characters[index] == " " { index += 1 }
        return index < characters.count ? index : nil
    }

    @Test func aMissingInputPathExits66() throws {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        for command in [
            ["check"], ["generate", "--style", "scenes"], ["import", "--project", "p", "--db", "d.sqlite"],
        ] {
            let result = CLITest.run(command + ["nowhere"], in: folder)
            #expect(result.code == 66, "\(command): \(result.err)")
            #expect(result.err.contains("no such file or folder: nowhere"))
        }
        let empty = CLITest.run(["check", "."], in: folder)
        #expect(empty.code == 66)
        #expect(empty.err.contains("no .storyboard files found"))
    }

    @Test func countsArePluralizedOnlyWhenNotOne() throws {
        #expect(Plural.count(1, "scene") == "1 scene")
        #expect(Plural.count(2, "scene") == "2 scenes")
        #expect(Plural.count(0, "error") == "0 errors")
        let folder = try CLITest.workspace(copying: "../../examples", as: "App")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = CLITest.run(
            ["import", "--project", "p", "--db", "d.sqlite", "App/Settings.storyboard"], in: folder)
        #expect(result.code == 0)
        #expect(result.out.contains("'Settings', 2 scenes, 1 segue (revision 1)"))
        #expect(result.out.contains("imported 1 of 1 storyboard into project 'p'"))
        #expect(!result.out.contains("1 segues") && !result.out.contains("1 storyboards"))
    }
}

/// A value that came from an environment variable, not a flag, is named as such when it is refused: one command's
/// variable set for another step (`NAVGRAPH_FORMAT=sarif` for `check`) must not read as a `--format` never typed.
@Suite struct EnvironmentSourceTests {
    @Test func aRefusedValueFromTheEnvironmentSaysWhichVariable() throws {
        let folder = try CLITest.workspace(copying: "Repo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fromEnvironment = CLITest.run(
            ["diff", "Repo", "Repo"], in: folder, environment: ["NAVGRAPH_FORMAT": "sarif"])
        #expect(fromEnvironment.code == 64)
        #expect(
            fromEnvironment.err.contains(
                "--format must be text, json, markdown or github, got 'sarif' (--format came from NAVGRAPH_FORMAT in the "
                    + "environment)"), "\(fromEnvironment.err)")
        // Given as a flag, the message is the flag's alone.
        let fromFlag = CLITest.run(["diff", "--format", "sarif", "Repo", "Repo"], in: folder)
        #expect(fromFlag.code == 64)
        #expect(!fromFlag.err.contains("came from"), "\(fromFlag.err)")
        // The variable where it fits is used as before.
        let fits = CLITest.run(["check", "Repo"], in: folder, environment: ["NAVGRAPH_FORMAT": "json"])
        #expect(fits.code == 0, "\(fits.err)")
        #expect(fits.out.hasPrefix("["), "\(fits.out.prefix(80))")
    }
}
