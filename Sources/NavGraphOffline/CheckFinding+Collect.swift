import StoryboardImport
import StoryboardModel

extension CheckFinding {
    /// The findings of one bundle: its duplicate names, the files it could not read, its diagnostics.
    static func collect(
        _ bundle: StoryboardBundle, local: LocalProject, paths: DisplayPaths
    ) -> [CheckFinding] {
        var findings: [CheckFinding] = []
        // Notes on what the Xcode project could not tell: the module, the main storyboards.
        for (note, code, subject) in [
            (bundle.moduleNote, unresolvedModule, "module"),
            (bundle.mainStoryboardsNote, unreadInfoPlist, "main storyboards"),
        ] {
            guard let note else { continue }
            findings.append(
                CheckFinding(
                    path: paths.display(note.path), line: note.line, code: code, severity: .info,
                    message: "\(subject) of target '\(bundle.name)': \(paths.rewrite(note.message))",
                    bundle: bundle.name))
        }
        for duplicate in bundle.duplicates {
            let name = StoryboardFiles.storyboardName(of: duplicate.file)
            findings.append(
                CheckFinding(
                    path: paths.display(duplicate.file), code: duplicateName, severity: .error,
                    message: "storyboard name '\(name)' is already taken in bundle '\(bundle.name)' by "
                        + "\(paths.display(duplicate.takenBy)); not read",
                    bundle: bundle.name))
        }
        for failure in local.failures {
            findings.append(
                CheckFinding(
                    path: paths.display(failure.path), line: failure.error.line, column: failure.error.column,
                    code: code(for: failure.error.kind), severity: .error,
                    message: paths.rewrite(failure.error.message),
                    bundle: bundle.name))
        }
        for diagnostic in local.graph.diagnostics() {
            let file = local.paths[diagnostic.storyboard].map { paths.display($0) } ?? diagnostic.storyboard
            findings.append(
                CheckFinding(
                    path: file, line: diagnostic.line, code: diagnostic.code.rawValue,
                    // By raw value, so that a level added to the model later maps without a code change here.
                    severity: Severity(rawValue: diagnostic.severity.rawValue) ?? .warning,
                    message: diagnostic.message, bundle: bundle.name, storyboard: diagnostic.storyboard,
                    sceneID: diagnostic.sceneID, segueID: diagnostic.segueID))
        }
        for (nib, diagnostic) in local.graph.nibDiagnostics() {
            let file = local.nibPaths[nib].map { paths.display($0) } ?? diagnostic.storyboard
            findings.append(
                CheckFinding(
                    path: file, line: diagnostic.line, code: diagnostic.code.rawValue,
                    severity: Severity(rawValue: diagnostic.severity.rawValue) ?? .warning,
                    message: diagnostic.message, bundle: bundle.name, storyboard: diagnostic.storyboard))
        }
        return findings
    }

    /// A project file that could not be read.
    static func unreadableProject(_ error: ImportError, paths: DisplayPaths) -> CheckFinding {
        CheckFinding(
            path: paths.display(error.source ?? ""), line: error.line, code: unreadableProject, severity: .error,
            message: paths.rewrite(error.message) + "; its storyboards are grouped by folder", bundle: "")
    }

    /// Sorted by path, then line, then code, then message: stable output for diffs and tests.
    static func sorted(_ findings: [CheckFinding]) -> [CheckFinding] {
        findings.sorted {
            ($0.path, $0.line ?? 0, $0.column ?? 0, $0.code, $0.message, $0.bundle)
                < ($1.path, $1.line ?? 0, $1.column ?? 0, $1.code, $1.message, $1.bundle)
        }
    }
}
