import Foundation
import Testing

@testable import NavGraphCLI

/// Every name is data wherever it goes (issue 20): the hostile corpus (`HostileNames`) as scene ids, classes,
/// storyboard IDs, segue identifiers and storyboard file names, through every format of `graph`, `check` and
/// `diff`, each output read back by a real parser.
@Suite struct HostileNameTests {
    /// A folder `App` holding `Main.storyboard` (every hostile name as id, class, storyboard ID and segue
    /// identifier) and one small storyboard named after each hostile name that can be a file name.
    static func hostileApp() throws -> (folder: URL, app: URL) {
        let folder = try CLITest.workspace()
        let app = folder.appendingPathComponent("App")
        try CLITest.write(HostileNames.storyboard(), to: "App/Main.storyboard", in: folder)
        for name in HostileNames.asFileNames {
            try CLITest.write(
                HostileNames.storyboard(names: [], reference: name), to: "App/\(name).storyboard", in: folder)
        }
        return (folder, app)
    }

    /// The storyboard names `hostileApp` wrote, as NavGraph must report them.
    static var storyboardNames: Set<String> { Set(HostileNames.asFileNames + ["Main"]) }

    @Test func jsonGraphKeepsEveryNameExactly() throws {
        let (folder, app) = try Self.hostileApp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = CLITest.run(["graph", "--format", "json", app.path], in: folder)
        #expect(result.code == 0, "\(result.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let storyboards = try #require(object["storyboards"] as? [[String: Any]])
        #expect(Set(storyboards.compactMap { $0["name"] as? String }) == Self.storyboardNames)
        let main = try #require(storyboards.first { $0["name"] as? String == "Main" })
        let scenes = try #require(main["scenes"] as? [[String: Any]])
        let ids = scenes.compactMap { ($0["ref"] as? [String: Any])?["scene"] as? String }
        #expect(Set(ids) == Set(HostileNames.inXML + ["Start"]))
        let identifiers = scenes.compactMap { $0["storyboardIdentifier"] as? String }
        #expect(Set(identifiers) == Set(HostileNames.inXML + ["Start"]))
        let edges = try #require(object["edges"] as? [[String: Any]])
        let segueNames = edges.compactMap { $0["identifier"] as? String }
        #expect(Set(HostileNames.inXML).isSubset(of: Set(segueNames)))
    }

    @Test(.enabled(if: TestEnvironment.path(of: "dot") != nil, "Graphviz (dot) is not installed; .ci/run installs it"))
    func svgHoldsOnlyWhatGraphvizDrawsAndLinksEveryScene() throws {
        let (folder, app) = try Self.hostileApp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = CLITest.run(["graph", "--format", "svg", app.path], in: folder)
        #expect(result.code == 0, "\(result.err)")
        var hrefs: [String] = []
        let problems = OutputAudit.svgProblems(Data(result.out.utf8), hrefs: &hrefs)
        #expect(problems.isEmpty, "\(problems.prefix(5))")
        // One link per scene, each to its own reference; names Graphviz can show whole link to themselves.
        #expect(Set(hrefs).count == HostileNames.all.count + 1 + HostileNames.asFileNames.count * 2)
        let expected = Set(HostileNames.plain.map { "Main/" + $0 } + ["Main/Start"])
        let missing = expected.subtracting(hrefs)
        #expect(missing.isEmpty, "\(missing.map { $0.prefix(60) })")
        #expect(!result.out.contains("<script"))
    }

    @Test(.enabled(if: TestEnvironment.path(of: "dot") != nil, "Graphviz (dot) is not installed; .ci/run installs it"))
    func dotParsesInGraphvizWithOneNodePerScene() throws {
        let (folder, app) = try Self.hostileApp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = CLITest.run(["graph", "--format", "dot", app.path], in: folder)
        #expect(result.code == 0, "\(result.err)")
        let input = folder.appendingPathComponent("graph.dot")
        try Data(result.out.utf8).write(to: input)
        // `-Tcanon` re-prints what dot parsed: every scene node appears once with its `scene:` id.
        let outcome = try ProcessRunner.run(tool: "dot", ["-Tcanon", input.path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("syntax error"), "\(outcome.stderr)")
        // canon breaks long strings with a backslash and a newline; joined again, each node is one statement.
        let canon = outcome.stdout.replacingOccurrences(of: "\\\n", with: "")
        let sceneNodes = canon.components(separatedBy: "class=\"scene ").count - 1
        #expect(sceneNodes == HostileNames.all.count + 1 + HostileNames.asFileNames.count * 2)
    }

    @Test func mermaidLabelsStayInsideTheirQuotes() throws {
        let (folder, app) = try Self.hostileApp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = CLITest.run(["graph", "--format", "mermaid", app.path], in: folder)
        #expect(result.code == 0, "\(result.err)")
        // Each line is one statement of the flowchart grammar NavGraph writes; a name can end no label early.
        let body = #"([^"`<>|#\n]|#[A-Za-z0-9]+;|<br/>)*"#
        let statement = try Regex(
            #"^(flowchart LR|    end|    subgraph s\d+\[""# + body + #""\]|        n\d+(\[""# + body + #""\]|\[/""#
                + body + #""/\])|    n\d+ (-->|==>|-\.->)(\|""# + body
                + #""\|)? n\d+|    classDef initial stroke-width:3px|    class [n0-9,]+ initial)$"#)
        let lines = result.out.split(separator: "\n")
        #expect(lines.count > HostileNames.all.count)
        for line in lines {
            #expect(line.wholeMatch(of: statement) != nil, "\(line.prefix(160))")
        }
    }

    @Test func checkFormatsPrintOneRecordPerFindingAndNoCommandLine() throws {
        let (folder, app) = try Self.hostileApp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = CLITest.run(["check", "--format", "json", app.path], in: folder)
        let findings = try CLITest.findings(json.out)
        #expect(findings.count > HostileNames.all.count)
        let messages = findings.compactMap { $0["message"] as? String }
        #expect(messages.contains { $0.contains("::error file=forged.swift") })
        let text = CLITest.run(["check", "--format", "text", app.path], in: folder)
        #expect(OutputAudit.commandLines(text.out).isEmpty, "\(OutputAudit.commandLines(text.out).prefix(3))")
        #expect(text.out.split(separator: "\n").count == findings.count)
        #expect(OutputAudit.commandLines(text.err).isEmpty)
        let github = CLITest.run(["check", "--format", "github", app.path], in: folder)
        let annotations = github.out.split(separator: "\n")
        #expect(annotations.count == findings.count)
        #expect(
            annotations.allSatisfy {
                $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ")
            })
        #expect(!annotations.contains { $0.unicodeScalars.contains(where: OutputAudit.isObeyed) })
        let sarif = CLITest.run(["check", "--format", "sarif", app.path], in: folder)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.out.utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.flatMap { $0["results"] as? [[String: Any]] ?? [] }.count == findings.count)
    }

