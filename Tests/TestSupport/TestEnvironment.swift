import Foundation
import Testing

/// Where the repository and its optional neighbours are, and which outside tools this machine has, so a
/// test lacking one is skipped with its reason (`.enabled(if:)`) instead of passing without testing.
public enum TestEnvironment {
    /// The package root (the folder holding `Package.swift`).
    public static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/fixtures/real` beside the package: public storyboards that are read, never copied in.
    public static let realCorpus = repositoryRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/fixtures/real")

    /// Whether the real storyboards are present (CI has them; a fresh clone does not).
    public static var hasRealCorpus: Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: realCorpus.path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// The reason given when the real storyboards are absent.
    public static let realCorpusAbsent: Comment = "../shared/fixtures/real is absent (CI provides it)"

    /// The full path of `tool` on `PATH`, if it is installed.
    public static func path(of tool: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for folder in folders {
            let candidate = "\(folder)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
