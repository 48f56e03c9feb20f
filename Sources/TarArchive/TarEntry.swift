/// One accepted entry of an archive: a regular file or a directory whose path passed every rule.
public struct TarEntry: Equatable, Sendable {
    /// What an accepted entry is.
    public enum Kind: Equatable, Sendable {
        case file
        case directory
    }

    /// The normalised relative path: no `.`, no empty components, no trailing slash.
    public var path: String
    /// File or directory.
    public var kind: Kind
    /// Content bytes (0 for a directory), after any pax `size` override.
    public var size: UInt64
    /// The permission bits the archive records (`0o7777` at most).
    public var mode: UInt32
    /// Seconds since 1970 (a pax `mtime` override truncated to whole seconds).
    public var modificationTime: Int64
    /// Whether the filter chose this entry, so its content is delivered; a skipped file is still checked.
    public var isSelected: Bool
}

/// Which files of an archive get their content delivered (and so extracted); the rest are still counted and
/// checked against every rule.
public struct TarFilter: Sendable {
    private let matches: @Sendable (String) -> Bool

    /// A filter deciding on each file's normalised path.
    public init(_ matches: @escaping @Sendable (String) -> Bool) {
        self.matches = matches
    }

    /// Whether the file at `path` (normalised) gets its content.
    public func selects(_ path: String) -> Bool { matches(path) }

    /// What a NavGraph snapshot reads: `*.storyboard`, `*.xib`, `project.pbxproj`, `*.plist` (a target's
    /// `Info.plist`, whatever its name) and `*.xcconfig`.
    public static let snapshotSources = TarFilter { path in
        let name = path.split(separator: "/").last.map(String.init) ?? path
        // Any property list: a target's `INFOPLIST_FILE` may be `App-Info.plist` or any other name.
        return name.hasSuffix(".storyboard") || name.hasSuffix(".xib") || name.hasSuffix(".xcconfig")
            || name == "project.pbxproj"
            || name.hasSuffix(".plist")
    }
}

/// What a whole archive held, once it was read to its end.
public struct TarSummary: Equatable, Sendable {
    /// Accepted entries (files and directories, skipped ones included).
    public var entries: Int
    /// Regular files whose content was delivered.
    public var selectedFiles: Int
    /// Regular files the filter skipped.
    public var skippedFiles: Int
    /// Directories, not counting the archive's root (`./`, which `tar -C folder .` writes first).
    public var directories: Int
    /// Content bytes of the delivered files.
    public var selectedBytes: UInt64
    /// Bytes of the tar stream read up to its end-of-archive blocks (after decompression).
    public var expandedBytes: UInt64
    /// The pax global header's `comment` (`git archive` writes the commit's SHA there), if any.
    public var globalComment: String?
}

/// Where a reader delivers the accepted entries, in archive order: `entry`, its content in chunks (only for a
/// selected file), then `endOfEntry`. A thrown error stops the archive.
public protocol TarEntryHandler: AnyObject {
    /// A new entry starts.
    func tarEntry(_ entry: TarEntry) throws(TarError)
    /// The next piece of a selected file's content; the bytes are valid only during the call.
    func tarContent(_ bytes: UnsafeRawBufferPointer, of entry: TarEntry) throws(TarError)
    /// The entry's content is complete.
    func tarEndOfEntry(_ entry: TarEntry) throws(TarError)
}
