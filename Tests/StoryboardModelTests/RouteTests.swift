import Testing

@testable import StoryboardModel

@Suite struct RouteTests {
    @Test func shortestRouteEntersContainersAndNamesSeguesToPerform() throws {
        let graph = try Fixtures.graph("App")
        let route = try #require(graph.route(from: ref("Main/TAB-00-000"), to: ref("Main/MSG-03-000")))
        #expect(
            route == [
                RouteHop(
                    step: .containment, from: ref("Main/TAB-00-000"), to: ref("Main/NAV-01-000"), segueID: "SEG-00-001",
                    kind: "relationship", relationship: "viewControllers"),
                RouteHop(
                    step: .containment, from: ref("Main/NAV-01-000"), to: ref("Main/LST-01-000"), segueID: "SEG-01-001",
                    kind: "relationship", relationship: "rootViewController"),
                RouteHop(
                    step: .segue, from: ref("Main/LST-01-000"), to: ref("Main/MSG-03-000"), identifier: "showMessage",
                    segueID: "SEG-01-002", kind: "show"),
            ])
    }

    @Test func routeCrossesStoryboardsThroughReferences() throws {
        let graph = try Fixtures.graph("App")
        let route = try graph.route(from: "UITabBarController", to: "AboutViewController")
        #expect(route.map(\.step) == [.containment, .reference, .containment, .segue])
        #expect(
            route.map(\.to) == [
                ref("Main/REF-02-000"), ref("Settings/NAV-S1-000"), ref("Settings/SET-S1-000"),
                ref("Settings/ABT-S2-000"),
            ])
        #expect(route.map(\.identifier) == [nil, nil, nil, "showAbout"])
        let deep = try #require(graph.route(from: ref("Main/TAB-00-000"), to: ref("Media/ATT-M1-000")))
        #expect(
            deep.map(\.to) == [
                ref("Main/NAV-01-000"), ref("Main/LST-01-000"), ref("Main/MSG-03-000"), ref("Main/NAV-05-000"),
                ref("Main/REF-05-000"), ref("Media/NAV-M1-000"), ref("Media/ATT-M1-000"),
            ])
        #expect(deep.compactMap(\.identifier) == ["showMessage", "showAttachment"])
    }

    @Test func noRouteBackwardsAndEmptyRouteToItself() throws {
        let graph = try Fixtures.graph("App")
        #expect(graph.route(from: ref("Main/LST-01-000"), to: ref("Main/TAB-00-000")) == nil)
        #expect(graph.route(from: ref("Main/LST-01-000"), to: ref("Main/LST-01-000")) == [])
        #expect(graph.route(from: ref("Main/NOPE"), to: ref("Main/LST-01-000")) == nil)
        #expect(
            graphError { try graph.route(from: "MessageViewController", to: "InboxViewController") }
                == .notFound(
                    "no route from Main/MSG-03-000 to Main/LST-01-000 through segues, containers and storyboard "
                        + "references",
                    hint: "Main/LST-01-000 is reached only from scenes the source cannot reach"))
        #expect(
            graphError { try graph.route(from: "MessageViewController", to: "Nope") }
                == .notFound("no scene has class 'Nope'", hint: nil))
    }

    @Test func allRoutesShortestFirstInDocumentOrder() {
        // A→B, A→C, A→D, B→D, B→C, C→D: four simple routes from A to D.
        let storyboard = Storyboard(
            name: "Main", initialScene: "A",
            scenes: ["A", "B", "C", "D"].map { Scene(id: $0, kind: "viewController") },
            segues: [
                Segue(id: "s1", source: "A", destination: "B", kind: "show", identifier: "toB"),
                Segue(id: "s2", source: "A", destination: "C", kind: "show", identifier: "toC"),
                Segue(id: "s3", source: "A", destination: "D", kind: "presentation", identifier: "toD"),
                Segue(id: "s4", source: "B", destination: "D", kind: "show", identifier: "toD"),
                Segue(id: "s5", source: "B", destination: "C", kind: "show", identifier: "toC"),
                Segue(id: "s6", source: "C", destination: "D", kind: "show", identifier: "toD"),
            ])
        let graph = NavigationGraph(project: Project(name: "Diamond"), storyboards: [storyboard])
        let routes = graph.allRoutes(from: ref("Main/A"), to: ref("Main/D"))
        #expect(routes.map { $0.compactMap(\.segueID) } == [["s3"], ["s1", "s4"], ["s2", "s6"], ["s1", "s5", "s6"]])
        #expect(
            graph.allRoutes(from: ref("Main/A"), to: ref("Main/D"), limit: 2).map { $0.compactMap(\.segueID) } == [
                ["s3"], ["s1", "s4"],
            ])
        #expect(graph.allRoutes(from: ref("Main/A"), to: ref("Main/D"), maxHops: 2).count == 3)
        #expect(graph.allRoutes(from: ref("Main/D"), to: ref("Main/A")).isEmpty)
        #expect(graph.route(from: ref("Main/A"), to: ref("Main/D"))?.map(\.segueID) == ["s3"])
    }

    @Test func routesSkipUnwindAndDanglingSegues() throws {
        let graph = try Fixtures.graph("App")
        // The picker's only segue is an unwind: it leads nowhere statically.
        #expect(graph.route(from: ref("Main/PCK-06-000"), to: ref("Main/CMP-04-000")) == nil)
        let broken = try Fixtures.graph("Broken")
        #expect(broken.route(from: ref("Main/HOM-00-000"), to: ref("Main/ORP-04-000")) == nil)
        #expect(
            broken.route(from: ref("Main/HOM-00-000"), to: ref("Main/CYB-05-000"))?.map(\.step) == [.segue, .reference])
    }
}
