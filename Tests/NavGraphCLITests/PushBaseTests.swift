import Foundation
import Testing

/// `navgraph push` where CI goes wrong: a base pushed again after another branch's head (the label's older revision
/// is answered, and the output says the project stays where it is), `--base` to diff a pull request from its own
/// base, and the usage errors found before anything is sent (a PATH that is missing or a file, a URL that is not
/// http, several bundles without `--target`), with a refused token pointing at NAVGRAPH_TOKEN.
@Suite(.enabled(if: CLITest.builtExecutable("navgraph") != nil, "needs the navgraph executable (swift build)"))
struct PushBaseTests {
    /// The revision `push` printed ("...: revision 4 (label ...)").
    static func revision(in output: String) -> Int? {
        guard let range = output.range(of: ": revision ") else { return nil }
        return Int(output[range.upperBound...].prefix { $0.isNumber })
    }

    @Test func aPullRequestIsJudgedFromItsBaseNotFromAnotherBranchPushedSince() throws {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try PushCommandTests.server(in: folder)
        let url = "http://127.0.0.1:\(server.port)"
        let repo = folder.appendingPathComponent("repo")
        let push = { (arguments: [String]) in
            try PushCommandTests.push(["--server", url, "--project", "app"] + arguments + ["repo"], in: folder)
        }
        // The base commit, then pull request 1 (its segue lands elsewhere: breaking).
        try CLITest.write(try PushCommandTests.fixture("old"), to: "App/Main.storyboard", in: repo)
        let base = try push(["--label", "base-sha"])
        #expect(base.code == 0, "\(base.err)")
        let baseRevision = try #require(Self.revision(in: base.out))
        try CLITest.write(try PushCommandTests.fixture("new"), to: "App/Main.storyboard", in: repo)
        let first = try push(["--label", "pr1-sha"])
        let firstRevision = try #require(Self.revision(in: first.out))
        #expect(firstRevision > baseRevision)

        // The base again (CI checks out the base of pull request 2): its label's revision, and the truth about
        // the project, which still holds pull request 1.
        try CLITest.write(try PushCommandTests.fixture("old"), to: "App/Main.storyboard", in: repo)
        let again = try push(["--label", "base-sha"])
        #expect(again.code == 0, "\(again.err)")
        #expect(Self.revision(in: again.out) == baseRevision)
        #expect(
            again.out.contains(
                "unchanged: revision \(baseRevision) (label base-sha) already holds exactly these storyboards; "
                    + "the project stays at revision \(firstRevision)"), "\(again.out)")

        // Pull request 2 only adds a storyboard. From the project's previous revision (pull request 1's head) the
        // diff would blame it for undoing pull request 1; from its base it breaks nothing.
        try CLITest.write(PushCommandTests.extra, to: "App/Extra.storyboard", in: repo)
        let judged = try push(["--label", "pr2-sha", "--base", "base-sha", "--fail-on", "breaking"])
        #expect(judged.code == 0, "\(judged.out)\(judged.err)")
        #expect(judged.out.contains("diff from 'base-sha':"), "\(judged.out)")
        #expect(!judged.out.contains("breaking:"), "\(judged.out)")
        let fromNumber = try push(["--label", "pr2-sha", "--base", String(firstRevision), "--fail-on", "breaking"])
        #expect(fromNumber.code == 1, "\(fromNumber.out)\(fromNumber.err)")
        #expect(fromNumber.out.contains("diff from revision \(firstRevision):"), "\(fromNumber.out)")
        let unknown = try push(["--label", "pr2-sha", "--base", "no-such-label"])
        #expect(unknown.code == 65, "\(unknown.err)")
        #expect(unknown.err.contains("GET diff answered 404"), "\(unknown.err)")
    }

    @Test func whatIsWrongLocallyIsAUsageErrorBeforeAnythingIsSent() throws {
        let folder = try CLITest.workspace(copying: "Repo")
        defer { try? FileManager.default.removeItem(at: folder) }
        // No server runs on this URL: each of these stops before connecting (else it would be 69).
        let url = "http://127.0.0.1:9"
        let missing = try PushCommandTests.push(["--server", url, "--project", "app", "nope"], in: folder)
        #expect(missing.code == 66, "\(missing.err)")
        #expect(missing.err.contains("no such file or folder: nope"), "\(missing.err)")
        let file = try PushCommandTests.push(
            ["--server", url, "--project", "app", "Repo/Demo/Base.lproj/Main.storyboard"], in: folder)
        #expect(file.code == 64, "\(file.err)")
        #expect(file.err.contains("PATH must be a folder"), "\(file.err)")
        for server in ["ftp://127.0.0.1/", "127.0.0.1:8080", "http://"] {
            let wrong = try PushCommandTests.push(["--server", server, "--project", "app", "Repo"], in: folder)
            #expect(wrong.code == 64, "\(server): \(wrong.err)")
            #expect(wrong.err.contains("--server must be the server's http:// or https:// URL"), "\(server)")
        }
        let several = try PushCommandTests.push(["--server", url, "--project", "app", "Repo"], in: folder)
        #expect(several.code == 64, "\(several.err)")
        #expect(
            several.err.contains(
                "Repo holds 4 bundles (Demo, ShareExtension, DemoKit, Repo); pick one with --target NAME"),
            "\(several.err)")
        let unknown = try PushCommandTests.push(
            ["--server", url, "--project", "app", "--target", "Nope", "Repo"], in: folder)
        #expect(unknown.code == 64, "\(unknown.err)")
        #expect(unknown.err.contains("no bundle named 'Nope'"), "\(unknown.err)")
    }

    @Test func aRefusedTokenSaysWhereTheTokenComesFrom() throws {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try PushCommandTests.server(in: folder)
        try CLITest.write(try PushCommandTests.fixture("old"), to: "repo/Main.storyboard", in: folder)
        let refused = try PushCommandTests.push(
            ["--server", "http://127.0.0.1:\(server.port)", "--project", "app", "repo"], in: folder, token: "wrong")
        #expect(refused.code == 65, "\(refused.err)")
        #expect(refused.err.contains("answered 401"), "\(refused.err)")
        #expect(refused.err.contains("set NAVGRAPH_TOKEN, or pass --token"), "\(refused.err)")
    }
}
