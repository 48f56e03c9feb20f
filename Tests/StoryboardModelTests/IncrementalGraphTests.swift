import Foundation
import StoryboardModel
import TestSupport
import Testing

/// A graph kept up to date write by write (`updating`) is exactly the graph built from nothing of the same
/// storyboards: equal as values, and equal in every answer (issue 22).
@Suite struct IncrementalGraphTests {
    /// The storyboards a random sequence of writes leaves, and the graph kept along.
    struct Run {
        var random: RandomStoryboards
        var project = Project(name: "app")
        var storyboards: [String: Storyboard] = [:]
        var kept: NavigationGraph

        init(seed: UInt64) {
            random = RandomStoryboards(seed: seed)
            for name in RandomStoryboards.names.prefix(3) {
                storyboards[name] = random.storyboard(named: name)
            }
            kept = NavigationGraph(project: project, storyboards: Array(storyboards.values))
        }

        var fresh: NavigationGraph { NavigationGraph(project: project, storyboards: Array(storyboards.values)) }

        /// One random write: a storyboard replaced, made or deleted, a scene or segue added, changed or
        /// deleted, or (rarely) the project's platform changed.
        mutating func write(_ step: Int) -> String {
            project.revision += 1
            let names = storyboards.keys.sorted()
            var name = random.pick(names.isEmpty ? RandomStoryboards.names : names)
            var what = "replace"
            var board = storyboards[name] ?? random.storyboard(named: name)
            switch random.below(12) {
            case 0:
                what = "create or replace"
                name = random.pick(RandomStoryboards.names)
                board = random.storyboard(named: name, edit: step)
            case 1 where storyboards.count > 1:
                storyboards[name] = nil
                kept = kept.updating(project: project, changed: [], removed: [name])
                return "delete \(name)"
            case 2:
                what = "add scene"
                board.scenes.append(random.scene(id: "new-\(step)", edit: step))
            case 3 where board.scenes.count > 1:
                what = "delete scene"
                let gone = board.scenes.remove(at: random.below(board.scenes.count)).id
                board.segues.removeAll { $0.source == gone }
            case 4, 5:
                what = "add segue"
                board.segues.append(random.segue(id: "new-g\(step)", among: board.scenes))
            case 6 where !board.segues.isEmpty:
                what = "delete segue"
                board.segues.remove(at: random.below(board.segues.count))
            case 7:
                what = "change initial scene"
                board.initialScene = random.below(3) == 0 ? nil : random.pick(board.scenes).id
            case 8:
                what = "project platform"
                project.platform = project.platform == .ios ? .tvos : .ios
                kept = kept.updating(project: project, changed: [])
                return what
            default:
                what = "edit a scene"
                let position = random.below(board.scenes.count)
                board.scenes[position] = random.scene(id: board.scenes[position].id, edit: step)
            }
            board.revision += 1
            storyboards[name] = board
            kept = kept.updating(project: project, changed: [board])
            return "\(what) in \(name)"
        }
    }

    @Test(arguments: 0..<8 as Range<UInt64>)
    func aGraphKeptWriteByWriteEqualsOneBuiltFromNothing(seed: UInt64) {
        var run = Run(seed: seed)
        for step in 0..<40 {
            let write = run.write(step)
            let fresh = run.fresh
            #expect(Bool(run.kept == fresh), "seed \(seed), step \(step): \(write)")
            #expect(Self.answers(run.kept) == Self.answers(fresh), "seed \(seed), step \(step): \(write)")
            guard run.kept == fresh else { return }
        }
    }

    @Test func aStoryboardReplacedKeepsTheOthersPartsAndNumbers() throws {
        var random = RandomStoryboards(seed: 99)
        let storyboards = RandomStoryboards.names.map { random.storyboard(named: $0) }
        let graph = NavigationGraph(project: Project(name: "app"), storyboards: storyboards)
        var main = storyboards[1]
        main.scenes.append(Scene(id: "extra", kind: "viewController", customClass: "ExtraViewController"))
        main.revision += 1
        let updated = graph.updating(project: Project(name: "app", revision: 2), changed: [main])
        #expect(
            updated
                == NavigationGraph(
                    project: Project(name: "app", revision: 2),
                    storyboards: storyboards.map {
                        $0.name == "Main" ? main : $0
                    }))
        #expect(updated.sceneCount == graph.sceneCount + 1)
        let found = try updated.lookup(className: "ExtraViewController")
        #expect(found.storyboard == "Main" && found.scene == "extra")
    }

    /// What a user can ask of a graph, as text: every lookup, resolution, route and diagnostic, and the
    /// exported document.
    static func answers(_ graph: NavigationGraph) -> [String] {
        var answers: [String] = []
        func record(_ label: String, _ body: () throws -> Any) {
            do {
                answers.append("\(label): \(try body())")
            } catch {
                answers.append("\(label): error \(error)")
            }
        }
        for className in RandomStoryboards.classes + ["UINavigationController", "Nothing"] {
            record("lookup \(className)") { try graph.lookup(className: className) }
        }
        let refs = graph.storyboards.flatMap { board in
            board.scenes.map { SceneRef(storyboard: board.name, scene: $0.id) }
        }
        for storyboard in RandomStoryboards.names {
            for identifier in ["home", "login", "list"] {
                record("lookup \(storyboard):\(identifier)") {
                    try graph.lookup(storyboard: storyboard, identifier: identifier)
                }
            }
        }
        for ref in refs {
            for identifier in RandomStoryboards.identifiers {
                record("resolve \(ref) \(identifier)") {
                    try graph.resolve(from: ref.description, identifier: identifier)
                }
            }
        }
        for from in refs.prefix(6) {
            for to in refs.suffix(6) {
                record("route \(from) \(to)") { graph.route(from: from, to: to) as Any }
            }
        }
        record("diagnostics") { graph.diagnostics() }
        record("scenes") { graph.scenes() }
        record("dot") { graph.export(format: .dot) }
        record("mermaid") { graph.export(format: .mermaid) }
        record("json") { graph.export(format: .json) }
        return answers
    }
}
