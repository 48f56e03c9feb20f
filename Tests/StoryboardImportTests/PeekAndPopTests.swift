import Foundation
import StoryboardImport
import StoryboardModel
import Testing

/// `iOS-PeekAndPop.storyboard`: a table cell's `show` segue with Xcode's nested Peek & Pop segues
/// (`<segue key="commit" inheritsFrom="parent"/>`, `<segue key="preview" inheritsFrom="commit"/>`), next to a
/// plain presentation segue. The nested ones are part of their parent, never segues of their own.
struct PeekAndPopTests {
    let storyboard: Storyboard

    init() throws {
        storyboard = try Fixtures.storyboard("iOS-PeekAndPop.storyboard")
    }

    @Test func nestedPreviewAndCommitSeguesAreNotSeguesOfTheirOwn() {
        // The fixture holds five `<segue>` elements with an id; two are nested in a third.
        #expect(storyboard.segues.map(\.id) == ["pnr-01-seg", "pnp-01-seg", "pnp-04-inf"])
    }

    @Test func theParentSegueIsMarkedPreviewingAndKeepsItsOwnFields() {
        let segue = storyboard.segues.first { $0.id == "pnp-01-seg" }
        #expect(
            segue
                == Segue(
                    id: "pnp-01-seg", source: "pnl-01-lst", destination: "pnd-01-det", kind: "show",
                    identifier: "showPhoto", previewing: true, line: 37))
    }

    @Test func seguesWithoutNestedSeguesAreNotPreviewing() {
        #expect(storyboard.segues.filter(\.previewing).map(\.id) == ["pnp-01-seg"])
    }

    @Test func noDanglingDestinationIsDiagnosed() {
        let graph = NavigationGraph(project: Project(name: "Album"), storyboards: [storyboard])
        let codes = graph.diagnostics().map(\.code.rawValue)
        #expect(!codes.contains("dangling-segue-destination"))
        #expect(graph.diagnostics().filter { $0.severity == .error }.isEmpty)
    }

    @Test func theParentSegueResolvesToItsDestination() throws {
        let graph = NavigationGraph(project: Project(name: "Album"), storyboards: [storyboard])
        let result = try graph.resolve(from: "PhotoListViewController", identifier: "showPhoto")
        #expect(result.segueID == "pnp-01-seg")
        #expect(result.kind == "show")
        #expect(result.destination?.ref == SceneRef(storyboard: "iOS-PeekAndPop", scene: "pnd-01-det"))
        #expect(result.content?.swiftType == "PhotoViewController")
    }

    @Test func theGraphExportCarriesTheFlagOnlyWhereSet() throws {
        let graph = NavigationGraph(project: Project(name: "Album"), storyboards: [storyboard])
        let document = try JSONDecoder().decode(GraphDocument.self, from: Data(graph.export(format: .json).utf8))
        #expect(document.edges.map(\.id) == ["pnr-01-seg", "pnp-01-seg", "pnp-04-inf"])
        #expect(document.edges.map(\.previewing) == [nil, true, nil])
    }
}
