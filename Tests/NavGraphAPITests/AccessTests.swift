import Foundation
import HTTPServer
import Testing

@testable import NavGraphAPI

@Suite struct AccessTests {
    @Test func tokenIsRequiredExceptForHealth() throws {
        let server = try TestServer(token: "s3cret", readToken: "reader")
        defer { server.tearDown() }
        #expect(try server.request("GET", "/healthz").status == 200)
        #expect(try server.request("GET", "/readyz").status == 200)

        let anonymous = try server.request("GET", "/v1/projects")
        #expect(anonymous.status == 401)
        #expect(anonymous.header("WWW-Authenticate")?.hasPrefix("Bearer") == true)
        #expect(anonymous.header("Content-Type") == "application/problem+json")
        let wrong = try server.request("GET", "/v1/projects", headers: ["Authorization": "Bearer s3creT"])
        #expect(wrong.status == 401)
        let basic = try server.request("GET", "/v1/projects", headers: ["Authorization": "Basic czNjcmV0"])
        #expect(basic.status == 401)

        let writer = ["Authorization": "Bearer s3cret"]
        #expect(try server.json("POST", "/v1/projects", ["name": "demo"], headers: writer).status == 201)
        let reader = ["Authorization": "Bearer reader"]
        #expect(try server.request("GET", "/v1/projects/demo", headers: reader).status == 200)
        let forbidden = try server.json("POST", "/v1/projects", ["name": "other"], headers: reader)
        #expect(forbidden.status == 403)
        #expect(try server.request("DELETE", "/v1/projects/demo", headers: reader).status == 403)
        let list = try server.request("GET", "/v1/projects", headers: writer)
        #expect(list.status == 200)
        #expect(list.array.map { $0["name"] as? String } == ["demo"])
    }

    static let writer = ["Authorization": "Bearer s3cret"]
    static let reader = ["Authorization": "Bearer reader"]

    /// A project `demo` holding the Demo fixture's `Main` storyboard, written with the write token.
    static func demoProject(_ server: TestServer) throws {
        #expect(try server.json("POST", "/v1/projects", ["name": "demo"], headers: writer).status == 201)
        let main = try TestServer.fixture("Tests/Fixtures/CodeGen/Demo/Main.storyboard")
        let put = try server.request(
            "PUT", "/v1/projects/demo/storyboards/Main",
            headers: writer.merging(["Content-Type": "application/xml"]) { $1 }, body: main)
        #expect(put.status == 201)
    }

    /// Everything a client can read of `demo`, to show a refused write changed nothing.
    static func snapshot(_ server: TestServer) throws -> [Data] {
        try [
            "/v1/projects", "/v1/projects/demo", "/v1/projects/demo/storyboards", "/v1/projects/demo/storyboards/Main",
            "/v1/projects/demo/storyboards/Main/scenes", "/v1/projects/demo/storyboards/Main/segues",
        ].map { path in
            let response = try server.request("GET", path, headers: writer)
            #expect(response.status == 200, "GET \(path)")
            return response.body
        }
    }

