import Foundation
import Testing

/// The real storyboards in `../shared/fixtures/real` (present in CI): each repository folder imports as one
/// project, and every segue with an identifier resolves to a 200 or a well-formed 4xx, never a 500.
@Suite struct CorpusResolutionTests {
    static let corpus = TestEnvironment.repositoryRoot.deletingLastPathComponent().appendingPathComponent(
        "shared/fixtures/real")

    static func storyboards(in folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "storyboard" }
            .sorted { $0.path < $1.path }
    }

    @Test(.enabled(if: TestEnvironment.hasRealCorpus, TestEnvironment.realCorpusAbsent))
    func everyIdentifiedSegueResolvesOrFailsCleanly() throws {
        let server = try TestServer()
        defer { server.tearDown() }
        let repositories = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)
            .filter { !$0.hasSuffix(".md") }.sorted()
        var resolved = 0
        var failedCleanly = 0
        for (index, repository) in repositories.enumerated() {
            let project = "corpus\(index)"
            #expect(try server.json("POST", "/v1/projects", ["name": project]).status == 201)
            var seen: Set<String> = []
            for file in Self.storyboards(in: Self.corpus.appendingPathComponent(repository)) {
                let name = file.deletingPathExtension().lastPathComponent
                // Two files of one name in one repository (iOS and tvOS targets): the first one wins here.
                guard seen.insert(name).inserted else { continue }
                let encoded = name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? name
                let put = try server.request(
                    "PUT", "/v1/projects/\(project)/storyboards/\(encoded)",
                    headers: ["Content-Type": "application/xml"], body: try Data(contentsOf: file))
                #expect(put.status == 201, "\(file.path): \(put.text)")
            }
            let client = server
            for storyboard in try client.request("GET", "/v1/projects/\(project)/storyboards").array {
                let name = storyboard["name"] as? String ?? ""
                let encoded = name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? name
                let model = try client.request("GET", "/v1/projects/\(project)/storyboards/\(encoded)")
                for segue in model.object["segues"] as? [[String: Any]] ?? [] {
                    guard let identifier = segue["identifier"] as? String, let source = segue["source"] as? String
                    else { continue }
                    let from = "\(name)/\(source)".addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
                    let segueQuery = identifier.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
                    let answer = try client.request(
                        "GET", "/v1/projects/\(project)/resolve?from=\(from)&segue=\(segueQuery)")
                    if answer.status == 200 {
                        resolved += 1
                    } else {
                        #expect(
                            (400..<500).contains(answer.status), "\(repository) \(name) \(identifier): \(answer.status)"
                        )
                        #expect(answer.header("Content-Type") == "application/problem+json")
                        #expect(!(answer.object["detail"] as? String ?? "").isEmpty)
                        failedCleanly += 1
                    }
                }
            }
        }
        // The corpus has a few dozen identified segues; most resolve, the rest point at storyboards outside it.
        #expect(resolved >= 20)
        print("corpus: \(resolved) segues resolved, \(failedCleanly) answered with a 4xx")
    }
}
