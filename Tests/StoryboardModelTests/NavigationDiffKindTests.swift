import Foundation
import StoryboardImport
import StoryboardModel
import TestSupport
import Testing

/// Every kind of change the navigation diff knows, made the way a user makes it (one edit of the storyboard XML),
/// with the impact a careful iOS reviewer expects and the sentence the reviewer reads. What code uses by name
/// (a storyboard, a storyboard ID, a segue identifier, a class, a generated name) breaking is breaking; what users
/// see differently is behaviour; what neither notices (a title, a label, a warning fixed) is cosmetic.
@Suite struct NavigationDiffKindTests {
    /// One edit of the project: a storyboard's text replaced (every occurrence), or a storyboard removed.
    enum Edit: Sendable {
        case replace(storyboard: String, String, with: String)
        case remove(storyboard: String)
        /// The `<scene>` element of that `sceneID` taken out.
        case removeScene(storyboard: String, String)
    }

    /// One kind of change: the edits that make it, and the change the diff must report for it.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var edits: [Edit]
        /// Compare the edited project with the base one instead (an addition is a removal undone).
        var reversed = false
        var impact: NavigationChange.Impact
        /// The most serious impact of the whole diff, when a side effect of the edit outranks this change.
        var top: NavigationChange.Impact? = nil
        var subject: NavigationChange.Subject
        var kind: NavigationChange.Kind
        var property: String?
        var message: String
        var testDescription: String { name }
    }

    /// The project as edited: the base storyboards with `edits` applied (each edit's text must be there).
    static func project(_ edits: [Edit]) throws -> NavigationGraph {
        var files = DiffKindStoryboards.base
        for edit in edits {
            switch edit {
            case .replace(let storyboard, let old, let new):
                let text = try #require(files[storyboard])
                try #require(text.contains(old), "'\(old)' is not in \(storyboard)")
                files[storyboard] = text.replacingOccurrences(of: old, with: new)
            case .remove(let storyboard):
                try #require(files.removeValue(forKey: storyboard) != nil)
            case .removeScene(let storyboard, let sceneID):
                let text = try #require(files[storyboard])
                let start = try #require(text.range(of: "<scene sceneID=\"\(sceneID)\">"))
                let end = try #require(text.range(of: "</scene>", range: start.upperBound..<text.endIndex))
                files[storyboard] = String(text[..<start.lowerBound] + text[end.upperBound...])
            }
        }
        let storyboards = try files.map { name, text in try StoryboardParser.parse(Data(text.utf8), name: name) }
        return NavigationGraph(project: Project(name: "App", module: "App"), storyboards: storyboards)
    }

    /// The diff a case makes: base → edited, or edited → base when reversed.
    static func diff(_ test: Case) throws -> NavigationDiff {
        let base = try project([])
        let edited = try project(test.edits)
        return test.reversed ? NavigationDiff(old: edited, new: base) : NavigationDiff(old: base, new: edited)
    }

    @Test func theBaseProjectHasNoChangesAgainstItself() throws {
        let diff = NavigationDiff(old: try Self.project([]), new: try Self.project([]))
        #expect(diff.changes.isEmpty, "\(diff.changes)")
    }

    @Test(
        arguments: DiffKindCases.storyboards + DiffKindCases.scenes + DiffKindCases.cells + DiffKindCases.segues
            + DiffKindCases.meanings)
    func eachKindOfChangeHasTheImpactAReviewerExpects(_ test: Case) throws {
        let diff = try Self.diff(test)
        let all = diff.changes.map { "\($0.impact) \($0.subject) \($0.kind) \($0.property ?? "-"): \($0.message)" }
        let matching = diff.changes.filter {
            $0.subject == test.subject && $0.kind == test.kind && $0.property == test.property
        }
        let change = try #require(matching.count == 1 ? matching.first : nil, "\(all.joined(separator: "\n"))")
        #expect(change.impact == test.impact, "\(change.message)")
        #expect(change.message == test.message, "\(all.joined(separator: "\n"))")
        // What a reviewer reads first (changes are sorted most serious first) is never worse than this change
        // makes the edit: no side effect of one edit outranks the edit itself.
        let top = test.top ?? test.impact
        #expect(diff.changes.first?.impact == top, "\(all.joined(separator: "\n"))")
        #expect(diff.isBreaking == (top == .breaking))
    }

    /// Choosing another module in Interface Builder's identity inspector writes `customModule` and drops
    /// `customModuleProvider="target"`: one change of the scene for the reviewer, not two.
    @Test func anotherModuleIsOneChangeOfTheScene() throws {
        let test = try #require(DiffKindCases.scenes.first { $0.name == "module changed" })
        let scene = try Self.diff(test).changes.filter { $0.subject == .scene }
        #expect(scene.map(\.property) == ["customModule"], "\(scene)")
    }

    /// A watch notification interface given another category is shown for other notifications: behaviour.
    @Test func aNotificationInterfaceOfAnotherCategoryIsBehaviour() throws {
        func graph(_ text: String) throws -> NavigationGraph {
            let interface = try StoryboardParser.parse(Data(text.utf8), name: "Interface")
            return NavigationGraph(
                project: Project(name: "App", module: "App", platform: .watchos), storyboards: [interface])
        }
        let was = SmallStoryboards.watchNotification
        let now = was.replacingOccurrences(of: #"identifier="invite""#, with: #"identifier="reminder""#)
        let diff = NavigationDiff(old: try graph(was), new: try graph(now))
        let change = try #require(diff.changes.first, "\(diff.changes)")
        #expect(diff.changes.count == 1, "\(diff.changes)")
        #expect(change.impact == .behaviour)
        #expect(change.property == "notificationCategory")
        #expect(
            change.message
                == "notificationCategory of scene Interface/ntf (WKUserNotificationInterfaceController): invite → "
                + "reminder: WatchKit shows it for other notifications")
    }

    /// Settings reached by no segue is a warning naming its class: renaming the class rewords that warning,
    /// which is neither fixed nor introduced.
    @Test func aDiagnosticRewordedByARenameIsNeitherFixedNorIntroduced() throws {
        let unreachable = NavigationDiffKindTests.Edit.replace(storyboard: "Main", DiffKindCases.segue2, with: "")
        let renamed = NavigationDiffKindTests.Edit.replace(
            storyboard: "Main", #""SettingsViewController""#, with: #""PreferencesViewController""#)
        let old = try Self.project([unreachable])
        #expect(old.diagnostics().contains { $0.code == .unreachableScene && $0.message.contains("Settings") })
        let diff = NavigationDiff(old: old, new: try Self.project([unreachable, renamed]))
        #expect(diff.changes.contains { $0.property == "customClass" }, "\(diff.changes)")
        #expect(!diff.changes.contains { $0.subject == .diagnostic }, "\(diff.changes.map(\.message))")
    }

    /// A macOS scene the main menu opens, now by another item: behaviour, in AppKit's words.
    @Test func aSceneOpenedByAnotherMenuItemIsBehaviour() throws {
        func graph(_ item: String) -> NavigationGraph {
            let scenes = [
                Scene(id: "a", kind: "viewController"), Scene(id: "b", kind: "viewController", menuItem: item),
            ]
            let main = Storyboard(name: "Main", platform: .macos, initialScene: "a", scenes: scenes)
            return NavigationGraph(project: Project(name: "App", platform: .macos), storyboards: [main])
        }
        let diff = NavigationDiff(old: graph("Open"), new: graph("Preferences…"))
        #expect(diff.changes.count == 1, "\(diff.changes)")
        let change = try #require(diff.changes.first)
        #expect(change.impact == .behaviour)
        #expect(
            change.message
                == "menuItem of scene Main/b (NSViewController): Open → Preferences…: another menu item opens it")
    }
}