    @Test func diffFormatsKeepNamesInTheirRowsAndLines() throws {
        let (folder, app) = try Self.hostileApp()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLITest.write(HostileNames.storyboard(names: []), to: "Old/Main.storyboard", in: folder)
        let old = folder.appendingPathComponent("Old").path
        let json = CLITest.run(["diff", "--format", "json", old, app.path], in: folder)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let sections = try #require(document["bundles"] as? [[String: Any]])
        let changes = sections.flatMap { $0["changes"] as? [[String: Any]] ?? [] }
        #expect(changes.count > HostileNames.all.count)
        let text = CLITest.run(["diff", "--format", "text", old, app.path], in: folder)
        #expect(OutputAudit.commandLines(text.out).isEmpty, "\(OutputAudit.commandLines(text.out).prefix(3))")
        #expect(text.out.split(separator: "\n").count == changes.count + 1)
        let github = CLITest.run(["diff", "--format", "github", old, app.path], in: folder)
        #expect(github.out.split(separator: "\n").count == changes.count)
        #expect(github.out.split(separator: "\n").allSatisfy { $0.hasPrefix("::") })
        let markdown = CLITest.run(["diff", "--format", "markdown", old, app.path], in: folder).out
        #expect(
            OutputAudit.markdownTableProblems(markdown).isEmpty,
            "\(OutputAudit.markdownTableProblems(markdown).prefix(3))")
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("|") && !$0.hasPrefix("| ---") }
        let headers = markdown.split(separator: "\n").filter {
            $0.hasPrefix("| Storyboard") || $0.hasPrefix("| Bundle")
        }
        #expect(rows.count - headers.count == changes.count)
        // No name opens HTML, an entity or a code span: every `<`, `&` and backtick is escaped.
        for line in markdown.split(separator: "\n") where line.hasPrefix("|") {
            #expect(line.firstMatch(of: /(^|[^\\])(\\\\)*[<&`]/) == nil, "\(line.prefix(160))")
        }
    }

    @Test(arguments: ["../../escaped", "..", "/tmp/navgraph-absolute", "nested/folder"])
    func generateRefusesABundleNameThatLeavesTheOutputFolder(target: String) throws {
        let folder = try CLITest.workspace(copying: "Repo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let repo = folder.appendingPathComponent("Repo")
        let project = repo.appendingPathComponent("Demo.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: project, encoding: .utf8)
        try text.replacingOccurrences(of: "name = ShareExtension;", with: "name = \"\(target)\";")
            .write(to: project, atomically: true, encoding: .utf8)
        let output = repo.appendingPathComponent("deep/inside/out")
        let result = CLITest.run(["generate", "--style", "scenes", "--output", output.path, "."], in: repo)
        #expect(result.code == 65, "\(result.out)\(result.err)")
        #expect(result.err.contains("bundle name '\(target)' cannot be a file name under --output"), "\(result.err)")
        let escaped = output.appendingPathComponent(target).standardizedFileURL
        #expect(!FileManager.default.fileExists(atPath: escaped.path))
        #expect(!FileManager.default.fileExists(atPath: output.path), "nothing is written when one name is refused")
    }

    @Test(arguments: [["generate", "--style", "scenes"], ["graph", "--format", "json"], ["check"]])
    func errorLinesNameABadFileWithoutStartingALine(command: [String]) throws {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLITest.write("<document", to: "App/bad\n::error file=forged.swift::forged.storyboard", in: folder)
        let result = CLITest.run(command + ["App"], in: folder)
        #expect(result.code == 65, "\(result.err)")
        #expect((result.out + result.err).contains("::error file=forged.swift::forged"), "\(result.err)")
        #expect(OutputAudit.commandLines(result.err).isEmpty, "\(OutputAudit.commandLines(result.err))")
        #expect(OutputAudit.commandLines(result.out).isEmpty, "\(OutputAudit.commandLines(result.out))")
    }
}
