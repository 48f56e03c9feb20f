import Foundation
import Testing

@Suite struct ProjectRoutesTests {
    @Test func createReadListUpdateDelete() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        let created = try server.json("POST", "/v1/projects", ["name": "demo", "module": "DemoApp"])
        #expect(created.status == 201)
        #expect(created.header("Location") == "/v1/projects/demo")
        #expect(created.object["name"] as? String == "demo")
        #expect(created.object["platform"] as? String == "ios")
        #expect(created.object["module"] as? String == "DemoApp")
        _ = try server.json("POST", "/v1/projects", ["name": "another", "platform": "macos"])

        let list = try server.request("GET", "/v1/projects")
        #expect(list.status == 200)
        #expect(list.array.map { $0["name"] as? String } == ["another", "demo"])

        let patched = try server.json(
            "PATCH", "/v1/projects/demo", ["module": NSNull(), "platform": "tvos"] as [String: Any])
        #expect(patched.status == 200)
        #expect(patched.object["module"] == nil)
        #expect(patched.object["platform"] as? String == "tvos")
        let read = try server.request("GET", "/v1/projects/demo")
        #expect(read.object["platform"] as? String == "tvos")
        #expect((read.object["revision"] as? Int ?? 0) > (created.object["revision"] as? Int ?? 0))

