import Testing

@testable import StoryboardModel

@Suite struct ResolutionTests {
    @Test func segueOnATableCell() throws {
        let graph = try Fixtures.graph("App")
        let result = try graph.resolve(from: "InboxViewController", identifier: "showMessage")
        #expect(result.source.ref == ref("Main/LST-01-000"))
        #expect(result.segueID == "SEG-01-002")
        #expect(result.identifier == "showMessage")
        #expect(result.kind == "show")
        #expect(result.destination?.ref == ref("Main/MSG-03-000"))
        #expect(result.presented?.ref == ref("Main/MSG-03-000"))
        #expect(result.content?.swiftType == "MessageViewController")
        #expect(result.container == nil)
        #expect(result.via == [hop("segue", "Main/LST-01-000", "Main/MSG-03-000")])
        #expect(result.unwindAction == nil)
    }

    @Test func barButtonPresentsANavigationControllerWhoseContentIsItsRoot() throws {
        let graph = try Fixtures.graph("App")
        let result = try graph.resolve(from: "Main:Inbox", identifier: "compose")
        #expect(result.kind == "presentation")
        #expect(result.destination?.ref == ref("Main/NAV-04-000"))
        #expect(result.presented?.swiftType == "UINavigationController")
        #expect(result.content?.ref == ref("Main/CMP-04-000"))
        #expect(result.content?.swiftType == "ComposeViewController")
        #expect(
            result.via == [
                hop("segue", "Main/LST-01-000", "Main/NAV-04-000"),
                hop("rootViewController", "Main/NAV-04-000", "Main/CMP-04-000"),
            ])
    }

    @Test func gestureSegueThroughTwoNavigationControllersNestedByAReference() throws {
        let graph = try Fixtures.graph("App")
        let result = try graph.resolve(from: "MessageViewController", identifier: "showAttachment")
        #expect(result.segueID == "SEG-03-001")
        #expect(result.destination?.ref == ref("Main/NAV-05-000"))
        #expect(result.presented?.ref == ref("Main/NAV-05-000"))
        #expect(result.content?.ref == ref("Media/ATT-M1-000"))
        #expect(result.content?.customModule == "MediaKit")
        #expect(
            result.via == [
                hop("segue", "Main/MSG-03-000", "Main/NAV-05-000"),
                hop("rootViewController", "Main/NAV-05-000", "Main/REF-05-000"),
                hop("reference", "Main/REF-05-000", "Media/NAV-M1-000"),
                hop("rootViewController", "Media/NAV-M1-000", "Media/ATT-M1-000"),
            ])
    }

    @Test func referenceWithoutStoryboardNameStaysInItsStoryboard() throws {
        let graph = try Fixtures.graph("App")
        let result = try graph.resolve(from: "Main/MSG-03-000", identifier: "showSender")
        #expect(result.destination?.kind == "reference")
        #expect(result.destination?.ref == ref("Main/REF-07-000"))
        #expect(result.presented?.ref == ref("Main/PRF-07-000"))
        #expect(result.content?.swiftType == "ProfileViewController")
        #expect(
            result.via == [
                hop("segue", "Main/MSG-03-000", "Main/REF-07-000"),
                hop("reference", "Main/REF-07-000", "Main/PRF-07-000"),
            ])
    }

    @Test func segueOfAnEmbeddedChildIsFoundFromItsParent() throws {
        let graph = try Fixtures.graph("App")
        let result = try graph.resolve(from: "ComposeViewController", identifier: "pickRecipient")
        // The segue leaves the child the container view embeds, which is where IB keeps it.
        #expect(result.source.ref == ref("Main/EMB-06-000"))
        #expect(result.source.swiftType == "ComposeFormViewController")
        #expect(result.segueID == "SEG-06-001")
        #expect(result.content?.swiftType == "RecipientPickerViewController")
        #expect(result.via == [hop("segue", "Main/EMB-06-000", "Main/PCK-06-000")])
    }

    @Test func unwindSegueReportsItsActionAndNoDestination() throws {
        let graph = try Fixtures.graph("App")
        let result = try graph.resolve(from: "RecipientPickerViewController", identifier: "unwindToCompose")
        #expect(result.kind == "unwind")
        #expect(result.unwindAction == "unwindToCompose:")
        #expect(result.destination == nil)
        #expect(result.presented == nil)
        #expect(result.content == nil)
        #expect(result.via.isEmpty)
    }

    @Test func splitContainerIsNamedWithItsChildren() throws {
        let graph = try Fixtures.graph("App")
        let result = try graph.resolve(from: "AboutViewController", identifier: "showLicenses")
        #expect(result.content?.ref == ref("Settings/SPL-S3-000"))
        #expect(result.container?.scene.swiftType == "UISplitViewController")
        #expect(
            result.container?.children.map(\.scene.ref) == [ref("Settings/NAV-S3-000"), ref("Settings/LIC-S3-000")])
        #expect(result.container?.children.map(\.role) == [.primary, .secondary])
        #expect(result.container?.children.map(\.index) == [nil, nil])
    }

    @Test func tabBarChildrenAreResolvedThroughReferences() throws {
        let graph = try Fixtures.graph("App")
        // A segue value that is not in the storyboard: resolve(segue:storyboard:) follows any segue.
        let segue = Segue(id: "X-1", source: "PRF-07-000", destination: "TAB-00-000", kind: "presentation")
        let result = try graph.resolve(segue: segue, storyboard: "Main")
        #expect(result.content?.ref == ref("Main/TAB-00-000"))
        #expect(result.container?.children.map(\.scene.ref) == [ref("Main/NAV-01-000"), ref("Settings/NAV-S1-000")])
        #expect(result.container?.children.map(\.role) == [.tab, .tab])
        #expect(result.container?.children.map(\.index) == [0, 1])
        #expect(result.via == [hop("segue", "Main/PRF-07-000", "Main/TAB-00-000")])
    }

    @Test func unknownSourceOrIdentifierIsNotFound() throws {
        let graph = try Fixtures.graph("Broken")
        #expect(
            graphError { try graph.resolve(from: "HomeViewController", identifier: "showDetial") }
                == .notFound(
                    "no segue with identifier 'showDetial' leaves scene Main/HOM-00-000 (HomeViewController)",
                    hint: "did you mean 'showDetail'?"))
        #expect(
            graphError { try graph.resolve(from: "HomeViewController", identifier: "logout") }
                == .notFound(
                    "no segue with identifier 'logout' leaves scene Main/HOM-00-000 (HomeViewController)",
                    hint: "its segue identifiers: openHelp, openHelpIndex, openLoop, openStore, showDetail, "
                        + "showGhost, showProfile"))
        #expect(
            graphError { try graph.resolve(from: "DetailViewController", identifier: "x") }
                == graphError { try graph.locate("DetailViewController") })
        #expect(
            graphError { try graph.resolve(from: "Main/DTA-03-000", identifier: "back") }
                == .notFound(
                    "no segue with identifier 'back' leaves scene Main/DTA-03-000 (DetailViewController)",
                    hint: "it has no segues with an identifier"))
        #expect(
            graphError { try graph.resolve(from: "HomeViewController", identifier: "") }
                == .invalidQuery("empty segue identifier"))
    }

    @Test func duplicateIdentifiersToDifferentScenesAreAmbiguous() throws {
        let graph = try Fixtures.graph("Broken")
        #expect(
            graphError { try graph.resolve(from: "HomeViewController", identifier: "showDetail") }
                == .ambiguous(
                    "2 segues with identifier 'showDetail' leave scene Main/HOM-00-000 (HomeViewController) "
                        + "(SEG-H0-004 → Main/DTA-03-000, SEG-H0-005 → Main/DTB-03-000); give each its own identifier",
                    candidates: [
                        try #require(graph.summary(ref("Main/DTA-03-000"))),
                        try #require(graph.summary(ref("Main/DTB-03-000"))),
                    ]))
        // Two segues with one identifier to one scene by one kind resolve: either shows the same thing.
        let profile = try graph.resolve(from: "HomeViewController", identifier: "showProfile")
        #expect(profile.segueID == "SEG-H0-008")
        #expect(profile.content?.ref == ref("Main/PRF-07-000"))
    }

    @Test func brokenDestinationsAreUnresolvableAndSayWhatIsMissing() throws {
        let graph = try Fixtures.graph("Broken")
        let expectations: [(String, String)] = [
            (
                "showGhost",
                "segue 'showGhost' (SEG-H0-001) from Main/HOM-00-000 leads to scene 'GHO-ST-000', which is not in "
                    + "storyboard 'Main'"
            ),
            (
                "openStore",
                "storyboard reference Main/REF-01-000 cannot be followed: storyboard 'Store' is not in the project"
            ),
            (
                "openHelp",
                "storyboard reference Main/REF-02-000 cannot be followed: storyboard 'Help' has no scene with "
                    + "storyboard ID 'FAQ'"
            ),
            (
                "openHelpIndex",
                "storyboard reference Main/REF-06-000 cannot be followed: storyboard 'Help' has no initial scene"
            ),
            ("openLoop", "storyboard references form a cycle: Main/CYA-05-000 → Main/CYB-05-000 → Main/CYA-05-000"),
        ]
        for (identifier, message) in expectations {
            #expect(
                graphError { try graph.resolve(from: "HomeViewController", identifier: identifier) }
                    == .unresolvable(message))
        }
    }

    @Test func navigationControllerWhoseRootIsItself() {
        // A root relationship that leads back through a reference: resolution must stop, not loop.
        let storyboard = Storyboard(
            name: "Main", initialScene: "A",
            scenes: [
                Scene(id: "A", kind: "viewController"),
                Scene(id: "N", kind: "navigationController", storyboardIdentifier: "nav"),
                Scene(id: "R", kind: Scene.referenceKind, referencedIdentifier: "nav"),
            ],
            segues: [
                Segue(id: "S1", source: "A", destination: "N", kind: "show", identifier: "go"),
                Segue(
                    id: "S2", source: "N", destination: "R", kind: "relationship", relationship: "rootViewController"),
            ])
        let graph = NavigationGraph(project: Project(name: "Loop"), storyboards: [storyboard])
        #expect(
            graphError { try graph.resolve(from: "Main/A", identifier: "go") }
                == .unresolvable("storyboard references form a cycle: Main/N → Main/R → Main/N"))
    }

    @Test func navigationControllerWithoutRootIsItsOwnContent() throws {
        // IB allows a navigation controller whose root is set in code: resolution stops at it.
        let storyboard = Storyboard(
            name: "Main", initialScene: "A",
            scenes: [Scene(id: "A", kind: "viewController"), Scene(id: "N", kind: "navigationController")],
            segues: [Segue(id: "S1", source: "A", destination: "N", kind: "presentation", identifier: "go")])
        let graph = NavigationGraph(project: Project(name: "P"), storyboards: [storyboard])
        let result = try graph.resolve(from: "Main/A", identifier: "go")
        #expect(result.content?.ref == ref("Main/N"))
        #expect(result.via == [hop("segue", "Main/A", "Main/N")])
    }

    @Test func containerWithABrokenChildIsUnresolvable() {
        let storyboard = Storyboard(
            name: "Main", initialScene: "A",
            scenes: [
                Scene(id: "A", kind: "viewController"), Scene(id: "T", kind: "tabBarController"),
                Scene(id: "R", kind: Scene.referenceKind, referencedStoryboard: "Shop"),
            ],
            segues: [
                Segue(id: "S1", source: "A", destination: "T", kind: "presentation", identifier: "tabs"),
                Segue(id: "S2", source: "T", destination: "R", kind: "relationship", relationship: "viewControllers"),
            ])
        let graph = NavigationGraph(project: Project(name: "P"), storyboards: [storyboard])
        // A tab bar controller loads its relationship children with itself, so the missing storyboard breaks it.
        #expect(
            graphError { try graph.resolve(from: "Main/A", identifier: "tabs") }
                == .unresolvable(
                    "storyboard reference Main/R cannot be followed: storyboard 'Shop' is not in the project"))
    }
}
