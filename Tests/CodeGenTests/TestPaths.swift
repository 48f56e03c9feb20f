import Foundation

/// Paths of the package, found from this file's location.
enum TestPaths {
    /// The package root.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// `Tests/Fixtures/CodeGen`.
    static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures/CodeGen")
    /// The real storyboard corpus beside the package, when present.
    static let realCorpus = packageRoot.appendingPathComponent("../shared/fixtures/real").standardized
}
