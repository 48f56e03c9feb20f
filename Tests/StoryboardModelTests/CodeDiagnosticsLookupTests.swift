import Foundation
import Testing

@testable import StoryboardModel

@Suite struct CodeDiagnosticsLookupTests {
    typealias F = CodeNavigationFixture

    private func unreachable(_ graph: NavigationGraph) -> [Diagnostic] {
        graph.diagnostics().filter { $0.code == .unreachableScene }
    }

    @Test func aSceneOnlyCodeReachesIsNotUnreachableButOneNothingReachesStillIs() {
        let without = unreachable(F.withoutCode())
        #expect(without.map(\.sceneID) == ["ORPHAN", "PROFILE"])
        #expect(
            without.first?.message
                == "scene Main/ORPHAN (OrphanViewController) is unreachable: no initial scene or scene with a storyboard "
                + "ID leads to it through segues, containers or storyboard references (scenes with a storyboard ID "
                + "count as reachable because code can instantiate them); give it a storyboard ID or a segue, or "
                + "delete it")
        let with = unreachable(F.graph())
        #expect(with.map(\.sceneID) == ["ORPHAN"])
        #expect(with.first?.message.contains("through segues, containers, storyboard references or code") == true)
    }

    @Test func codeFromAnUnreachableSceneReachesNothingAndInstantiationsCount() {
        // ORPHAN's code pushes PROFILE: nothing reaches ORPHAN, so nothing reaches PROFILE either.
        let fromOrphan = CodeEdge(
            from: "OrphanViewController", to: .viewController("ProfileViewController"), kind: .push,
            location: F.location("Orphan.swift", 3))
        #expect(
            unreachable(F.graph(code: CodeNavigation(edges: [fromOrphan]))).map(\.sceneID) == ["ORPHAN", "PROFILE"])
        // A factory that makes ORPHAN is code reaching it.
        let made = CodeInstantiation(
            from: nil, destination: .viewController("OrphanViewController"), method: .factory,
            location: F.location("Orphan.swift", 9))
        #expect(
            unreachable(F.graph(code: CodeNavigation(edges: [fromOrphan], instantiations: [made]))).isEmpty)
    }

    @Test func lookupOfAClassNoStoryboardHasSaysWhereCodeMakesIt() throws {
        let graph = F.graph()
        let legal = try graph.lookup(className: "LegalViewController")
        #expect(legal.instantiation == .code)
        #expect(legal.madeInCode == [F.legalFromNib])
        #expect(legal.ref == .code("LegalViewController"))
        #expect(legal.swiftType == "LegalViewController")
        #expect(
            legal.reason
                == "no storyboard has class LegalViewController; code makes it at App/Welcome.swift:7 (nib) and shows it "
                + "at App/Welcome.swift:8 (present)")
        #expect(
            try graph.lookup(className: "SettingsViewController")
                == F.withoutCode().lookup(className: "SettingsViewController"))
        let settings = try JSONEncoder().encode(try graph.lookup(className: "SettingsViewController"))
        #expect(!String(decoding: settings, as: UTF8.self).contains("madeInCode"))
        #expect(String(decoding: try JSONEncoder().encode(legal), as: UTF8.self).contains(#""instantiation":"code""#))
        #expect(
            graphError { try F.withoutCode().lookup(className: "LegalViewController") }
                == .notFound("no scene has class 'LegalViewController'", hint: "did you mean 'DetailViewController'?"))
        // A coordinator no code makes is still not found.
        #expect(
            graphError { try graph.lookup(className: "AppCoordinator") }
                == .notFound("no scene has class 'AppCoordinator'", hint: nil))
    }
}
