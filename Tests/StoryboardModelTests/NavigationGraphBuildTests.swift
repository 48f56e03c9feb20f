import Testing

@testable import StoryboardModel

@Suite struct NavigationGraphBuildTests {
    @Test func indexesEveryFixtureSceneAndSegue() throws {
        let graph = try Fixtures.graph("App")
        #expect(graph.storyboards.map(\.name) == ["Main", "Media", "Settings"])
        #expect(graph.sceneCount == 22)
        #expect(graph.segueCount == 19)
        #expect(graph.summary(ref("Main/LST-01-000"))?.swiftType == "InboxViewController")
        #expect(graph.scene(ref("Main/REF-02-000"))?.referencedStoryboard == "Settings")
        #expect(graph.storyboard(named: "Media")?.initialScene == "NAV-M1-000")
    }

    @Test func sortsStoryboardsWhateverTheInputOrder() throws {
        let storyboards = try Fixtures.storyboards("App")
        let forward = NavigationGraph(project: Project(name: "App"), storyboards: storyboards)
        let backward = NavigationGraph(project: Project(name: "App"), storyboards: storyboards.reversed())
        #expect(forward.storyboards.map(\.name) == backward.storyboards.map(\.name))
        #expect(forward.export(format: .dot) == backward.export(format: .dot))
    }

    @Test func locatesByClassSceneIdAndStoryboardID() throws {
        let graph = try Fixtures.graph("App")
        #expect(try graph.locate("InboxViewController") == ref("Main/LST-01-000"))
        #expect(try graph.locate("Main/MSG-03-000") == ref("Main/MSG-03-000"))
        #expect(try graph.locate("Main:Compose") == ref("Main/CMP-04-000"))
        #expect(try graph.locate("Media:AttachmentNavigation") == ref("Media/NAV-M1-000"))
        // Framework classes count when only one scene has them.
        #expect(try graph.locate("UITabBarController") == ref("Main/TAB-00-000"))
        #expect(try graph.locate("UISplitViewController") == ref("Settings/SPL-S3-000"))
    }

    @Test func locatesStoryboardIDsHoldingSlashesAndColons() throws {
        let storyboard = Storyboard(
            name: "Main", initialScene: "A",
            scenes: [
                Scene(id: "A", kind: "viewController", storyboardIdentifier: "a/b"),
                Scene(id: "B", kind: "viewController", storyboardIdentifier: "c:d"),
            ])
        let graph = NavigationGraph(project: Project(name: "P"), storyboards: [storyboard])
        #expect(try graph.locate("Main:a/b") == ref("Main/A"))
        #expect(try graph.locate("Main:c:d") == ref("Main/B"))
        #expect(try graph.locate("Main/B") == ref("Main/B"))
        #expect(
            graphError { try graph.locate("Other:a/b") }
                == .notFound("no storyboard named 'Other' in project 'P'", hint: "storyboards: Main"))
    }

    @Test func locatesModuleQualifiedClassNames() throws {
        let graph = try Fixtures.graph("App")
        #expect(try graph.locate("MediaKit.AttachmentViewController") == ref("Media/ATT-M1-000"))
        #expect(try graph.locate("UIKit.UITabBarController") == ref("Main/TAB-00-000"))
        #expect(
            graphError { try graph.locate("MailApp.AttachmentViewController") }
                == .notFound(
                    "no scene has class 'MailApp.AttachmentViewController'",
                    hint: "scene Media/ATT-M1-000 has class AttachmentViewController in module MediaKit"))
    }

    @Test func locateExplainsWhatIsMissing() throws {
        let graph = try Fixtures.graph("App")
        #expect(
            graphError { try graph.locate("") }
                == .invalidQuery(
                    "empty scene name: use a class name, 'Storyboard/sceneId' or 'Storyboard:storyboardID'"))
        #expect(
            graphError { try graph.locate("Main/") }
                == .invalidQuery("'Main/' needs both a storyboard and a scene id"))
        // No storyboard before ':' is a malformed name (400), not a storyboard '' that is missing (404).
        #expect(
            graphError { try graph.locate(":Home") }
                == .invalidQuery(
                    "':Home' needs a storyboard before ':' ('Storyboard:storyboardID'), or is a class name"))
        #expect(
            graphError { try graph.locate("/LST-01-000") }
                == .invalidQuery("'/LST-01-000' needs both a storyboard and a scene id"))
        #expect(
            graphError { try graph.locate("Mian/LST-01-000") }
                == .notFound("no storyboard named 'Mian' in project 'App'", hint: "did you mean 'Main'?"))
        #expect(
            graphError { try graph.locate("Store:Cart") }
                == .notFound(
                    "no storyboard named 'Store' in project 'App'", hint: "storyboards: Main, Media, Settings"))
        #expect(
            graphError { try graph.locate("Main/LST-01-001") }
                == .notFound(
                    "no scene with id 'LST-01-001' in storyboard 'Main'", hint: "did you mean 'LST-01-000'?"))
        #expect(
            graphError { try graph.locate("InboxController") }
                == .notFound("no scene has class 'InboxController'", hint: "did you mean 'InboxViewController'?"))
    }

    @Test func locateRejectsAClassOnSeveralScenes() throws {
        let graph = try Fixtures.graph("Broken")
        guard case .ambiguous(let message, let candidates)? = graphError({ try graph.locate("DetailViewController") })
        else {
            Issue.record("expected an ambiguous class")
            return
        }
        #expect(
            message
                == "class 'DetailViewController' is on 2 scenes (Main/DTA-03-000, Main/DTB-03-000); name one as "
                + "'Storyboard/sceneId' or 'Storyboard:storyboardID'")
        #expect(candidates.map(\.ref) == [ref("Main/DTA-03-000"), ref("Main/DTB-03-000")])
    }

    @Test func linksReferencesAcrossAndWithinStoryboards() throws {
        let graph = try Fixtures.graph("App")
        let scenes: [GraphDocument.Node] = graph.document().storyboards.flatMap { $0.scenes }
        let nodes = Dictionary(uniqueKeysWithValues: scenes.map { ($0.ref, $0) })
        // No referencedIdentifier: the referenced storyboard's initial scene.
        #expect(nodes[ref("Main/REF-02-000")]?.referenceTarget == ref("Settings/NAV-S1-000"))
        #expect(nodes[ref("Main/REF-05-000")]?.referenceTarget == ref("Media/NAV-M1-000"))
        // No storyboardName: this storyboard.
        #expect(nodes[ref("Main/REF-07-000")]?.referenceTarget == ref("Main/PRF-07-000"))
        #expect(nodes[ref("Main/REF-07-000")]?.referenceProblem == nil)
    }

    @Test func buildsAFiveThousandSceneProject() throws {
        // Not a timing test: it proves the indexes hold at scale and queries still answer exactly.
        // 5,000 view controllers plus the 49 references that chain the storyboards.
        let graph = SyntheticProject.chain(storyboards: 50, scenesPerStoryboard: 100)
        #expect(graph.sceneCount == 5_049)
        #expect(graph.segueCount == 4_999)
        #expect(try graph.locate("Screen4999ViewController") == ref("Board49/S-4999"))
        let route = graph.route(from: ref("Board00/S-0"), to: ref("Board49/S-4999"))
        #expect(route?.count == 4_999 + 49)
        #expect(graph.diagnostics().isEmpty)
    }
}
