import Foundation
import TestSupport
import Testing

/// `graph` and `check` (the real `navgraph-offline` binary) read the `.xib` files under their paths, as
/// `generate` does: on Tests/Fixtures/NibGraph/App, whose Main storyboard has Home (a navigation controller's
/// root), whose nibs are ProfileViewController.xib (a view controller nib) and ProfileCell.xib (a table cell),
/// and whose Swift code pushes `ProfileViewController(nibName:bundle:)` from Home.
@Suite(.enabled(if: CLITest.builtExecutable("navgraph-offline") != nil, "needs navgraph-offline (swift build)"))
struct NibGraphCommandTests {
    static let fixture = CLITest.fixtures.appendingPathComponent("NibGraph")

    static func run(_ arguments: [String], in folder: URL = fixture) throws -> ProcessRunner.Outcome {
        let binary = try #require(CLITest.builtExecutable("navgraph-offline"), "navgraph-offline is not built")
        return try ProcessRunner.run(binary, arguments, in: folder, timeout: 120)
    }

    /// The view controller nib's node as `graph --format json` prints it.
    static let profileNode = """
          "codeNodes" : [
            {
              "className" : "ProfileViewController",
              "nib" : {
                "element" : "placeholder",
                "file" : "ProfileViewController.xib",
                "line" : 4,
                "module" : "NibApp",
                "nib" : "ProfileViewController",
                "obtain" : "ProfileViewController(nibName: \\"ProfileViewController\\", bundle: nil), or \
        ProfileViewController(), which finds 'ProfileViewController.xib' by the class's name",
                "role" : "viewController"
              },
              "ref" : {
                "scene" : "ProfileViewController",
                "storyboard" : ""
              }
            }
          ],
        """