    /// The read-only token is refused on every write route the router serves, the streaming PUT included,
    /// before the write happens.
    @Test func readTokenIsRefusedOnEveryWriteRoute() throws {
        let server = try TestServer(token: "s3cret", readToken: "reader")
        defer { server.tearDown() }
        try Self.demoProject(server)
        let before = try Self.snapshot(server)
        let writes = server.routeTable.filter { ["POST", "PUT", "PATCH", "DELETE"].contains($0.prefix { $0 != " " }) }
        // Projects (POST, PATCH, DELETE), storyboards (PUT, DELETE), scenes and segues (POST, PATCH, DELETE).
        #expect(writes.count >= 11, "\(writes)")
        #expect(writes.contains("PUT /v1/projects/{project}/storyboards/{storyboard}"))
        let names = ["{project}": "demo", "{storyboard}": "Main", "{scene}": "home", "{segue}": "s2"]
        let auth = try String(
            contentsOf: TestEnvironment.repositoryRoot.appendingPathComponent(
                "Tests/Fixtures/CodeGen/Demo/Auth.storyboard"), encoding: .utf8)
        for route in writes {
            let parts = route.split(separator: " ", maxSplits: 1).map(String.init)
            let path = names.reduce(parts[1]) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
            let (type, body): (String, Data) =
                parts[0] == "PUT"
                ? ("application/xml", Data(auth.utf8))
                : ("application/json", Data(#"{"name":"renamed","id":"new","kind":"viewController"}"#.utf8))
            let response = try server.request(
                parts[0], path, headers: Self.reader.merging(["Content-Type": type]) { $1 }, body: body)
            #expect(response.status == 403, "\(route)")
            #expect(response.header("Content-Type") == "application/problem+json", "\(route)")
        }
        #expect(try Self.snapshot(server) == before)
    }

    /// `/metrics` and `/openapi.json` are not open like the health checks: they need a token too.
    @Test func metricsAndOpenAPINeedAToken() throws {
        let server = try TestServer(token: "s3cret", readToken: "reader")
        defer { server.tearDown() }
        for path in ["/metrics", "/openapi.json"] {
            let anonymous = try server.request("GET", path)
            #expect(anonymous.status == 401, "\(path)")
            #expect(anonymous.header("WWW-Authenticate")?.hasPrefix("Bearer") == true, "\(path)")
            #expect(try server.request("GET", path, headers: Self.reader).status == 200, "\(path)")
        }
    }

    /// A write token alone: it reads and writes; nothing else does.
    @Test func tokenOnlyConfiguration() throws {
        let server = try TestServer(token: "s3cret")
        defer { server.tearDown() }
        #expect(try server.json("POST", "/v1/projects", ["name": "demo"]).status == 401)
        #expect(try server.json("POST", "/v1/projects", ["name": "demo"], headers: Self.reader).status == 401)
        #expect(try server.json("POST", "/v1/projects", ["name": "demo"], headers: Self.writer).status == 201)
        #expect(try server.request("GET", "/v1/projects/demo", headers: Self.reader).status == 401)
        #expect(try server.request("GET", "/v1/projects/demo", headers: Self.writer).status == 200)
        #expect(try server.request("DELETE", "/v1/projects/demo", headers: Self.writer).status == 204)
    }

    /// A read token alone: reads with it, and nobody can write.
    @Test func readTokenOnlyConfiguration() throws {
        let server = try TestServer(readToken: "reader")
        defer { server.tearDown() }
        #expect(try server.request("GET", "/v1/projects").status == 401)
        let list = try server.request("GET", "/v1/projects", headers: Self.reader)
        #expect(list.status == 200)
        #expect(list.array.isEmpty)
        #expect(try server.json("POST", "/v1/projects", ["name": "demo"], headers: Self.reader).status == 403)
        #expect(try server.json("POST", "/v1/projects", ["name": "demo"]).status == 401)
        let after = try server.request("GET", "/v1/projects", headers: Self.reader)
        #expect(after.status == 200)
        #expect(after.array.isEmpty)
    }

    /// Tokens of different lengths never compare equal, even when the lengths differ by a multiple of 256
    /// and the longer one is the shorter padded with the bytes the comparison pads with.
    @Test func tokensOfDifferentLengthsNeverCompareEqual() throws {
        let token = Array("s3cret".utf8)
        #expect(AccessPolicy.constantTimeEquals(token, token))
        #expect(!AccessPolicy.constantTimeEquals(token, Array("s3creT".utf8)))
        for extra in [1, 255, 256, 512, 65_536] {
            let padded = token + [UInt8](repeating: 0xFF, count: extra)
            let zeros = token + [UInt8](repeating: 0, count: extra)
            let longerFirst = AccessPolicy.constantTimeEquals(padded, token)
            let shorterFirst = AccessPolicy.constantTimeEquals(token, padded)
            let zeroPadded = AccessPolicy.constantTimeEquals(zeros, token)
            #expect(!longerFirst, "the token followed by \(extra) bytes 0xFF compared equal")
            #expect(!shorterFirst, "the token compared equal to itself followed by \(extra) bytes 0xFF")
            #expect(!zeroPadded, "the token followed by \(extra) zero bytes compared equal")
        }
        #expect(!AccessPolicy.constantTimeEquals([], token))
        #expect(!AccessPolicy.constantTimeEquals(token, []))
    }
}
