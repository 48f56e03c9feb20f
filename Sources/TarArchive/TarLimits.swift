/// How much an archive may hold; every limit is checked while the archive streams in, before what passes it
/// is read or written. The defaults suit a repository snapshot; a caller can lower or raise each one.
public struct TarLimits: Equatable, Sendable {
    /// Entries (files and directories, skipped ones included; pax and GNU long-name headers not counted).
    public var maxEntries: Int
    /// Bytes of one file.
    public var maxFileBytes: UInt64
    /// Bytes of the whole tar stream once decompressed, headers and padding included: the gzip bomb limit.
    public var maxExpandedBytes: UInt64
    /// Bytes of one path, as the archive spells it.
    public var maxPathBytes: Int
    /// Folders and file name of one path (`a/b/c` is 3).
    public var maxPathDepth: Int
    /// Bytes of one pax extended header or GNU long name (they are held in memory until their entry).
    public var maxHeaderBytes: Int

    /// The limits, each defaulting to a value a repository of storyboards stays well within.
    public init(
        maxEntries: Int = 20_000, maxFileBytes: UInt64 = 64 << 20, maxExpandedBytes: UInt64 = 512 << 20,
        maxPathBytes: Int = 1_024, maxPathDepth: Int = 64, maxHeaderBytes: Int = 64 << 10
    ) {
        self.maxEntries = maxEntries
        self.maxFileBytes = maxFileBytes
        self.maxExpandedBytes = maxExpandedBytes
        self.maxPathBytes = maxPathBytes
        self.maxPathDepth = maxPathDepth
        self.maxHeaderBytes = maxHeaderBytes
    }
}
