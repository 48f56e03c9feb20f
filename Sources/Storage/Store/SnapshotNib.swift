import Foundation
import StoryboardModel

/// One nib of a whole-project snapshot or an import: the parsed nib and the `.xib` XML it was read from, with
/// the XML's SHA-256 (computed where the file is read, not inside the write's transaction).
public struct SnapshotNib: Sendable {
    /// The nib as parsed (its name is the file name without `.xib`).
    public var nib: Nib
    /// The `.xib` XML, byte for byte.
    public let source: Data
    /// The SHA-256 of `source` in hex, the key the nib's bytes are kept under.
    public let sourceHash: String

    /// One nib of a snapshot.
    public init(nib: Nib, source: Data) {
        self.nib = nib
        self.source = source
        self.sourceHash = SHA256.hexDigest(source)
    }
}

/// What a snapshot or an import did to the project's nibs: each list sorted by name.
public struct NibChanges: Sendable, Equatable {
    /// Nibs new to the project.
    public var created: [String] = []
    /// Nibs whose bytes changed.
    public var replaced: [String] = []
    /// Nibs the snapshot no longer holds, deleted.
    public var deleted: [String] = []
    /// Nibs already stored with these bytes.
    public var unchanged: [String] = []
    /// The revision of each nib the project holds after the write, by name.
    public var revisions: [String: Int] = [:]

    /// No change.
    public init() {}

    /// Whether the write changed a nib.
    public var isEmpty: Bool { created.isEmpty && replaced.isEmpty && deleted.isEmpty }
}
