import Foundation
import TestSupport
import Testing

/// `navgraph push`, the real binary against the real `navgraph serve` on a loopback socket with a token: labels,
/// the diff it prints, `--fail-on breaking` both ways, and the exit codes of a refused or unreachable server.
@Suite(.enabled(if: CLITest.builtExecutable("navgraph") != nil, "needs the navgraph executable (swift build)"))
struct PushCommandTests {
    static let token = "push-test-token"

    /// `navgraph serve` with the token on a free port of `folder`; stopped when the value goes.
    static func server(in folder: URL) throws -> CLITest.ServedBinary {
        try CLITest.ServedBinary(["--db", "push.sqlite"], in: folder, environment: ["NAVGRAPH_TOKEN": token])
    }

    /// Runs the real `navgraph push` binary (through `launcher` when given, e.g. `unshare ...`) with only `PATH`,
    /// `HOME`, the token and `environment`; answers its exit code and output.
    static func push(
        _ arguments: [String], in folder: URL, token: String = token, environment: [String: String] = [:],
        launcher: [String] = [], timeout: Double = 120
    ) throws -> (code: Int32, out: String, err: String) {
        let binary = try #require(CLITest.builtExecutable("navgraph"))
        let command = launcher + [binary.path, "push"] + arguments
        let outcome = try ProcessRunner.run(
            URL(fileURLWithPath: command[0]), Array(command.dropFirst()),
            environment: ["PATH": "/usr/bin:/bin", "HOME": folder.path, "NAVGRAPH_TOKEN": token].merging(environment) {
                $1
            }, inheritEnvironment: false, in: folder, timeout: timeout)
        return (outcome.status, outcome.stdout, outcome.stderr)
    }

    /// Pushes a folder of one storyboard to `server` with a 20 s timeout, from a workspace removed afterwards.
    static func pushOneStoryboard(to server: String) throws -> (code: Int32, out: String, err: String) {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLITest.write(try fixture("old"), to: "Main.storyboard", in: folder.appendingPathComponent("repo"))
        return try push(["--server", server, "--project", "app", "--timeout", "20", "repo"], in: folder)
    }

    static func fixture(_ side: String) throws -> String {
        try SmallStoryboards.segueDestination(side)
    }

    @Test func pushLabelsRevisionsPrintsTheDiffAndFailsOnBreakingChangesOnlyWhenAsked() throws {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try Self.server(in: folder)
        let url = "http://127.0.0.1:\(server.port)"
        let repo = folder.appendingPathComponent("repo")
        try CLITest.write(try Self.fixture("old"), to: "App/Main.storyboard", in: repo)
        try CLITest.write("not pushed", to: "App/Notes.txt", in: repo)

        let base = try Self.push(["--server", url, "--project", "app", "--label", "base-sha", "repo"], in: folder)
        #expect(base.code == 0, "\(base.err)")
        #expect(base.out.contains("pushed 1 files of repo to project 'app'"), "\(base.out)")
        #expect(base.out.contains("(label base-sha)"))
        #expect(base.out.contains("added: Main"))

        // The segue now lands on another scene: breaking, and --fail-on breaking says so with exit 1.
        try CLITest.write(try Self.fixture("new"), to: "App/Main.storyboard", in: repo)
        let head = try Self.push(
            ["--server", url, "--project", "app", "--label", "head-sha", "--fail-on", "breaking", "repo"], in: folder)
        #expect(head.code == 1, "\(head.out)\(head.err)")
        #expect(head.out.contains("replaced: Main"))
        #expect(head.out.contains("breaking:"), "\(head.out)")

        // A new storyboard of its own classes breaks nothing: exit 0 with the same flag.
        try CLITest.write(Self.extra, to: "App/Extra.storyboard", in: repo)
        let added = try Self.push(["--server", url, "--project", "app", "--fail-on", "breaking", "repo"], in: folder)
        #expect(added.code == 0, "\(added.out)\(added.err)")
        #expect(added.out.contains("added: Extra"))
        #expect(!added.out.contains("breaking:"), "\(added.out)")

        // Nothing changed: the same revision, exit 0.
        let again = try Self.push(["--server", url, "--project", "app", "repo"], in: folder)
        #expect(again.code == 0)
        #expect(again.out.contains("unchanged"))
    }

    @Test func aRefusedOrUnreachableServerExitsNonZeroWithTheReason() throws {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try Self.server(in: folder)
        let repo = folder.appendingPathComponent("repo")
        try CLITest.write(try Self.fixture("old"), to: "Main.storyboard", in: repo)
        let url = "http://127.0.0.1:\(server.port)"

        let wrongToken = try Self.push(["--server", url, "--project", "app", "repo"], in: folder, token: "wrong")
        #expect(wrongToken.code == 65, "\(wrongToken.err)")
        #expect(wrongToken.err.contains("401"), "\(wrongToken.err)")
        let badLabel = try Self.push(["--server", url, "--project", "app", "--label", "1234", "repo"], in: folder)
        #expect(badLabel.code == 65)
        #expect(badLabel.err.contains("label '1234'"), "\(badLabel.err)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("none"), withIntermediateDirectories: true)
        let nothing = try Self.push(["--server", url, "--project", "app", "none"], in: folder)
        #expect(nothing.code == 66, "\(nothing.err)")
        server.process.stop()
        let gone = try Self.push(["--server", url, "--project", "app", "repo"], in: folder)
        #expect(gone.code == 69, "\(gone.err)")
        #expect(gone.err.contains("Connection refused"), "\(gone.err)")
    }

