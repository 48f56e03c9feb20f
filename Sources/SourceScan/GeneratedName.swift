/// A member of a generated storyboard API that code uses, standing for a storyboard ID or a segue
/// identifier by its Swift name: `StoryboardScene.Main.home` (NavGraph's `scenes` style and SwiftGen),
/// `StoryboardSegue.Main.showDetail`, `perform(segue: .showDetail)` and `Segue.showDetail` (NavGraph's
/// `segues` style), `R.storyboard.main.home()` and `R.segue.homeViewController.showDetail` (R.swift).
///
/// The tools name members from identifiers in lower camel case with invalid characters removed, so a
/// member stands for the identifiers whose `GeneratedName.folded` form equals its own.
public struct GeneratedName: Sendable, Equatable, Hashable {
    /// What the member stands for.
    public var kind: SourceReference.Kind
    /// The storyboard's Swift name for a storyboard ID (`Main`, `main`); the source class's for an R.swift
    /// segue; `nil` when the code does not say.
    public var container: String?
    /// The member, without backticks.
    public var member: String

    /// Creates a generated name.
    public init(kind: SourceReference.Kind, container: String?, member: String) {
        self.kind = kind
        self.container = container
        self.member = member
    }

    /// `text` lowercased with everything but letters and digits left out: how `Settings Screen`,
    /// `settingsScreen` and `SettingsScreen` compare equal, whichever tool turned the one into the other.
    public static func folded(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
    }

    /// The generated member the tokens at `index` use, if any.
    static func use(at index: Int, in tokens: [SourceToken]) -> GeneratedName? {
        let token = { SourceScan.token(tokens, index + $0) }
        guard case .identifier(let head)? = token(0), !SourceScan.isMark(tokens, index - 1, ".") || head == "Segue"
        else {
            return nil
        }
        switch head {
        case "StoryboardScene", "StoryboardSegue":
            guard let (container, member) = path(after: index, in: tokens) else { return nil }
            let kind: SourceReference.Kind = head == "StoryboardScene" ? .storyboardIdentifier : .segueIdentifier
            return GeneratedName(kind: kind, container: container, member: member)
        case "R":
            guard SourceScan.isMark(tokens, index + 1, "."), case .identifier(let group)? = token(2),
                group == "storyboard" || group == "segue",
                let (container, member) = path(after: index + 2, in: tokens)
            else { return nil }
            return GeneratedName(
                kind: group == "storyboard" ? .storyboardIdentifier : .segueIdentifier, container: container,
                member: member)
        case "Segue":
            guard SourceScan.isMark(tokens, index + 1, "."), let member = name(at: index + 2, in: tokens) else {
                return nil
            }
            return GeneratedName(kind: .segueIdentifier, container: nil, member: member)
        case "perform":
            // `perform(segue: .showDetail)`.
            guard SourceScan.isMark(tokens, index + 1, "("), SourceScan.isName(tokens, index + 2, "segue"),
                SourceScan.isMark(tokens, index + 3, ":"),
                SourceScan.isMark(tokens, index + 4, "."), let member = name(at: index + 5, in: tokens)
            else { return nil }
            return GeneratedName(kind: .segueIdentifier, container: nil, member: member)
        default:
            return nil
        }
    }

    /// `.Container.member` after `index`.
    private static func path(after index: Int, in tokens: [SourceToken]) -> (String, String)? {
        guard SourceScan.isMark(tokens, index + 1, "."), let container = name(at: index + 2, in: tokens)
        else { return nil }
        let next = index + (SourceScan.isMark(tokens, index + 2, "`") ? 5 : 3)
        guard SourceScan.isMark(tokens, next, "."), let member = name(at: next + 1, in: tokens) else {
            return nil
        }
        return (container, member)
    }

    /// The name at `index`, in backticks or not.
    static func name(at index: Int, in tokens: [SourceToken]) -> String? {
        if SourceScan.isMark(tokens, index, "`"),
            case .identifier(let name)? = SourceScan.token(
                tokens, index + 1)
        {
            return name
        }
        if case .identifier(let name)? = SourceScan.token(tokens, index) { return name }
        return nil
    }
}
