import Foundation

/// A storyboard's imported `.storyboard` XML and its SHA-256 in hex: the key it is stored under, once, in
/// `revision_contents` (`Migrations/0007_source_once.sql`), by the storyboard row and the history alike.
package struct StoryboardSource {
    /// The XML, byte for byte.
    package let bytes: Data
    /// `SHA256.hexDigest(bytes)`.
    package let hash: String

    /// `bytes` with its hash computed now (outside the write's transaction, where the caller can).
    package init(_ bytes: Data) {
        self.init(bytes, hash: SHA256.hexDigest(bytes))
    }

    /// `bytes` whose hash the caller computed already.
    package init(_ bytes: Data, hash: String) {
        self.bytes = bytes
        self.hash = hash
    }
}
