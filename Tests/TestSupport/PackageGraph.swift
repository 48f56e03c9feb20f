import Foundation

/// The package's targets and products as SwiftPM describes them (`swift package describe --type json`), for
/// tests that assert which modules a target or product reaches (and so compiles and links).
public struct PackageGraph: Sendable {
    /// Every target's direct target dependencies, by target name.
    public var dependencies: [String: [String]] = [:]
    /// Every product's targets, by product name.
    public var products: [String: [String]] = [:]

    /// Why the description could not be read.
    public struct Failure: Error, CustomStringConvertible {
        /// What SwiftPM printed, or what was wrong with it.
        public let description: String
    }

    /// Every target `roots` reach through target dependencies, the roots included.
    public func closure(of roots: [String]) -> Set<String> {
        var seen: Set<String> = []
        var pending = roots
        while let name = pending.popLast() {
            guard seen.insert(name).inserted else { continue }
            pending += dependencies[name] ?? []
        }
        return seen
    }

    /// Every target product `name` builds.
    public func closure(ofProduct name: String) -> Set<String> { closure(of: products[name] ?? []) }

    /// Runs `swift package describe --type json` (with `swift` at that path) on the repository, with a scratch
    /// folder of its own so that it does not wait for the lock of the `swift test` running it.
    public static func describe(swift: String) throws -> PackageGraph {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-describe-\(UUID())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outcome = try ProcessRunner.run(
            swift, ["package", "--scratch-path", scratch.path, "describe", "--type", "json"],
            in: TestEnvironment.repositoryRoot, mergingOutput: true)
        let output = outcome.stdout
        guard outcome.status == 0 else { throw Failure(description: "swift package describe: \(output)") }
        // SwiftPM may print progress lines before the JSON object.
        guard let start = output.firstIndex(of: "{"),
            let object = try JSONSerialization.jsonObject(with: Data(output[start...].utf8)) as? [String: Any]
        else { throw Failure(description: "swift package describe printed no JSON object: \(output)") }
        var graph = PackageGraph()
        for target in object["targets"] as? [[String: Any]] ?? [] {
            guard let name = target["name"] as? String else { continue }
            graph.dependencies[name] = target["target_dependencies"] as? [String] ?? []
        }
        for product in object["products"] as? [[String: Any]] ?? [] {
            guard let name = product["name"] as? String else { continue }
            graph.products[name] = product["targets"] as? [String] ?? []
        }
        return graph
    }
}
