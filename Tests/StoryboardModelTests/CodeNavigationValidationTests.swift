import Foundation
import StoryboardModel
import Testing

/// A facts document from a client is checked before it is stored: what `navgraph push` writes passes, and
/// each hostile or broken fact is refused with the JSON path of the fact and what is wrong with it.
@Suite struct CodeNavigationValidationTests {
    static let here = SourceLocation(file: "App/Coordinator.swift", line: 12)

    static let wellFormed = CodeNavigation(
        edges: [
            CodeEdge(
                from: "AppCoordinator", to: .scene(storyboard: "Main", identifier: "Login"), kind: .present,
                containers: ["UINavigationController"], location: here),
            CodeEdge(from: "HomeViewController", to: .segue("showDetail"), kind: .performSegue, location: here),
            CodeEdge(
                from: "HomeViewController", to: .viewController("SettingsViewController"), kind: .push, location: here),
            CodeEdge(from: "HomeViewController", to: .initialScene(storyboard: nil), kind: .show, location: here),
        ],
        instantiations: [
            CodeInstantiation(
                from: nil, destination: .viewController("AboutViewController"), method: .nib, location: here)
        ],
        unresolved: [
            UnresolvedNavigation(
                from: "AppCoordinator", kind: .push, reason: .parameter, expression: "viewController", location: here)
        ])

    /// The problem `document` is refused with, or `nil` when it passes.
    static func refusal(_ document: CodeNavigation, _ limits: CodeNavigation.Limits = .standard) -> String? {
        do {
            try document.validate(limits)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aDocumentAsTheReaderWritesItPassesAndSurvivesJSON() throws {
        #expect(Self.refusal(Self.wellFormed) == nil)
        let decoded = try JSONDecoder().decode(CodeNavigation.self, from: JSONEncoder().encode(Self.wellFormed))
        #expect(decoded == Self.wellFormed)
        #expect(Self.refusal(CodeNavigation()) == nil)
    }

    @Test func anotherFormatOrVersionIsRefusedByName() {
        var other = Self.wellFormed
        other.format = "swiftgen"
        #expect(Self.refusal(other) == "format: is 'swiftgen'; a facts document's is 'navgraph-code-navigation'")
        var newer = Self.wellFormed
        newer.version = 2
        #expect(Self.refusal(newer)?.hasPrefix("version: is 2; this server reads version 1") == true)
    }

    @Test func aDestinationMissingWhatItsKindNeedsNamesTheField() {
        var document = Self.wellFormed
        document.edges[0].to = CodeDestination(kind: .scene, storyboard: "Main")
        #expect(Self.refusal(document) == "edges[0].to.identifier: is missing; a 'scene' destination needs it")
        document.edges[0].to = CodeDestination(kind: .viewController, className: "A")
        document.edges[0].to.storyboard = "Main"
        #expect(Self.refusal(document) == "edges[0].to.storyboard: has no meaning for a 'viewController' destination")
        document.edges[0].to = CodeDestination(kind: .segue, identifier: "")
        #expect(Self.refusal(document) == "edges[0].to.identifier: is empty")
    }

    @Test func aSegueCannotBeInstantiated() {
        var document = Self.wellFormed
        document.instantiations[0].destination = .segue("showDetail")
        #expect(Self.refusal(document) == "instantiations[0].destination.kind: a segue is performed, not instantiated")
    }

    @Test func controlCharactersThatWouldForgeReportLinesAreRefused() {
        var document = Self.wellFormed
        document.edges[1].from = "Home\nViewController"
        #expect(Self.refusal(document) == "edges[1].from: holds the control character U+A")
        document = Self.wellFormed
        document.unresolved[0].expression = "a\u{1B}[31m"
        #expect(Self.refusal(document) == "unresolved[0].expression: holds the control character U+1B")
    }

    @Test func pathsMustBeRelativeAndLinesCountFromOne() {
        for file in ["/etc/passwd", "../outside.swift", "App/../../x.swift", ""] {
            var document = Self.wellFormed
            document.edges[2].location.file = file
            #expect(Self.refusal(document)?.hasPrefix("edges[2].location.file: ") == true, "\(file)")
        }
        var document = Self.wellFormed
        document.edges[2].location.line = 0
        #expect(Self.refusal(document) == "edges[2].location.line: is 0; lines count from 1")
    }

    @Test func sizesAreBoundedByTheLimits() {
        let small = CodeNavigation.Limits(facts: 5, pathBytes: 20, nameBytes: 8, expressionBytes: 10, containers: 1)
        #expect(Self.refusal(Self.wellFormed, small)?.hasPrefix("the document holds 6 facts; at most 5") == true)
        var document = CodeNavigation(edges: [Self.wellFormed.edges[0]])
        #expect(Self.refusal(document, small) == "edges[0].from: is 14 bytes long; at most 8 are taken")
        document.edges[0].from = "Coord"
        document.edges[0].containers = ["A", "B"]
        #expect(Self.refusal(document, small) == "edges[0].containers: has 2 containers; at most 1 are taken")
        document.edges[0].containers = []
        document.edges[0].location.file = String(repeating: "d/", count: 11) + "x.swift"
        #expect(Self.refusal(document, small)?.hasPrefix("edges[0].location.file: is 29 bytes long") == true)
    }
}
