import Foundation
import Testing

@testable import NavGraphAPI

/// `JSONSyntax`: RFC 8259's grammar with the place of the first mistake, and the `422` a JSON route answers with
/// it, so a client hears where its body broke.
@Suite struct JSONSyntaxTests {
    static func failure(_ text: String) -> JSONSyntax.Failure? {
        JSONSyntax.firstFailure(in: Data(text.utf8))
    }

    @Test(arguments: [
        "{}", "[]", " {\"a\": [1, -2.5e+3, 0, true, false, null, \"x\\u00e9\\n\\\"\"]} \n", "\"just a string\"", "0",
        "{\"nested\": {\"deeper\": [[], {}]}}", "\u{FEFF}{\"bom\": 1}", "{\"é\": \"ünïcode ✓\"}",
        "{\"a\": \"\\ud83d\\ude00\"}",
    ])
    func jsonTextHasNoFailure(text: String) {
        #expect(Self.failure(text) == nil)
        // Foundation agrees that it is JSON.
        #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)) != nil)
    }

    @Test(arguments: [
        ("{\"name\": \"a\",}", 1, 14, "a member name in double quotes", "'}'"),
        ("[1, 2,]", 1, 7, "a value", "']'"),
        ("{\n  \"name\": tru\n}", 2, 14, "'true'", "a line break"),
        ("{\"name\" \"a\"}", 1, 9, "':'", "'\"'"),
        ("{\"name\": \"a\"} x", 1, 15, "the end of the body", "'x'"),
        ("{name: 1}", 1, 2, "a member name in double quotes", "'n'"),
        ("[1 2]", 1, 4, "',' or ']'", "'2'"),
        ("{\"a\": 01}", 1, 8, "',' or '}'", "'1'"),
        ("{\"a\": 1.}", 1, 9, "a digit", "'}'"),
        ("{\"a\": \"\\x\"}", 1, 9, "one of \" \\ / b f n r t u after '\\'", "'x'"),
        (
            "{\"a\": \"tab\there\"}", 1, 11,
            "'\\n', '\\t' or another escape instead of a control character in a string",
            "a tab"
        ),
        ("{\"a\": [1, 2", 1, 12, "',' or ']'", "the end of the body"),
        ("", 1, 1, "a value", "the end of the body"),
        ("{'a': 1}", 1, 2, "a member name in double quotes", "'''"),
        ("{\"a\": \u{00A0}1}", 1, 7, "a value", "byte 0xC2"),
        ("{\"a\": 1, \"a\": 2}", 1, 10, "a member name this object does not already have (not 'a' again)", "'\"'"),
        (
            "{\"x\": [{\"nam\\u0065\": 1, \"b\": {\"name\": 2}, \"name\": 3}]}", 1, 43,
            "a member name this object does not already have (not 'name' again)", "'\"'"
        ),
        (
            "{\"\\ud83d\\ude00\": 1, \"😀\": 2}", 1, 21,
            "a member name this object does not already have (not '😀' again)", "'\"'"
        ),
        ("{\"a\": \"\\ud800\"}", 1, 14, "a low surrogate escape (\\uDC00 to \\uDFFF) after the high one", "'\"'"),
        (
            "{\"a\": \"\\ud800\\u0041\"}", 1, 14, "a low surrogate escape (\\uDC00 to \\uDFFF) after the high one",
            "'\\'"
        ),
        ("{\"a\": \"x\\udc00\"}", 1, 9, "a high surrogate escape (\\uD800 to \\uDBFF) before a low one", "'\\'"),
    ])
    func theFirstMistakeIsPlaced(text: String, line: Int, column: Int, expected: String, found: String) throws {
        let failure = try #require(Self.failure(text))
        #expect(failure.line == line && failure.column == column, "\(failure)")
        #expect(failure.expected == expected)
        #expect(failure.description == "expected \(expected) at line \(line), column \(column), found \(found)")
    }

    /// Bytes that are not UTF-8 inside a string (RFC 8259 section 8.1; RFC 3629's ranges: no overlong form, no
    /// encoded surrogate, nothing past U+10FFFF) are placed, where Foundation says only "not valid JSON".
    @Test(arguments: [
        ([0xFF], 12, "byte 0xFF"), ([0xE2, 0x82], 14, "'\"'"), ([0xED, 0xA0, 0x80], 13, "byte 0xA0"),
        ([0xC0, 0xAF], 12, "byte 0xC0"), ([0xF4, 0x90, 0x80, 0x80], 13, "byte 0x90"),
    ])
    func bytesThatAreNotUTF8ArePlaced(bytes: [UInt8], column: Int, found: String) throws {
        let body = Data(#"{"name": "a"#.utf8) + bytes + Data(#""}"#.utf8)
        let failure = try #require(JSONSyntax.firstFailure(in: body))
        #expect(
            failure.description
                == "expected UTF-8 text (RFC 8259 section 8.1) at line 1, column \(column), found \(found)")
        #expect(JSONSyntax.firstFailure(in: Data(#"{"name": "a\#u{10FFFF}é"}"#.utf8)) == nil)
    }