    @Test func graphJSONShowsTheNibNodeThePushInCodeReaches() throws {
        let result = try Self.run(["graph", "--format", "json", "--sources", "App/Sources", "App"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(Self.profileNode), "\(result.stdout)")
        #expect(
            result.stdout.contains(
                """
                      "destination" : {
                        "scene" : "ProfileViewController",
                        "storyboard" : ""
                      },
                      "kind" : "push",
                      "location" : {
                        "file" : "HomeViewController.swift",
                        "line" : 11
                      },
                      "source" : {
                        "scene" : "HOM-00-000",
                        "storyboard" : "Main"
                      },
                """), "\(result.stdout)")
        // Without sources the nib's view controller is still a node, which no code edge reaches.
        let plain = try Self.run(["graph", "--format", "json", "App"])
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stdout.contains(Self.profileNode), "\(plain.stdout)")
        #expect(plain.stdout.contains("\"codeEdges\" : [\n\n  ],"), "\(plain.stdout)")
    }

    @Test func dotAndMermaidLabelTheNodeWithItsNib() throws {
        let dot = try Self.run(["graph", "--format", "dot", "--sources", "App/Sources", "App"])
        #expect(dot.status == 0, "\(dot.stderr)")
        let lines = dot.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "        label=\"Made in code or from nibs\"; id=\"code\"; class=\"code\"; style=dashed; color=darkorange3;"
            ))
        #expect(
            lines.contains(
                "        \"code:ProfileViewController\" [id=\"code:ProfileViewController\", class=\"code-node nib-node\", "
                    + "label=\"ProfileViewController\\nnib: ProfileViewController.xib\", tooltip=\"ProfileViewController "
                    + "(from its nib, ProfileViewController.xib:4)\", shape=component, style=filled, "
                    + "fillcolor=\"#fdf1e0\", color=darkorange3];"), "\(dot.stdout)")
        #expect(
            lines.contains(
                "    \"scene:Main/HOM-00-000\" -> \"code:ProfileViewController\" [id=\"code-edge:HomeViewController.swift:11\", "
                    + "class=\"code kind-push\", label=\"push HomeViewController.swift:11\", tooltip=\"push at "
                    + "HomeViewController.swift:11\", style=dashed, color=darkorange3, fontcolor=darkorange3];"),
            "\(dot.stdout)")
        let mermaid = try Self.run(["graph", "--format", "mermaid", "--sources", "App/Sources", "App"])
        #expect(mermaid.status == 0, "\(mermaid.stderr)")
        #expect(
            mermaid.stdout == """
                flowchart LR
                    subgraph s0["Main"]
                        n0["UINavigationController"]
                        n1["HomeViewController"]
                    end
                    n0 -.->|"rootViewController"| n1
                    c0{{"ProfileViewController<br/>nib: ProfileViewController.xib"}}
                    n1 -.->|"push HomeViewController.swift:11"| c0
                    classDef code stroke-dasharray:4 3
                    class c0 code
                    classDef initial stroke-width:3px
                    class n0 initial

                """)
    }

    @Test func aFolderOfNibsAloneIsAGraphOfItsViewControllers() throws {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let nibs = folder.appendingPathComponent("Nibs")
        try FileManager.default.createDirectory(at: nibs, withIntermediateDirectories: true)
        for name in ["ProfileViewController.xib", "ProfileCell.xib"] {
            try FileManager.default.copyItem(
                at: Self.fixture.appendingPathComponent("App/" + name), to: nibs.appendingPathComponent(name))
        }
        let result = try Self.run(["graph", "--format", "json", "Nibs"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(Self.profileNode), "\(result.stdout)")
        #expect(
            result.stdout.contains("\"platform\" : \"ios\",\n  \"project\" : \"Nibs\",\n  \"storyboards\" : [\n\n  ]"))
    }

    @Test func checkAndGraphReportANibThatCannotBeRead() throws {
        let folder = try CLITest.workspace(copying: "NibGraph/App", as: "App")
        defer { try? FileManager.default.removeItem(at: folder) }
        let clean = try Self.run(["check", "--sources", "App/Sources", "App"], in: folder)
        #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
        #expect(clean.stdout.isEmpty)
        #expect(clean.stderr == "0 errors, 0 warnings\n")
        try CLITest.write("<document>\n</document>\n", to: "App/Broken.xib", in: folder)
        let check = try Self.run(["check", "App"], in: folder)
        #expect(check.status == 65, "\(check.stderr)")
        #expect(check.stdout == "App/Broken.xib:1:10: error: [not-a-nib] a document without a type is not a nib\n")
        let graph = try Self.run(["graph", "--format", "json", "App"], in: folder)
        #expect(graph.status == 65)
        #expect(
            graph.stderr
                == "App/Broken.xib:1: error: a document without a type is not a nib\n"
                + "navgraph-offline graph: 1 file could not be read\n")
    }

    @Test(.enabled(if: TestEnvironment.hasRealCorpus, TestEnvironment.realCorpusAbsent))
    func realNibsWhoseOwnerIsAPlainViewControllerMakeNoNode() throws {
        // IBDecodable's test nibs: two view controller nibs whose File's Owner is UIViewController itself.
        let folder = TestEnvironment.realCorpus.appendingPathComponent("IBDecodable+IBDecodable/Tests")
        let result = try Self.run(["graph", "--format", "json", "Resources"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"storyboards\" : ["), "\(result.stdout)")
        #expect(!result.stdout.contains("codeNodes"), "\(result.stdout)")
    }

    /// `diff` reads the nibs of both checkouts: a cell's reuse identifier changed and a view controller nib
    /// removed are breaking (exit 1), each reported once with what code that relies on it meets.
    @Test func diffReportsNibsChangedAndRemoved() throws {
        let folder = try CLITest.workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        for side in ["old", "new"] {
            try FileManager.default.copyItem(
                at: Self.fixture.appendingPathComponent("App"), to: folder.appendingPathComponent(side))
        }
        let cell = folder.appendingPathComponent("new/ProfileCell.xib")
        let renamed = String(decoding: try Data(contentsOf: cell), as: UTF8.self)
            .replacingOccurrences(of: "reuseIdentifier=\"profile\"", with: "reuseIdentifier=\"profileRow\"")
        try Data(renamed.utf8).write(to: cell)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("new/ProfileViewController.xib"))

        let result = try Self.run(["diff", "--format", "json", "old", "new"], in: folder)
        #expect(result.status == 1, "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let changes = (object?["bundles"] as? [[String: Any]] ?? []).flatMap { $0["changes"] as? [[String: Any]] ?? [] }
        let nibs = changes.filter { $0["subject"] as? String == "nib" }
        #expect(nibs.count == 2, "\(result.stdout)")
        let removed = nibs.first { $0["kind"] as? String == "removed" }
        #expect(removed?["item"] as? String == "nib 'ProfileViewController'")
        #expect(removed?["impact"] as? String == "breaking")
        let changed = nibs.first { $0["kind"] as? String == "changed" }
        #expect(changed?["old"] as? String == "profile")
        #expect(changed?["new"] as? String == "profileRow")
        #expect(changed?["impact"] as? String == "breaking")

        let same = try Self.run(["diff", "old", "old"], in: folder)
        #expect(same.status == 0, "\(same.stderr)")
        #expect(same.stdout == "no navigation changes\n")
    }
}