        #expect(try server.request("DELETE", "/v1/projects/demo").status == 204)
        let gone = try server.request("GET", "/v1/projects/demo")
        #expect(gone.status == 404)
        #expect(gone.header("Content-Type") == "application/problem+json")
        #expect(gone.object["detail"] as? String == "no project 'demo'")
    }

    @Test func duplicatesAreConflicts() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        #expect(try server.json("POST", "/v1/projects", ["name": "demo"]).status == 201)
        let again = try server.json("POST", "/v1/projects", ["name": "demo"])
        #expect(again.status == 409)
        #expect(again.object["status"] as? Int == 409)
        #expect((again.object["detail"] as? String ?? "").contains("demo"))
    }

    @Test func invalidBodiesAre422WithFieldErrors() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        let badName = try server.json("POST", "/v1/projects", ["name": "-bad name", "module": "1x"])
        #expect(badName.status == 422)
        let fields = (badName.object["errors"] as? [[String: Any]] ?? []).compactMap { $0["field"] as? String }
        #expect(fields == ["name", "module"])
        let missing = try server.json("POST", "/v1/projects", ["module": "X"])
        #expect(missing.status == 422)
        #expect(missing.object["detail"] as? String == "missing field 'name'")
        let badPlatform = try server.json("POST", "/v1/projects", ["name": "x", "platform": "android"])
        #expect(badPlatform.status == 422)
        let notJSON = try server.request(
            "POST", "/v1/projects", headers: ["Content-Type": "application/json"], body: Data("{nope".utf8))
        #expect(notJSON.status == 422)
        #expect(
            notJSON.object["detail"] as? String
                == "the request body is not valid JSON: expected a member name in double quotes at line 1, column 2, "
                + "found 'n'")
        let rename = try server.json("PATCH", "/v1/projects/x", ["name": "y"])
        #expect(rename.status == 422)
        #expect((rename.object["errors"] as? [[String: Any]])?.first?["field"] as? String == "name")
        let list = try server.request("GET", "/v1/projects")
        #expect(list.status == 200)
        #expect(list.array.isEmpty)
    }

    /// A module name is at most 255 bytes of UTF-8 on POST and PATCH (a 5-million-character one would be served
    /// in every project list); 255 is taken, 256 (128 two-byte letters) is a 422 naming the field, changing nothing.
    @Test func aModuleNameOver255BytesIs422OnCreateAndUpdate() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        let longest = "M" + String(repeating: "a", count: 254)
        let tooLong = String(repeating: "é", count: 128)
        #expect(tooLong.utf8.count == 256)
        let refused = try server.json("POST", "/v1/projects", ["name": "long", "module": tooLong])
        #expect(refused.status == 422, "\(refused.text)")
        #expect(refused.header("Content-Type") == "application/problem+json")
        let errors = refused.object["errors"] as? [[String: Any]] ?? []
        #expect(errors.first?["field"] as? String == "module")
        #expect((errors.first?["message"] as? String)?.contains("at most 255 bytes") == true, "\(refused.text)")
        #expect(try server.request("GET", "/v1/projects/long").status == 404)
        let created = try server.json("POST", "/v1/projects", ["name": "long", "module": longest])
        #expect(created.status == 201, "\(created.text)")
        let patched = try server.json("PATCH", "/v1/projects/long", ["module": longest + "b"])
        #expect(patched.status == 422, "\(patched.text)")
        #expect((patched.object["errors"] as? [[String: Any]])?.first?["field"] as? String == "module")
        #expect(try server.request("GET", "/v1/projects/long").object["module"] as? String == longest)
    }

    /// A platform the server does not know (`android`, or `iOS` as Apple spells it) is a 422 whose detail names
    /// the platforms accepted, wherever a body gives one: a project's POST and PATCH, a JSON storyboard's PUT;
    /// nothing is created or changed.
    @Test func anUnknownPlatformIs422NamingThePlatformsAcceptedAndChangesNothing() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        let accepted = "must be one of ios, tvos, macos, watchos"
        let created = try server.json("POST", "/v1/projects", ["name": "x", "platform": "android"])
        #expect(created.status == 422, "\(created.text)")
        #expect(created.header("Content-Type") == "application/problem+json")
        #expect(created.object["detail"] as? String == "invalid value for 'platform': \(accepted), not 'android'")
        #expect((created.object["errors"] as? [[String: Any]])?.first?["field"] as? String == "platform")
        #expect(try server.request("GET", "/v1/projects/x").status == 404)
        #expect(try server.json("POST", "/v1/projects", ["name": "x", "platform": "macos"]).status == 201)
        let patched = try server.json("PATCH", "/v1/projects/x", ["platform": "iOS"])
        #expect(patched.status == 422, "\(patched.text)")
        #expect(patched.object["detail"] as? String == "invalid value for 'platform': \(accepted), not 'iOS'")
        let project = try server.request("GET", "/v1/projects/x").object
        #expect(project["platform"] as? String == "macos")
        #expect(project["revision"] as? Int == 1)
        let storyboard = try server.json(
            "PUT", "/v1/projects/x/storyboards/Main", ["platform": "visionos", "scenes": [[String: Any]]()])
        #expect(storyboard.status == 422, "\(storyboard.text)")
        #expect((storyboard.object["detail"] as? String)?.contains("\(accepted), not 'visionos'") == true)
        #expect(try server.request("GET", "/v1/projects/x/storyboards").array.isEmpty)
    }

    /// `"platform": null` in a PATCH (a JSON merge patch removing the member, RFC 7396) is a 422 saying a project
    /// always has one, not a 200 that kept it; nothing changes.
    @Test func removingThePlatformIs422() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        #expect(try server.json("POST", "/v1/projects", ["name": "demo", "platform": "tvos"]).status == 201)
        let removed = try server.request(
            "PATCH", "/v1/projects/demo", headers: ["Content-Type": "application/merge-patch+json"],
            body: Data(#"{"platform": null}"#.utf8))
        #expect(removed.status == 422, "\(removed.text)")
        #expect(
            removed.object["detail"] as? String
                == "invalid value for 'platform': cannot be removed: a project always has one (ios, tvos, macos, watchos)"
        )
        let project = try server.request("GET", "/v1/projects/demo").object
        #expect(project["platform"] as? String == "tvos")
        #expect(project["revision"] as? Int == 1)
    }

    /// A member a project does not have (`"modlue"`, `"platfrom"`) is a 422 naming it and the members taken, not
    /// a 201 or 200 that silently went without it; nothing is created or changed, and /openapi.json says so.
    @Test func aMisspeltMemberIs422NamingTheMembersTaken() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        let created = try server.json("POST", "/v1/projects", ["name": "demo", "modlue": "DemoApp"])
        #expect(created.status == 422, "\(created.text)")
        #expect(created.header("Content-Type") == "application/problem+json")
        #expect(
            created.object["detail"] as? String
                == "unknown member 'modlue': a project takes name, module, mainStoryboards, platform")
        #expect((created.object["errors"] as? [[String: Any]])?.first?["field"] as? String == "modlue")
        #expect(try server.request("GET", "/v1/projects/demo").status == 404)
        // Even with a number Foundation's JSONSerialization cannot read (it reads the rest of the body).
        let huge = try server.request(
            "POST", "/v1/projects", headers: ["Content-Type": "application/json"],
            body: Data(#"{"name": "demo", "x": 1e400}"#.utf8))
        #expect(huge.status == 422, "\(huge.text)")
        #expect((huge.object["detail"] as? String)?.hasPrefix("unknown member 'x'") == true, "\(huge.text)")
        #expect(try server.json("POST", "/v1/projects", ["name": "demo"]).status == 201)
        let patched = try server.json("PATCH", "/v1/projects/demo", ["platfrom": "tvos"])
        #expect(patched.status == 422, "\(patched.text)")
        #expect(
            patched.object["detail"] as? String
                == "unknown member 'platfrom': a project's PATCH takes module, mainStoryboards, platform")
        let project = try server.request("GET", "/v1/projects/demo").object
        #expect(project["platform"] as? String == "ios")
        #expect(project["revision"] as? Int == 1)
        let schemas = (try server.request("GET", "/openapi.json").object["components"] as? [String: Any])?["schemas"]
        for name in ["ProjectCreate", "ProjectPatch"] {
            let schema = (schemas as? [String: Any])?[name] as? [String: Any]
            #expect(schema?["additionalProperties"] as? Bool == false, "\(name)")
        }
    }

    /// A write whose If-Match lists weak tags alone (`W/"r1"` of revision 1) is a 412, as a weak tag never matches
    /// (RFC 9110 section 13.1.1), whose detail says so and names the strong tag to send, not that the thing
    /// "changed since the revision the request names"; nothing changes, and the strong tag then works.
    @Test func aWeakIfMatchIs412SayingWeakTagsNeverMatch() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        #expect(try server.json("POST", "/v1/projects", ["name": "demo"]).status == 201)
        let weak = try server.json(
            "PATCH", "/v1/projects/demo", ["platform": "tvos"], headers: ["If-Match": #"W/"r1""#])
        #expect(weak.status == 412, "\(weak.text)")
        #expect(weak.header("Content-Type") == "application/problem+json")
        #expect(
            weak.object["detail"] as? String
                == #"If-Match names only weak entity tags (W/"r1"), and a weak tag never matches a write's condition "#
                + #"(RFC 9110 section 13.1.1): send the strong ETag of the revision meant, such as "r1"; nothing was changed"#
        )
        #expect(try server.request("GET", "/v1/projects/demo").object["platform"] as? String == "ios")
        let stale = try server.json("PATCH", "/v1/projects/demo", ["platform": "tvos"], headers: ["If-Match": #""r9""#])
        #expect((stale.object["detail"] as? String)?.contains("changed since the revision the request names") == true)
        let strong = try server.json(
            "PATCH", "/v1/projects/demo", ["platform": "tvos"], headers: ["If-Match": #""r1""#])
        #expect(strong.status == 200, "\(strong.text)")
    }

    @Test func wrongContentTypeIs415() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        let response = try server.request(
            "POST", "/v1/projects", headers: ["Content-Type": "text/plain"], body: Data("{\"name\":\"x\"}".utf8))
        #expect(response.status == 415)
        #expect(response.header("Content-Type") == "application/problem+json")
        let list = try server.request("GET", "/v1/projects")
        #expect(list.status == 200)
        #expect(list.array.isEmpty)
    }

    @Test func wrongMethodIs405WithAllow() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        let response = try server.request("PUT", "/v1/projects")
        #expect(response.status == 405)
        #expect(response.header("Allow")?.contains("GET") == true)
        #expect(response.header("Allow")?.contains("POST") == true)
        #expect(try server.request("GET", "/v1/nothing-here").status == 404)
    }

    @Test func readsCarryETagsAndAnswer304() throws {
        // On a socket: a 304 must carry no body on the wire, or the next response on the connection breaks.
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        _ = try server.json("POST", "/v1/projects", ["name": "demo"])
        let first = try server.request("GET", "/v1/projects/demo")
        let tag = try #require(first.header("ETag"))
        // On one connection: a 304 that carried a body would leave bytes the next response is read from.
        let client = try server.client()
        let again = try client.request("GET", "/v1/projects/demo", headers: ["If-None-Match": tag])
        #expect(again.status == 304)
        #expect(again.header("ETag") == tag)
        let next = try client.request("GET", "/healthz")
        #expect(next.status == 200)
        #expect(next.object["status"] as? String == "ok")
        _ = try server.json("PATCH", "/v1/projects/demo", ["platform": "tvos"])
        let changed = try server.request("GET", "/v1/projects/demo", headers: ["If-None-Match": tag])
        #expect(changed.status == 200)
        #expect(changed.header("ETag") != tag)
    }
}
