import Testing

@testable import StoryboardModel

/// Embed segues resolve by their IB id (`resolve(from:segueID:)`): UIKit calls the container's
/// `prepare(for:sender:)` for them, with `segue.destination` the embedded controller. On
/// `Tests/Fixtures/Graph/Embed`, where `DashboardViewController` embeds a navigation controller (root
/// `FeedViewController`, segue `EMB-01-001`, no identifier) and a `StatusViewController` (`EMB-01-002`).
@Suite struct EmbedResolutionTests {
    @Test func anEmbeddedNavigationControllerIsUnwrappedToItsRoot() throws {
        let graph = try Fixtures.graph("Embed")
        let result = try graph.resolve(from: "DashboardViewController", segueID: "EMB-01-001")
        #expect(result.kind == "embed")
        #expect(result.segueID == "EMB-01-001")
        #expect(result.identifier == nil)
        #expect(result.source.ref == ref("Main/DSH-01-000"))
        #expect(result.destination?.ref == ref("Main/NAV-02-000"))
        #expect(result.presented?.swiftType == "UINavigationController")
        #expect(result.content?.ref == ref("Main/FED-03-000"))
        #expect(result.content?.swiftType == "FeedViewController")
        #expect(
            result.via == [
                hop("segue", "Main/DSH-01-000", "Main/NAV-02-000"),
                hop("rootViewController", "Main/NAV-02-000", "Main/FED-03-000"),
            ])
    }

    @Test func aPlainEmbeddedChildIsItsOwnContent() throws {
        let graph = try Fixtures.graph("Embed")
        let byID = try graph.resolve(from: "Main/DSH-01-000", segueID: "EMB-01-002")
        #expect(byID.content?.swiftType == "StatusViewController")
        #expect(byID.via == [hop("segue", "Main/DSH-01-000", "Main/STA-04-000")])
        // The same segue asked by its identifier gives the same answer.
        #expect(try graph.resolve(from: "DashboardViewController", identifier: "embedStatus") == byID)
    }

    @Test func anUnknownIDOrARelationshipIsNoSegueToResolve() throws {
        let graph = try Fixtures.graph("Embed")
        guard
            case .notFound(let message, let hint)? = graphError({
                try graph.resolve(from: "DashboardViewController", segueID: "EMB-01-009")
            })
        else {
            Issue.record("an unknown segue id must be notFound")
            return
        }
        #expect(message.contains("EMB-01-009"))
        #expect(hint?.contains("EMB-01-001") == true)
        guard case .invalidQuery? = graphError({ try graph.resolve(from: "Main/NAV-02-000", segueID: "REL-02-001") })
        else {
            Issue.record("a relationship asked by id must be an invalid query")
            return
        }
        guard case .invalidQuery? = graphError({ try graph.resolve(from: "DashboardViewController", segueID: "") })
        else {
            Issue.record("an empty segue id must be an invalid query")
            return
        }
    }
}
