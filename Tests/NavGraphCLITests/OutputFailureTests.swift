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

/// The real binary told to write `--output` where a FIFO (or a link to one) is: exit 73 and one line naming it as no
/// regular file, never a read that blocks, a rename that swaps the FIFO for a plain file, or some of a style's files
/// written before the refusal.
@Suite(.enabled(if: CLITest.builtExecutable("navgraph") != nil, "needs the navgraph executable (swift build)"))
struct OutputFileKindTests {
    /// A workspace holding the examples as `App` and a FIFO at each of `fifos` (relative paths).
    static func workspace(fifos: [String]) throws -> URL {
        let folder = try CLITest.workspace(copying: "../../examples", as: "App")
        for fifo in fifos {
            let url = folder.appendingPathComponent(fifo)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try #require(mkfifo(url.path, 0o644) == 0, "mkfifo \(fifo)")
        }
        return folder
    }

    /// Whether `url` is there and no regular file (the FIFO made, never swapped for a plain file).
    static func isNoRegularFile(_ url: URL) throws -> Bool {
        try FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType != .typeRegular
    }

    /// Each case: the command, its --output, where the FIFO is, and whether --output is a link to it.
    @Test(arguments: [
        (["generate", "--style", "scenes"], "Out.swift", "Out.swift", false),
        (["graph", "--format", "dot"], "Out.dot", "Out.dot", false),
        (["graph", "--format", "dot"], "Link.dot", "Out.dot", true),
        (["generate", "--style", "objc-backed"], "Generated", "Generated/Storyboards.swift", false),
    ])
    func anOutputThatIsAFIFOIsRefusedWithNothingWritten(
        command: [String], output: String, fifo: String, linked: Bool
    ) throws {
        let folder = try Self.workspace(fifos: [fifo])
        defer { try? FileManager.default.removeItem(at: folder) }
        if linked {
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent(output).path, withDestinationPath: fifo)
        }
        let result = try ProcessRunner.run(
            try #require(CLITest.builtExecutable("navgraph")), command + ["--output", output, "App"], in: folder,
            timeout: 120)
        #expect(!result.signalled && result.status == 73, "\(result.stderr)")
        // The file refused, as typed: --output itself, or the style's file inside the --output folder.
        let named = output == "Generated" ? fifo : output
        #expect(
            result.stderr
                == "navgraph \(command[0]): cannot write \(named): not a regular file (a FIFO, socket or device); "
                + "leave out --output to print\n", "\(result.stderr)")
        #expect(try Self.isNoRegularFile(folder.appendingPathComponent(fifo)))
        // A style of several files wrote none of them.
        let beside = try FileManager.default.contentsOfDirectory(
            atPath: folder.appendingPathComponent(fifo).deletingLastPathComponent().path)
        #expect(!beside.contains { $0.hasSuffix(".h") || $0.hasSuffix(".m") }, "\(beside)")
    }

    /// An --output ending in `/` names a folder, made when missing: generate writes its file into it, graph (one file)
    /// refuses it with 73; neither makes a file of the folder's name.
    @Test func anOutputEndingInASlashIsAFolder() throws {
        let folder = try Self.workspace(fifos: [])
        defer { try? FileManager.default.removeItem(at: folder) }
        let binary = try #require(CLITest.builtExecutable("navgraph"))
        let generated = try ProcessRunner.run(
            binary, ["generate", "--style", "scenes", "--output", "Generated/", "App"], in: folder, timeout: 120)
        #expect(generated.status == 0, "\(generated.stderr)")
        #expect(generated.stderr == "Generated/Storyboards.swift: written\n", "\(generated.stderr)")
        #expect(try Self.isNoRegularFile(folder.appendingPathComponent("Generated")))
        let code = try String(contentsOf: folder.appendingPathComponent("Generated/Storyboards.swift"), encoding: .utf8)
        #expect(code.contains("enum StoryboardScene"))
        let graph = try ProcessRunner.run(
            binary, ["graph", "--format", "dot", "--output", "Graphs/", "App"], in: folder, timeout: 120)
        #expect(graph.status == 73, "\(graph.stderr)")
        #expect(
            graph.stderr == "navgraph graph: cannot write Graphs/: it names a folder (ends in /)\n", "\(graph.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Graphs").path))
    }

    /// An --output that is a link to a file (a generated file kept in another folder) is written through: the
    /// link stays a link and the file it points to gets the new contents, as the shell's `>` would.
    @Test func anOutputThatIsALinkIsWrittenThroughAndKept() throws {
        let folder = try Self.workspace(fifos: [])
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLITest.write("digraph old {}\n", to: "Shared/Graph.dot", in: folder)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Link.dot").path, withDestinationPath: "Shared/Graph.dot")
        let result = try ProcessRunner.run(
            try #require(CLITest.builtExecutable("navgraph")),
            ["graph", "--format", "dot", "--output", "Link.dot", "App"],
            in: folder, timeout: 120)
        #expect(!result.signalled && result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "Link.dot: written\n", "\(result.stderr)")
        let link = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("Link.dot").path)
        #expect(link[.type] as? FileAttributeType == .typeSymbolicLink)
        let written = try String(contentsOf: folder.appendingPathComponent("Shared/Graph.dot"), encoding: .utf8)
        #expect(written.hasPrefix("digraph") && written.contains("Main"), "\(written.prefix(200))")
    }

    /// generate --output DIR of several bundles checks where every bundle's files go before writing the first: a
    /// file where one bundle's folder goes, or a FIFO where one of its files goes, is refused (73) with no other
    /// bundle's files written.
    @Test(arguments: [
        ("out/ShareExtension", false, "cannot create folder out/ShareExtension: a file is in the way"),
        (
            "out/DemoKit/Storyboards.swift", true,
            "cannot write out/DemoKit/Storyboards.swift: not a regular file (a FIFO, socket or device); leave out "
                + "--output to print"
        ),
    ])
    func severalBundlesWriteNothingWhenOnePlaceIsBlocked(blocked: String, fifo: Bool, message: String) throws {
        let folder = try CLITest.workspace(copying: "Repo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(blocked)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if fifo {
            try #require(mkfifo(url.path, 0o644) == 0, "mkfifo \(blocked)")
        } else {
            try CLITest.write("not a folder", to: blocked, in: folder)
        }
        let result = try ProcessRunner.run(
            try #require(CLITest.builtExecutable("navgraph")),
            ["generate", "--style", "scenes", "--output", "out", "Repo"], in: folder, timeout: 120)
        #expect(!result.signalled && result.status == 73, "\(result.stderr)")
        #expect(result.stderr == "navgraph generate: \(message)\n", "\(result.stderr)")
        let written = try FileManager.default.subpathsOfDirectory(atPath: folder.appendingPathComponent("out").path)
        #expect(
            written.sorted() == (fifo ? ["DemoKit", "DemoKit/Storyboards.swift"] : ["ShareExtension"]), "\(written)")
    }
}
