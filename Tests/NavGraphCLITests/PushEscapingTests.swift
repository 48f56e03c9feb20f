import Foundation
import HTTPServer
import TestSupport
import Testing

/// What `navgraph push` prints that a server or a repository names (storyboard names, the label, the diff's
/// summary and messages, a problem's detail) is escaped as `navgraph diff --format text` escapes it: the real
/// binary never prints a line a GitHub runner would take for a workflow command, nor a control character a
/// terminal would obey.
@Suite(.enabled(if: CLITest.builtExecutable("navgraph") != nil, "needs the navgraph executable (swift build)"))
struct PushEscapingTests {
    static func json(_ object: Any, status: Int = 200) throws -> HTTPResponse {
        .json(try JSONSerialization.data(withJSONObject: object), status: status)
    }

    @Test func namesInTheSnapshotResultAndTheDiffArePrintedInert() throws {
        let names = HostileNames.all
        let snapshot = try Self.json([
            "revision": 2, "previousRevision": 1, "label": names[4], "added": names, "replaced": names,
            "removed": names,
        ])
        let changes = names.map { ["impact": $0, "message": $0] }
        let diff = try Self.json(["summary": names[5], "breaking": 0, "bundles": [["changes": changes]]])
        let server = try PushAnswerTests.server(snapshot: snapshot, diff: diff)
        defer { server.stop() }
        let push = try PushAnswerTests.pushRepository(to: server)
        #expect(push.code == 0, "\(push.out)\(push.err)")
        #expect(OutputAudit.commandLines(push.out).isEmpty, "\(OutputAudit.commandLines(push.out).prefix(3))")
        #expect(OutputAudit.commandLines(push.err).isEmpty, "\(OutputAudit.commandLines(push.err).prefix(3))")
        #expect(!push.out.unicodeScalars.contains("\u{1B}"))
        // Shown, not dropped: the reader still sees what the server named.
        #expect(push.out.contains(#"line\n::error file=forged.swift,line=1::forged"#), "\(push.out)")
        #expect(push.out.contains(#"ctl\u{1}\u{1B}[31mred"#), "\(push.out)")
        #expect(push.out.contains("diff from revision 1: tab\\tand\\rreturn\\r\\n::warning::forged"), "\(push.out)")
    }

    @Test func aProblemsDetailIsPrintedInert() throws {
        let detail = HostileNames.all.joined(separator: "\n")
        let problem = try Self.json(["type": "about:blank", "status": 422, "detail": detail], status: 422)
        let server = try PushAnswerTests.server(snapshot: problem, diff: problem)
        defer { server.stop() }
        let push = try PushAnswerTests.pushRepository(to: server)
        #expect(push.code == 65, "\(push.out)\(push.err)")
        #expect(OutputAudit.commandLines(push.err).isEmpty, "\(OutputAudit.commandLines(push.err).prefix(3))")
        #expect(push.err.contains(#"\n::error file=forged.swift"#), "\(push.err)")
        #expect(push.err.split(separator: "\n").count == 1, "\(push.err)")
    }

    /// A repository whose storyboard file name carries a workflow command and an escape sequence, pushed to the
    /// real server: whether the server takes the name or refuses it, push prints it inert.
    @Test func aStoryboardFileNamedLikeAWorkflowCommandIsPrintedInert() throws {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try PushCommandTests.server(in: folder)
        let name = "N\n::error title=pwned::owned \u{1B}]0;title\u{7}\u{1B}[2J"
        try CLITest.write(try PushCommandTests.fixture("old"), to: "repo/\(name).storyboard", in: folder)
        let push = try PushCommandTests.push(
            ["--server", "http://127.0.0.1:\(server.port)", "--project", "app", "repo"], in: folder)
        #expect([0, 65].contains(push.code), "\(push.out)\(push.err)")
        #expect(OutputAudit.commandLines(push.out).isEmpty, "\(OutputAudit.commandLines(push.out))")
        #expect(OutputAudit.commandLines(push.err).isEmpty, "\(OutputAudit.commandLines(push.err))")
        #expect(!(push.out + push.err).unicodeScalars.contains("\u{1B}"))
        #expect(
            (push.out + push.err).contains(#"N\n::error title=pwned::owned \u{1B}]0;title"#), "\(push.out)\(push.err)")
    }
}
