import Foundation
import Testing

@testable import NavGraphCLI
@testable import NavGraphOffline

/// `check --format sarif` against the official SARIF 2.1.0 JSON schema (`Tests/Fixtures/SARIF`), with
/// Python's `jsonschema` as the independent validator.
@Suite struct CheckSARIFTests {
    static let schema = CLITest.fixtures.appendingPathComponent("SARIF/sarif-schema-2.1.0.json")

    /// Whether `python3 -c "import jsonschema"` works.
    static let hasValidator: Bool = {
        // Any failure to run it (no python3 at all) means no validator: the tests are skipped with that reason.
        (try? ProcessRunner.run(tool: "python3", ["-c", "import jsonschema"], timeout: 60).status) == 0
    }()

    /// Validates `document` with jsonschema's Draft 4 validator; returns its errors (empty when valid).
    func validate(_ document: String, in folder: URL) throws -> String {
        let file = folder.appendingPathComponent("report.sarif")
        try Data(document.utf8).write(to: file)
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            doc = json.load(open(sys.argv[2]))
            errors = list(jsonschema.Draft4Validator(schema).iter_errors(doc))
            for e in errors: print(list(e.path), e.message)
            sys.exit(1 if errors else 0)
            """
        let outcome = try ProcessRunner.run(
            tool: "python3", ["-c", script, Self.schema.path, file.path], timeout: 120, mergingOutput: true)
        return outcome.status == 0 ? "" : "exit \(outcome.status): \(outcome.stdout)"
    }

    @Test(.enabled(if: hasValidator, "python3 with the jsonschema package is not installed (pip install jsonschema)"))
    func sarifIsValidAgainstTheOfficialSchemaAndHoldsEveryFinding() throws {
        let folder = try CheckFormatTests.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLITest.write(
            try String(contentsOf: folder.appendingPathComponent("App/Main.storyboard"), encoding: .utf8),
            to: "App/With Space/Main #2.storyboard", in: folder)
        let sarif = CLITest.run(["check", "--format", "sarif", "App"], in: folder)
        #expect(sarif.code == 65)
        #expect(try validate(sarif.out, in: folder) == "")
        let json = try CLITest.findings(CLITest.run(["check", "--format", "json", "App"], in: folder).out)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.out.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == json.count)
        let broken = try #require(results.first { $0["ruleId"] as? String == "malformed-xml" })
        #expect(broken["level"] as? String == "error")
        let location = (broken["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        let artifact = location?["artifactLocation"] as? [String: Any]
        #expect(artifact?["uri"] as? String == "App/Broken.storyboard")
        #expect(artifact?["uriBaseId"] as? String == "%SRCROOT%")
        #expect(((location?["region"] as? [String: Any])?["startLine"] as? Int ?? 0) >= 2)
        #expect(sarif.out.contains("App/With%20Space/Main%20%232.storyboard"))
    }

    @Test(.enabled(if: hasValidator, "python3 with the jsonschema package is not installed (pip install jsonschema)"))
    func theValidatorRejectsABrokenLog() throws {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The check above can fail: a log without its required `runs` does not validate.
        #expect(try validate(#"{"version": "2.1.0"}"#, in: folder) != "")
    }

    @Test(.enabled(if: hasValidator, "python3 with the jsonschema package is not installed (pip install jsonschema)"))
    func aCleanRunIsAValidLogWithNoResults() throws {
        let folder = try CLITest.workspace(copying: "Repo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sarif = CLITest.run(["check", "--format", "sarif", "."], in: folder.appendingPathComponent("Repo"))
        #expect(sarif.code == 0)
        #expect(try validate(sarif.out, in: folder) == "")
        let log = try JSONSerialization.jsonObject(with: Data(sarif.out.utf8)) as? [String: Any]
        let run = (log?["runs"] as? [[String: Any]])?.first
        #expect((run?["results"] as? [Any])?.count == 0)
    }
}
