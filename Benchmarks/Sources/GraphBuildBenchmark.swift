import Foundation
import SQLiteStorage
import Storage
import StoryboardModel

/// What the server does after every write, timed part by part on a stored project:
/// `navgraph-bench graph DB PROJECT [RUNS]`.
///
/// The server answers a write only once the project's graph is rebuilt (`GraphCache.refresh`): one snapshot
/// of every storyboard read from SQLite, then `NavigationGraph.init`, then the old graph is released. Each is
/// timed here separately, `RUNS` times (5 by default), in this order, and the medians printed, so a large
/// project's write latency can be split into its parts (Benchmarks/scale.sh prints the whole from the client).
enum GraphBuildBenchmark {
    static func run(_ arguments: [String]) {
        guard arguments.count >= 2 else {
            FileHandle.standardError.write(Data("usage: navgraph-bench graph DB PROJECT [RUNS]\n".utf8))
            exit(64)
        }
        let path = arguments[0]
        let project = arguments[1]
        let runs = max(1, arguments.dropFirst(2).first.flatMap(Int.init) ?? 5)
        let migrations = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Migrations")
        let store: SQLiteStore
        do {
            store = try SQLiteStore(path: path, migrationsDirectory: migrations)
        } catch {
            FileHandle.standardError.write(Data("cannot open \(path): \(error)\n".utf8))
            exit(66)
        }
        defer { store.close() }

        let clock = ContinuousClock()
        var reads: [Duration] = []
        var builds: [Duration] = []
        var releases: [Duration] = []
        var previous: NavigationGraph?
        var scenes = 0
        var segues = 0
        for _ in 0..<runs {
            var snapshot: (project: Project, storyboards: [Storyboard], code: CodeNavigation, nibs: [StoredNib])?
            do {
                let start = clock.now
                snapshot = try store.read { try $0.projectSnapshot(project) }
                reads.append(clock.now - start)
            } catch {
                FileHandle.standardError.write(Data("cannot read project '\(project)': \(error)\n".utf8))
                exit(66)
            }
            guard let snapshot else { exit(70) }
            var graph: NavigationGraph?
            builds.append(
                clock.measure { graph = NavigationGraph(project: snapshot.project, storyboards: snapshot.storyboards) })
            scenes = graph?.sceneCount ?? 0
            segues = graph?.segueCount ?? 0
            // Dropping the previous graph is what the cache does when the new one replaces it.
            releases.append(clock.measure { previous = nil })
            previous = graph
        }
        _ = previous
        print("graph of '\(project)': \(scenes) scenes, \(segues) segues; median of \(runs) runs")
        print("  snapshot read from SQLite  \(milliseconds(median(reads)))")
        print("  NavigationGraph.init       \(milliseconds(median(builds)))")
        print("  old graph released         \(milliseconds(median(releases)))")
    }

    private static func median(_ values: [Duration]) -> Duration {
        values.sorted()[values.count / 2]
    }

    private static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let value = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        return String(format: "%8.1f ms", value)
    }
}
