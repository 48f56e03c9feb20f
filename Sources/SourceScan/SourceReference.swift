/// A string literal that code passes where UIKit or AppKit expects a storyboard name or identifier.
public struct SourceReference: Sendable, Equatable, Hashable {
    /// What the literal names.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `performSegue(withIdentifier:)`, `shouldPerformSegue(withIdentifier:sender:)`, and a comparison
        /// with a segue's identifier: `segue.identifier == "x"`, `case "x"` in `switch segue.identifier`,
        /// `[segue.identifier isEqualToString:@"x"]`, where `segue` is declared a segue (`SegueBindings`).
        case segueIdentifier
        /// `instantiateViewController(withIdentifier:)`.
        case storyboardIdentifier
        /// `UIStoryboard(name:bundle:)`.
        case storyboard
        /// `dequeueReusableCell(withIdentifier:)`, `dequeueReusableCell(withReuseIdentifier:for:)`,
        /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` and their Objective-C forms.
        case reuseIdentifier
        /// `register(_:forCellReuseIdentifier:)`, `register(_:forCellWithReuseIdentifier:)`,
        /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` and their Objective-C forms: a reuse
        /// identifier code declares itself, which needs no prototype cell.
        case reuseIdentifierRegistration
    }

    /// What the literal names.
    public var kind: Kind
    /// The literal's value.
    public var value: String
    /// The 1-based line of the literal.
    public var line: Int
    /// The 1-based column (in UTF-8 bytes) of the literal.
    public var column: Int

    /// Creates a reference.
    public init(kind: Kind, value: String, line: Int, column: Int) {
        self.kind = kind
        self.value = value
        self.line = line
        self.column = column
    }
}
