import StoryboardImport
import StoryboardModel

/// One thing `navgraph check` reports: a diagnostic, or a file it could not read, with where it is.
struct CheckFinding: Encodable, Sendable, Hashable {
    /// How bad a finding is, from least to most; `--severity` keeps those at or above a level.
    enum Severity: String, Encodable, Sendable, Hashable, CaseIterable, Comparable {
        case info, warning, error

        static func < (lhs: Severity, rhs: Severity) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// The file, as reached through the argument that holds it (see `DisplayPaths`).
    var path: String
    /// The 1-based line, when known.
    var line: Int?
    /// The 1-based column, when known.
    var column: Int?
    /// A stable code: a `DiagnosticCode`, or one of `CheckFinding.readCodes` for files not read.
    var code: String
    var severity: Severity
    var message: String
    /// The bundle the file belongs to (the first of `bundles` once merged).
    var bundle: String
    /// Every bundle the finding applies to, in the order they were checked (see `mergingBundles`).
    var bundles: [String] = []
    /// The storyboard's name, when the finding is about one that was read.
    var storyboard: String?
    var sceneID: String?
    var segueID: String?

    /// Whether the finding is a file that could not be read at all (not a diagnostic of one that was).
    var isReadFailure: Bool { Self.readCodes.contains(code) && code != Self.duplicateName }

    /// Two files of one bundle with one storyboard name; the second is not read.
    static let duplicateName = "duplicate-storyboard-name"
    /// A `project.pbxproj` that could not be read; its storyboards are grouped by folder instead.
    static let unreadableProject = "unreadable-project"

    /// A target whose module name NavGraph could not take from its build settings (a note: the target's
    /// name is used instead, or a configuration file was left out).
    static let unresolvedModule = "unresolved-module-name"
    /// A target's `Info.plist` that could not be read for its main storyboards.
    static let unreadInfoPlist = "unread-info-plist"

    /// The codes of files not read: the import error kinds in kebab case, and the two above.
    static var readCodes: Set<String> {
        Set(ImportError.Kind.allCases.map { code(for: $0) }).union([duplicateName, unreadableProject])
    }

    /// Every code `check` can print, for validating `--ignore`.
    static var allCodes: Set<String> {
        readCodes.union(DiagnosticCode.allCases.map(\.rawValue)).union(sourceCodes).union([
            unresolvedModule, unreadInfoPlist,
        ])
    }

    /// `malformedXML` → `malformed-xml`, `notAStoryboard` → `not-a-storyboard`.
    static func code(for kind: ImportError.Kind) -> String {
        let characters = Array(kind.rawValue)
        var result = ""
        for (index, character) in characters.enumerated() {
            if character.isUppercase, index > 0 {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if previous.isLowercase || (previous.isUppercase && next?.isLowercase == true) { result += "-" }
            }
            result += character.lowercased()
        }
        return result
    }
}
