import Foundation
import Testing

@Suite(.tags(.inProcess)) struct CodeGenRoutesTests {
    func serverWithExamples() throws -> TestServer {
        let server = try TestServer()
        try server.importExamples()
        return server
    }

    @Test func swiftStylesAreServedAsSwiftWithETagAnd304() throws {
        let server = try serverWithExamples()
        defer { server.tearDown() }
        let response = try server.request("GET", "/v1/projects/demo/codegen/scenes")
        #expect(response.status == 200)
        #expect(response.header("Content-Type")?.hasPrefix("text/x-swift") == true)
        #expect(response.text.contains("NavGraph"))
        #expect(response.text.contains("ProfileViewController"))
        let tag = try #require(response.header("ETag"))
        let again = try server.request("GET", "/v1/projects/demo/codegen/scenes", headers: ["If-None-Match": tag])
        #expect(again.status == 304)
        // A write to the project changes the output's header (its revision), so the tag no longer matches.
        _ = try server.json("PATCH", "/v1/projects/demo", ["module": "DemoAppRenamed"])
        let changed = try server.request("GET", "/v1/projects/demo/codegen/scenes", headers: ["If-None-Match": tag])
        #expect(changed.status == 200)
    }

    @Test func accessPublicMakesSymbolsPublic() throws {
        let server = try serverWithExamples()
        defer { server.tearDown() }
        let internalResponse = try server.request("GET", "/v1/projects/demo/codegen/storyboardable")
        #expect(internalResponse.status == 200)
        let publicResponse = try server.request("GET", "/v1/projects/demo/codegen/storyboardable?access=public")
        #expect(publicResponse.status == 200)
        let internalCode = internalResponse.text
        let publicCode = publicResponse.text
        #expect(internalCode.contains("enum StoryboardCases"))
        #expect(!internalCode.contains("public "))
        #expect(publicCode.contains("public enum StoryboardCases"))
        // Every declaration the internal file makes is public in the other, and the rest is the same text.
        let declarations = ["enum ", "protocol ", "static func ", "func ", "static var ", "var ", "case "]
        let made = internalCode.split(separator: "\n").filter { line in
            let code = line.drop { $0 == " " }
            // Declarations with a body or a value; a protocol's requirements take no access modifier.
            return declarations.contains { code.hasPrefix($0) } && !code.hasPrefix("case ")
                && (code.hasSuffix("{") || code.contains(" = "))
        }
        #expect(!made.isEmpty)
        for line in made {
            let indent = line.prefix { $0 == " " }
            let publicLine = indent + "public " + line.dropFirst(indent.count)
            #expect(publicCode.contains(publicLine), "\(line) is not public with access=public")
        }
        let open = try server.request("GET", "/v1/projects/demo/codegen/scenes?access=open")
        #expect(open.status == 400)
        #expect(open.header("Content-Type") == "application/problem+json")
    }

    @Test func objcBackedIsAJSONBundleOfFiles() throws {
        let server = try serverWithExamples()
        defer { server.tearDown() }
        let response = try server.request("GET", "/v1/projects/demo/codegen/objc-backed")
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "application/json")
        let files = response.object["files"] as? [[String: Any]] ?? []
        let names = files.compactMap { $0["name"] as? String }
        #expect(names.contains("StoryboardBackedViewController.h"))
        #expect(names.contains("StoryboardBackedViewController.m"))
    }

    @Test func unknownStyleIs404ListingTheStyles() throws {
        let server = try serverWithExamples()
        defer { server.tearDown() }
        let response = try server.request("GET", "/v1/projects/demo/codegen/rswift")
        #expect(response.status == 404)
        let detail = response.object["detail"] as? String ?? ""
        for style in [
            "scenes", "storyboard-enum", "viewmodel-bindable", "storyboardable", "initializable", "objc-backed",
            "segues",
        ] {
            #expect(detail.contains(style))
        }
        #expect(try server.request("GET", "/v1/projects/ghost/codegen/scenes").status == 404)
    }
}
