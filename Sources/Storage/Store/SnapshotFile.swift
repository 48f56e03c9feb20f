import Foundation
import StoryboardModel

/// One storyboard of a whole-project snapshot: the parsed storyboard and the XML it was read from.
public struct SnapshotFile: Sendable {
    /// The storyboard as parsed (its name is the file name without `.storyboard`).
    public var storyboard: Storyboard
    /// The `.storyboard` XML, byte for byte (`nil` for a storyboard made otherwise).
    public var source: Data?

    /// One storyboard of a snapshot.
    public init(storyboard: Storyboard, source: Data?) {
        self.storyboard = storyboard
        self.source = source
    }
}
