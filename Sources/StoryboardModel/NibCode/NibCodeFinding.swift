/// A problem of a nib that only its sources show (`check --sources`; docs/cli.md): a dequeued nib cell no code
/// registers, a File's Owner class no code declares.
public struct NibCodeFinding: Sendable, Hashable {
    /// The stable codes; the raw values are what `check` prints.
    public enum Code: String, Sendable, Hashable, CaseIterable {
        /// A reuse identifier of a nib's cell that code dequeues while no code registers the nib (warning).
        case unregisteredCellNib = "unregistered-cell-nib"
        /// A File's Owner class of the app's module that no source declares and no storyboard uses (warning).
        case unknownOwnerClass = "unknown-nib-owner-class"
    }

    /// What the finding is.
    public var code: Code
    /// The file it is reported at: the dequeue's source file, or the nib's path.
    public var file: String
    /// The 1-based line there, when known.
    public var line: Int?
    /// The nib concerned (its name).
    public var nib: String
    /// What is wrong and what to do, in words.
    public var message: String

    /// Creates a finding.
    public init(code: Code, file: String, line: Int?, nib: String, message: String) {
        self.code = code
        self.file = file
        self.line = line
        self.nib = nib
        self.message = message
    }
}

/// A nib with the path its findings cite (as the user wrote it).
public struct PlacedNib: Sendable, Hashable {
    /// The nib.
    public var nib: Nib
    /// Where it was read from.
    public var path: String

    /// Places `nib` at `path`.
    public init(_ nib: Nib, path: String) {
        self.nib = nib
        self.path = path
    }
}
