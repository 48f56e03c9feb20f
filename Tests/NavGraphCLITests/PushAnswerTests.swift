import Foundation
import HTTPServer
import TestSupport
import Testing

/// `navgraph push` against a server that answers 2xx with something that is not NavGraph's JSON (a proxy's or a
/// captive portal's page): the push fails as the server failing (69) and says what came back, instead of a bare
/// "not a snapshot result".
@Suite(.enabled(if: CLITest.builtExecutable("navgraph") != nil, "needs the navgraph executable (swift build)"))
struct PushAnswerTests {
    static let page = "<html><body>Sign in to the guest network</body></html>"

    /// A server on a loopback port whose snapshot route answers `snapshot` and whose diff route answers `diff`.
    static func server(snapshot: HTTPResponse, diff: HTTPResponse) throws -> RouterServer {
        var router = Router()
        router.add(.put, "/v1/projects/{project}/snapshot") { _, _ in snapshot }
        router.add(.get, "/v1/projects/{project}/diff") { _, _ in diff }
        return try RouterServer(router)
    }

    static func html() -> HTTPResponse {
        HTTPResponse(status: 200, headers: ["Content-Type": "text/html"], body: Data(page.utf8))
    }

    static func pushRepository(to server: RouterServer) throws -> (code: Int32, out: String, err: String) {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLITest.write(try PushCommandTests.fixture("old"), to: "repo/Main.storyboard", in: folder)
        return try PushCommandTests.push(
            ["--server", "http://127.0.0.1:\(server.port)", "--project", "app", "repo"], in: folder)
    }

    @Test func aSnapshotAnswerThatIsNotJSONExits69WithWhatCameBack() throws {
        let server = try Self.server(snapshot: Self.html(), diff: Self.html())
        defer { server.stop() }
        let push = try Self.pushRepository(to: server)
        #expect(push.code == 69, "\(push.out)\(push.err)")
        #expect(push.err.contains("PUT snapshot answered 200 with a body that is not JSON"), "\(push.err)")
        #expect(push.err.contains("Sign in to the guest network"), "\(push.err)")
    }

    @Test func aDiffAnswerThatIsNotJSONExits69WithWhatCameBack() throws {
        let result = #"{"revision":3,"previousRevision":2,"added":[],"replaced":["Main"],"removed":[]}"#
        let server = try Self.server(snapshot: .json(Data(result.utf8)), diff: Self.html())
        defer { server.stop() }
        let push = try Self.pushRepository(to: server)
        #expect(push.code == 69, "\(push.out)\(push.err)")
        #expect(push.out.contains("revision 3"), "\(push.out)")
        #expect(push.err.contains("GET diff answered 200 with a body that is not JSON"), "\(push.err)")
        #expect(push.err.contains("Sign in to the guest network"), "\(push.err)")
    }

    @Test func aSnapshotAnswerWithoutARevisionExits69WithWhatCameBack() throws {
        let server = try Self.server(snapshot: .json(Data(#"{"status":"queued"}"#.utf8)), diff: Self.html())
        defer { server.stop() }
        let push = try Self.pushRepository(to: server)
        #expect(push.code == 69, "\(push.out)\(push.err)")
        #expect(push.err.contains("PUT snapshot answered 200 without a revision"), "\(push.err)")
        #expect(push.err.contains("queued"), "\(push.err)")
    }
}
