import Foundation
import Testing

@testable import StoryboardModel

@Suite struct CodeRouteTests {
    typealias F = CodeNavigationFixture

    @Test func routeCrossesPushesInCodeWithFileAndLine() throws {
        let graph = F.graph()
        #expect(F.withoutCode().route(from: ref("Main/NAV"), to: ref("Main/PROFILE")) == nil)
        let route = try #require(graph.route(from: ref("Main/NAV"), to: ref("Main/PROFILE")))
        #expect(route.map(\.step) == [.containment, .code, .code])
        #expect(route.map(\.to) == [ref("Main/LIST"), ref("Main/SETTINGS"), ref("Main/PROFILE")])
        #expect(route.map(\.kind) == ["relationship", "push", "push"])
        #expect(route.map(\.location?.description) == [nil, "App/List.swift:20", "App/Settings.swift:33"])
        #expect(route.map(\.identifier) == [nil, nil, nil])
        #expect(try graph.route(from: "ListViewController", to: "ProfileViewController").count == 2)
        #expect(
            graph.allRoutes(from: ref("Main/LIST"), to: ref("Main/PROFILE")).map { $0.map(\.step) } == [[.code, .code]])
    }

    @Test func routesStartAndEndAtClassesMadeInCode() throws {
        let graph = F.graph()
        #expect(try graph.locate("AppCoordinator") == .code("AppCoordinator"))
        #expect(try graph.locate("LegalViewController") == .code("LegalViewController"))
        let route = try graph.route(from: "AppCoordinator", to: "LegalViewController")
        #expect(
            route == [
                RouteHop(
                    step: .code, from: .code("AppCoordinator"), to: ref("Onboarding/WELCOME"), kind: "present",
                    location: SourceLocation(file: "App/AppCoordinator.swift", line: 10),
                    containers: ["UINavigationController"]),
                RouteHop(
                    step: .code, from: ref("Onboarding/WELCOME"), to: .code("LegalViewController"), kind: "present",
                    location: SourceLocation(file: "App/Welcome.swift", line: 8)),
            ])
        #expect(route.map(\.to.description) == ["Onboarding/WELCOME", "LegalViewController"])
        let all = graph.enumerateRoutes(from: .code("AppCoordinator"), to: .code("LegalViewController"))
        #expect(all.routes == [route])
        #expect(graph.route(from: ref("Main/NAV"), to: .code("LegalViewController")) == nil)
        // Without code navigation the names are unknown, as before.
        #expect(
            graphError { try F.withoutCode().locate("AppCoordinator") }
                == .notFound("no scene has class 'AppCoordinator'", hint: nil))
    }

    @Test func performSegueInCodeReachesWhatTheSegueShowsInsideItsNavigationController() throws {
        let graph = F.graph()
        let hops = graph.codeDepartures(from: ref("Main/LIST"))
        #expect(hops == [F.listPushesSettings, F.listPerformsShowDetail])
        #expect(graph.codeArrivals(at: ref("Main/DETAIL")) == [F.listPerformsShowDetail])
        let all = graph.allRoutes(from: ref("Main/LIST"), to: ref("Main/DETAIL"))
        #expect(
            all.first == [
                RouteHop(
                    step: .code, from: ref("Main/LIST"), to: ref("Main/DETAIL"), identifier: "showDetail",
                    segueID: "S1", kind: "performSegue", location: SourceLocation(file: "App/List.swift", line: 40))
            ])
        #expect(all.dropFirst().map { $0.map(\.step) } == [[.segue, .containment]])
    }

    @Test func hopJSONKeepsItsKeysForStoryboardStepsAndAddsLocationForCode() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let segue = RouteHop(
            step: .segue, from: ref("Main/A"), to: ref("Main/B"), identifier: "x", segueID: "s", kind: "show")
        #expect(
            String(decoding: try encoder.encode(segue), as: UTF8.self)
                == #"{"from":{"scene":"A","storyboard":"Main"},"identifier":"x","kind":"show","segueID":"s","step":"segue","#
                + #""to":{"scene":"B","storyboard":"Main"}}"#)
        let code = RouteHop(
            step: .code, from: .code("AppCoordinator"), to: ref("Main/B"), kind: "present",
            location: SourceLocation(file: "App/A.swift", line: 3), containers: ["UINavigationController"])
        #expect(
            String(decoding: try encoder.encode(code), as: UTF8.self)
                == #"{"containers":["UINavigationController"],"from":{"scene":"AppCoordinator","storyboard":""},"#
                + #""kind":"present","location":{"file":"App\/A.swift","line":3},"step":"code","#
                + #""to":{"scene":"B","storyboard":"Main"}}"#)
        #expect(try JSONDecoder().decode(RouteHop.self, from: try encoder.encode(code)) == code)
    }
}
