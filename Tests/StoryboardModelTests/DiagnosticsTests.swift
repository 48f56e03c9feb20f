import Foundation
import Testing

@testable import StoryboardModel

@Suite struct DiagnosticsTests {
    /// code, severity, storyboard, scene, segue, line.
    private struct Row: Equatable, CustomStringConvertible {
        let code: String
        let severity: Diagnostic.Severity
        let storyboard: String
        let scene: String?
        let segue: String?
        let line: Int?

        init(
            _ code: String, _ severity: Diagnostic.Severity, _ storyboard: String, _ scene: String?, _ segue: String?,
            _ line: Int?
        ) {
            (self.code, self.severity, self.storyboard, self.scene, self.segue, self.line) =
                (code, severity, storyboard, scene, segue, line)
        }

        init(_ diagnostic: Diagnostic) {
            self.init(
                diagnostic.code.rawValue, diagnostic.severity, diagnostic.storyboard, diagnostic.sceneID,
                diagnostic.segueID, diagnostic.line)
        }

        var description: String { "\(code) \(severity) \(storyboard) \(scene ?? "-") \(segue ?? "-") \(line ?? 0)" }
    }

    @Test func cleanProjectHasNoDiagnostics() throws {
        #expect(try Fixtures.graph("App").diagnostics() == [])
    }