    /// A host that resolves to nothing (`.invalid` never does, RFC 6761) is said in words over either scheme:
    /// the resolver's text, not `Invalid argument`, and not an `NSError` dump of its user-info keys.
    @Test(arguments: ["http", "https"])
    func anUnresolvableHostIsSaidInWords(scheme: String) throws {
        let pushed = try Self.pushOneStoryboard(to: "\(scheme)://navgraph.invalid:8080")
        #expect(pushed.code == 69, "\(pushed.err)")
        #expect(pushed.err.contains("cannot reach \(scheme)://navgraph.invalid:8080/"), "\(pushed.err)")
        for dump in ["Error Domain=", "UserInfo", "NSErrorFailingURLKey", "Invalid argument", "errno"] {
            #expect(!pushed.err.contains(dump), "\(pushed.err)")
        }
        #expect(pushed.err.split(separator: "\n").count == 1, "\(pushed.err)")
    }

    /// A password in --server's URL is never printed: a server that cannot be reached is named with `***` in its
    /// place (CI logs keep push's messages), over either scheme.
    @Test(arguments: ["http", "https"])
    func aPasswordInTheServerURLIsNotPrinted(scheme: String) throws {
        // Port 1 on loopback: nothing of ours listens there.
        let pushed = try Self.pushOneStoryboard(to: "\(scheme)://ci:s3cret-pw@127.0.0.1:1")
        #expect(pushed.code == 69, "\(pushed.err)")
        #expect(
            pushed.err.hasPrefix("navgraph push: PUT snapshot: cannot reach \(scheme)://ci:***@127.0.0.1:1/"),
            "\(pushed.err)")
        #expect(!pushed.err.contains("s3cret-pw") && !pushed.out.contains("s3cret-pw"), "\(pushed.err)")
    }

    /// The archive push writes in TMPDIR: a TMPDIR it cannot be written in is 73 with the reason and where, before
    /// anything is sent (port 1: were it sent, the refusal would be 69).
    @Test func anArchiveThatCannotBeCreatedSaysWhyAndWhere() throws {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLITest.write(try Self.fixture("old"), to: "Main.storyboard", in: folder.appendingPathComponent("repo"))
        try CLITest.write("a file, not a folder", to: "tmp", in: folder)
        let pushed = try Self.push(
            ["--server", "http://127.0.0.1:1", "--project", "app", "repo"], in: folder,
            environment: ["TMPDIR": folder.appendingPathComponent("tmp").path])
        #expect(pushed.code == 73, "\(pushed.err)")
        #expect(
            pushed.err.hasPrefix("navgraph push: cannot create the archive \(folder.path)/tmp/navgraph-push-"),
            "\(pushed.err)")
        #expect(
            pushed.err.hasSuffix(".tar: not a directory (TMPDIR names the folder it is written in)\n"), "\(pushed.err)")
    }

    /// A storyboard push may not read is one line naming it and the reason, exit 74, nothing sent (port 1: were it
    /// sent, the refusal would be 69). Run as root, push runs as `nobody` (`UnprivilegedUser`).
    @Test(
        .enabled(
            if: UnprivilegedUser.launcher != nil,
            "runs as root without /usr/bin/setpriv: a file of mode 000 would be read, proving nothing"))
    func aStoryboardThatCannotBeReadIsNamedWithTheReason() throws {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let repo = folder.appendingPathComponent("repo")
        try CLITest.write(try Self.fixture("old"), to: "Main.storyboard", in: repo)
        try CLITest.write(try Self.fixture("new"), to: "Locked.storyboard", in: repo)
        try FileManager.default.setAttributes(
            [.posixPermissions: 0], ofItemAtPath: repo.appendingPathComponent("Locked.storyboard").path)
        let pushed = try Self.push(
            ["--server", "http://127.0.0.1:1", "--project", "app", "repo"], in: folder,
            launcher: try #require(UnprivilegedUser.launcher))
        #expect(pushed.code == 74, "\(pushed.err)")
        #expect(
            pushed.err
                == "navgraph push: cannot archive \(repo.path): cannot read \(repo.path)/Locked.storyboard: permission "
                + "denied\n", "\(pushed.err)")
    }

    static let extra = SmallStoryboards.oneScene(customClass: "ExtraViewController", controller: "x1", scene: "xs1")
}
