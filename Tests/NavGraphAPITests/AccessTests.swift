import Foundation
import Testing

@Suite struct AccessTests {
    @Test func tokenIsRequiredExceptForHealth() throws {
        let server = try LiveServer(token: "s3cret", readToken: "reader")
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
        #expect(try server.request("GET", "/v1/projects", headers: writer).array.count == 1)
    }
}