    @Test func brokenProjectReportsEveryStructuralRuleSorted() throws {
        let diagnostics = try Fixtures.graph("Broken").diagnostics()
        #expect(
            diagnostics.map(Row.init) == [
                Row("no-initial-scene", .warning, "Help", nil, nil, nil),
                Row("dangling-segue-destination", .error, "Main", "HOM-00-000", "SEG-H0-001", 10),
                Row("duplicate-segue-identifier", .error, "Main", "HOM-00-000", "SEG-H0-005", 14),
                Row("duplicate-segue-identifier", .warning, "Main", "HOM-00-000", "SEG-H0-009", 18),
                Row("missing-referenced-storyboard", .error, "Main", "REF-01-000", nil, 26),
                Row("missing-referenced-identifier", .error, "Main", "REF-02-000", nil, 32),
                Row("ambiguous-class", .warning, "Main", "DTB-03-000", nil, 43),
                Row("duplicate-storyboard-id", .error, "Main", "DTB-03-000", nil, 43),
                Row("unreachable-scene", .warning, "Main", "ORP-04-000", nil, 49),
                Row("reference-cycle", .error, "Main", "CYA-05-000", nil, 55),
                Row("missing-referenced-identifier", .error, "Main", "REF-06-000", nil, 66),
            ])
        let messages = Dictionary(
            diagnostics.map { ("\($0.code.rawValue) \($0.sceneID ?? "") \($0.segueID ?? "")", $0.message) }
        ) { first, _ in first }
        #expect(
            messages["duplicate-storyboard-id DTB-03-000 "]
                == "storyboard ID 'Detail' of scene Main/DTB-03-000 (DetailViewController) is also on scene "
                + "Main/DTA-03-000 (DetailViewController); instantiateViewController(withIdentifier:) can return only "
                + "one of them")
        #expect(
            messages["missing-referenced-storyboard REF-01-000 "]
                == "storyboard reference Main/REF-01-000 points to storyboard 'Store', which is not in the project; "
                + "import it or fix the reference's Storyboard field")
        #expect(
            messages["reference-cycle CYA-05-000 "]
                == "storyboard references form a cycle: Main/CYA-05-000 → Main/CYB-05-000 → Main/CYA-05-000")
        #expect(
            messages["ambiguous-class DTB-03-000 "]
                == "class DetailViewController is on 2 scenes (Main/DTA-03-000, Main/DTB-03-000); lookup by class is "
                + "ambiguous, name the scene as 'Storyboard/sceneId' or 'Storyboard:storyboardID'")
        #expect(
            messages["unreachable-scene ORP-04-000 "]?.contains("scenes with a storyboard ID count as reachable")
                == true)
    }

    @Test func namesThatCodegenRenamesSayWhatTheyBecome() throws {
        let diagnostics = try Fixtures.graph("Names").diagnostics()
        #expect(
            diagnostics.map(Row.init) == [
                Row("invalid-storyboard-id", .warning, "Log In", "LGN-00-000", nil, 7),
                Row("invalid-storyboard-name", .warning, "Log In", nil, nil, nil),
                Row("invalid-storyboard-id", .warning, "Main", "NAM-00-000", nil, 7),
                Row("invalid-segue-identifier", .warning, "Main", "NAM-00-000", "SEG-N0-001", 9),
                Row("invalid-segue-identifier", .warning, "Main", "NAM-00-000", "SEG-N0-002", 10),
                Row("invalid-segue-identifier", .warning, "Main", "NAM-00-000", "SEG-N0-003", 11),
                Row("segue-identifier-name-collision", .warning, "Main", "NAM-00-000", "SEG-N0-003", 11),
                Row("invalid-storyboard-id", .warning, "Main", "NAM-01-000", nil, 18),
                Row("invalid-storyboard-id", .warning, "Main", "NAM-02-000", nil, 23),
                Row("storyboard-id-name-collision", .warning, "Main", "NAM-02-000", nil, 23),
            ])
        #expect(
            diagnostics.map(\.message) == [
                "storyboard ID 'Say \"Hi\" \\ Écran' in 'Log In' is not a valid Swift identifier; codegen names it "
                    + "sayHiÉcran",
                "storyboard name 'Log In' is not a valid Swift identifier; codegen names it LogIn",
                "storyboard ID 'class' in 'Main' is not a valid Swift identifier; codegen names it `class`",
                "segue identifier 'default' in 'Main' is not a valid Swift identifier; codegen names it `default`",
                "segue identifier '2fa setup' in 'Main' is not a valid Swift identifier; codegen names it _2faSetup",
                "segue identifier 'show home' in 'Main' is not a valid Swift identifier; codegen names it showHome2",
                "segue identifier 'show home' in 'Main' becomes the same Swift name as 'showHome'; codegen names "
                    + "'show home' showHome2",
                "storyboard ID '1st screen' in 'Main' is not a valid Swift identifier; codegen names it _1stScreen",
                "storyboard ID 'login screen' in 'Main' is not a valid Swift identifier; codegen names it loginScreen2",
                "storyboard ID 'login screen' in 'Main' becomes the same Swift name as 'loginScreen'; codegen names "
                    + "'login screen' loginScreen2",
            ])
    }

    @Test func externalBundleReferenceIsOnlyAWarning() {
        let storyboard = Storyboard(
            name: "Main", initialScene: "A",
            scenes: [
                Scene(id: "A", kind: "viewController"),
                Scene(
                    id: "R", kind: Scene.referenceKind, referencedStoryboard: "Pay", bundleIdentifier: "com.example.pay"
                ),
            ],
            segues: [Segue(id: "S", source: "A", destination: "R", kind: "show", identifier: "pay")])
        let diagnostics = NavigationGraph(project: Project(name: "P"), storyboards: [storyboard]).diagnostics()
        #expect(diagnostics.map(\.code) == [.missingReferencedStoryboard])
        #expect(diagnostics.map(\.severity) == [.warning])
        #expect(
            diagnostics.first?.message
                == "storyboard reference Main/R points to storyboard 'Pay', which is not in the project (it names bundle "
                + "'com.example.pay', so it may live outside this project)")
    }

    @Test func danglingInitialSceneAndSegueSource() {
        let storyboard = Storyboard(
            name: "Main", initialScene: "Z",
            scenes: [Scene(id: "A", kind: "viewController", storyboardIdentifier: "a")],
            segues: [Segue(id: "S", source: "Q", destination: "A", kind: "show")])
        let diagnostics = NavigationGraph(project: Project(name: "P"), storyboards: [storyboard]).diagnostics()
        #expect(diagnostics.map(\.code) == [.danglingInitialScene, .danglingSegueSource])
        #expect(diagnostics.allSatisfy { $0.severity == .error })
    }

    @Test func diagnosticsEncodeWithStableCodes() throws {
        let diagnostics = try Fixtures.graph("Broken").diagnostics()
        let data = try JSONEncoder().encode(diagnostics)
        #expect(try JSONDecoder().decode([Diagnostic].self, from: data) == diagnostics)
        let objects = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(objects.first?["code"] as? String == "no-initial-scene")
        #expect(objects.first?["severity"] as? String == "warning")
        #expect(Set(DiagnosticCode.allCases.map(\.rawValue)).count == DiagnosticCode.allCases.count)
    }
}
