import Foundation
import StoryboardModel
import Testing

@testable import Storage

/// The code navigation facts a project keeps (`putCodeNavigation`): a revision per change, the history naming
/// each revision's facts, nothing for equal facts, gone with the project.
@Suite struct CodeNavigationStoreTests {
    private func facts(line: Int) -> CodeNavigation {
        CodeNavigation(edges: [
            CodeEdge(
                from: "HomeViewController", to: .viewController("DetailViewController"), kind: .push,
                location: SourceLocation(file: "App/Home.swift", line: line))
        ])
    }

    @Test(arguments: StoreBackend.allCases) func factsMoveTheRevisionAndEachKeptRevisionKeepsItsOwn(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        #expect(try store.read { try $0.codeNavigation(project: "app") } == nil)

        let first = try store.write {
            try $0.putCodeNavigation(project: "app", document: facts(line: 12), ifMatch: nil)
        }
        #expect(first.created && first.changed && first.project.revision == 2)
        let same = try store.write { try $0.putCodeNavigation(project: "app", document: facts(line: 12), ifMatch: nil) }
        #expect(!same.changed && same.project.revision == 2)
        let second = try store.write {
            try $0.putCodeNavigation(project: "app", document: facts(line: 40), ifMatch: .revision(in: [2]))
        }
        #expect(!second.created && second.changed && second.project.revision == 3)
        #expect(try store.read { try $0.codeNavigation(project: "app") } == facts(line: 40))
        #expect(try store.read { try $0.projectSnapshot("app") }.code == facts(line: 40))

        #expect(try store.read { try $0.codeNavigation(project: "app", revision: 1) } == nil)
        #expect(try store.read { try $0.codeNavigation(project: "app", revision: 2) } == facts(line: 12))
        guard case .kept(let two) = try store.read({ try $0.revision(2, project: "app") }) else {
            Issue.record("revision 2 is not kept")
            return
        }
        #expect(two.code == facts(line: 12))
        #expect(
            try store.read { try $0.revisions(project: "app") }.first?.summary == "replaced the code navigation facts")

        let removed = try store.write { try $0.putCodeNavigation(project: "app", document: nil, ifMatch: nil) }
        #expect(removed.changed && removed.project.revision == 4)
        #expect(try store.read { try $0.codeNavigation(project: "app") } == nil)
        #expect(try store.read { try $0.codeNavigation(project: "app", revision: 3) } == facts(line: 40))
    }

    @Test(arguments: StoreBackend.allCases) func aStaleETagChangesNothing(_ backend: StoreBackend) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        #expect(throws: StoreError.self) {
            try store.write {
                try $0.putCodeNavigation(project: "app", document: facts(line: 1), ifMatch: .revision(in: [7]))
            }
        }
        #expect(try store.readOne { try $0.project("app") }.revision == 1)
        #expect(try database.count("code_navigation_contents") == 0)
    }

    @Test(arguments: StoreBackend.allCases) func deletingTheProjectReleasesTheFacts(
        _ backend: StoreBackend
    ) throws {
        let database = try TestStore(backend)
        let store = try database.openStore()
        _ = try store.write { try $0.createProject(Project(name: "app")) }
        _ = try store.write { try $0.putCodeNavigation(project: "app", document: facts(line: 1), ifMatch: nil) }
        _ = try store.write { try $0.putCodeNavigation(project: "app", document: facts(line: 2), ifMatch: nil) }
        #expect(try database.count("code_navigation_contents") == 2)
        try store.deleteProject("app", ifMatch: nil)
        #expect(try database.count("code_navigation_contents") == 0)
    }
}
