import Foundation
import StoryboardModel

/// One storyboard of a whole-project snapshot: the parsed storyboard and the XML it was read from.
public struct SnapshotFile: Sendable {
    /// The storyboard as parsed (its name is the file name without `.storyboard`).
    public var storyboard: Storyboard
    /// The `.storyboard` XML, byte for byte (`nil` for a storyboard made otherwise).
    public let source: Data?
    /// The SHA-256 of `source` in hex, the key the history keeps it under: computed where the file is made
    /// (a snapshot parses its files in parallel), not inside the write's transaction.
    public let sourceHash: String?

    /// One storyboard of a snapshot.
    public init(storyboard: Storyboard, source: Data?) {
        self.storyboard = storyboard
        self.source = source
        self.sourceHash = source.map { SHA256.hexDigest($0) }
    }

    /// The source with its hash, as the write stores it.
    var storedSource: StoryboardSource? {
        guard let source, let sourceHash else { return nil }
        return StoryboardSource(source, hash: sourceHash)
    }
}