    /// A number the API's fields cannot hold (`1.5`, `1e300`, 2^63) is placed once Foundation refuses the body
    /// (as "not valid JSON"); `1.0` and `1e2` are whole, as Foundation reads them.
    @Test func theFirstNumberThatIsNotWholeIsPlaced() throws {
        let place = try #require(JSONSyntax.firstNumberNotWhole(in: Data(#"{"a": [1.0, 1e2, -0], "b": 1.5}"#.utf8)))
        #expect(place.line == 1 && place.column == 28, "\(place)")
        #expect(place.description.hasSuffix("found '1.5'"))
        #expect(JSONSyntax.firstNumberNotWhole(in: Data("[9223372036854775808]".utf8))?.column == 2)
        #expect(JSONSyntax.firstNumberNotWhole(in: Data("[-9223372036854775808, 1e18]".utf8)) == nil)
    }

    @Test func nestingPastTheLimitIsAFailureNotACrash() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let failure = try #require(Self.failure(deep))
        #expect(failure.column == JSONSyntax.maxDepth + 1)
        let allowed =
            String(repeating: "[", count: JSONSyntax.maxDepth) + String(repeating: "]", count: JSONSyntax.maxDepth)
        #expect(Self.failure(allowed) == nil)
    }

    /// A member given twice in one object (`{"name":"a","name":"b"}`) is read by one parser as its first value,
    /// by another as its last: a route refuses it with a 422 placing the second, and changes nothing, rather than
    /// write whichever value Foundation happens to keep on this platform.
    @Test func aMemberGivenTwiceIsRefusedAndChangesNothing() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        let json = ["Content-Type": "application/json"]
        let created = try server.request(
            "POST", "/v1/projects", headers: json, body: Data(#"{"name":"app","name":"other"}"#.utf8))
        #expect(created.status == 422, "\(created.text)")
        #expect(created.header("Content-Type") == "application/problem+json")
        #expect(
            created.object["detail"] as? String
                == "the request body is not valid JSON: expected a member name this object does not already have "
                + "(not 'name' again) at line 1, column 15, found '\"'")
        #expect(try server.request("GET", "/v1/projects").array.isEmpty)
        #expect(try server.json("POST", "/v1/projects", ["name": "app"]).status == 201)
        let patched = try server.request(
            "PATCH", "/v1/projects/app", headers: json, body: Data(#"{"platform":"ios","platform":"tvos"}"#.utf8))
        #expect(patched.status == 422, "\(patched.text)")
        let project = try server.request("GET", "/v1/projects/app").object
        #expect(project["platform"] as? String == "ios")
        #expect(project["revision"] as? Int == 1)
    }

    /// What Foundation refuses as "the request body is not valid JSON", naming neither place nor reason, is
    /// placed: bytes that are not UTF-8 and a lone surrogate escape in a string, a number no field holds (a
    /// code navigation document's `version` of 1.5); nothing is created or stored.
    @Test func whatFoundationCallsNotJSONIsPlaced() throws {
        let server = try TestServer(.socket)
        defer { server.tearDown() }
        let json = ["Content-Type": "application/json"]
        let notUTF8 = try server.request(
            "POST", "/v1/projects", headers: json, body: Data(#"{"name": "a"#.utf8) + [0xFF] + Data(#""}"#.utf8))
        #expect(notUTF8.status == 422, "\(notUTF8.text)")
        #expect(
            notUTF8.object["detail"] as? String
                == "the request body is not valid JSON: expected UTF-8 text (RFC 8259 section 8.1) at line 1, "
                + "column 12, found byte 0xFF")
        let surrogate = try server.request(
            "POST", "/v1/projects", headers: json, body: Data(#"{"name": "a\ud800"}"#.utf8))
        #expect(surrogate.status == 422, "\(surrogate.text)")
        #expect((surrogate.object["detail"] as? String)?.contains("at line 1, column 18") == true)
        #expect(try server.request("GET", "/v1/projects").array.isEmpty)
        #expect(try server.json("POST", "/v1/projects", ["name": "app"]).status == 201)
        let facts =
            #"{"format": "navgraph-code-navigation", "version": 1.5, "edges": [], "#
            + #""instantiations": [], "unresolved": []}"#
        let fraction = try server.request(
            "PUT", "/v1/projects/app/code-navigation", headers: json, body: Data(facts.utf8))
        #expect(fraction.status == 422, "\(fraction.text)")
        #expect(
            fraction.object["detail"] as? String
                == "the request body is JSON, but expected a whole number from \(Int.min) to \(Int.max) (every "
                + "number the API reads is one) at line 1, column 51, found '1.5'")
        #expect(try server.request("GET", "/v1/projects/app").object["revision"] as? Int == 1)
    }

    @Test func aRouteAnswersTheMistakesPlaceAndChangesNothing() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        let trailing = try server.request(
            "POST", "/v1/projects", headers: ["Content-Type": "application/json"],
            body: Data("{\n  \"name\": \"app\",\n}".utf8))
        #expect(trailing.status == 422, "\(trailing.text)")
        #expect(
            trailing.object["detail"] as? String
                == "the request body is not valid JSON: expected a member name in double quotes at line 3, column 1, "
                + "found '}'")
        #expect(try server.request("GET", "/v1/projects").array.isEmpty)
    }
}
