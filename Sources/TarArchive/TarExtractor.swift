import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Extracts an uploaded archive into an empty directory as it streams in: only paths that passed every rule,
/// only regular files and directories, each file created new (never through an existing name or a link). On any
/// error, and on `cancel()`, everything it wrote is removed, so the directory is empty again.
///
/// With a filter only the selected files are written, with the folders they need; other entries are still
/// read and checked. Permissions are not copied: files are 0644 (0755 when the archive marks them executable)
/// and directories 0755. Modification times are not restored.
public final class TarExtractor: TarEntryHandler {
    private let root: URL
    private let reader: ArchiveReader
    private let writesDirectories: Bool
    /// What this extractor created, parents first, relative to `root`.
    private var created: [String] = []
    private var createdFolders: Set<String> = []
    private var file: Int32 = -1
    private var finished = false

    /// Paths a rollback could not remove (empty unless the disk or another process interfered).
    public private(set) var leftovers: [String] = []
    /// Bytes the reading side holds now (see `ArchiveReader.bufferedBytes`).
    public var bufferedBytes: Int { reader.bufferedBytes }
    /// The most the reading side has held.
    public var peakBufferedBytes: Int { reader.peakBufferedBytes }

    /// An extractor into `directory`, which must exist and be empty.
    public init(
        into directory: URL, limits: TarLimits = TarLimits(), filter: TarFilter? = nil,
        compression: ArchiveReader.Compression = .detect
    ) throws(TarError) {
        root = directory.standardizedFileURL
        reader = ArchiveReader(limits: limits, filter: filter, compression: compression)
        writesDirectories = filter == nil
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw .write(entry: nil, reason: "the destination '\(root.path)' is not a directory")
        }
        let contents: [String]
        do {
            contents = try FileManager.default.contentsOfDirectory(atPath: root.path)
        } catch {
            throw .write(entry: nil, reason: "the destination '\(root.path)' cannot be listed: \(error)")
        }
        guard contents.isEmpty else { throw .write(entry: nil, reason: "the destination '\(root.path)' is not empty") }
    }

    deinit {
        if !finished { rollback() }
    }

    /// Reads and writes the next bytes of the upload; on an error the destination is emptied before it is thrown.
    public func consume(_ bytes: UnsafeRawBufferPointer) throws(TarError) {
        do {
            try reader.consume(bytes, handler: self)
        } catch {
            rollback()
            throw error
        }
    }

    /// Reads and writes `bytes` (an array, `Data`, or a slice of either).
    public func consume(_ bytes: some ContiguousBytes) throws(TarError) {
        let outcome: Result<Void, TarError> = bytes.withUnsafeBytes { buffer in
            Result { () throws(TarError) in try consume(buffer) }
        }
        try outcome.get()
    }

    /// The upload ended: the summary once the archive proved complete, or the error (destination emptied).
    public func finish() throws(TarError) -> TarSummary {
        do {
            let summary = try reader.finish(handler: self)
            finished = true
            return summary
        } catch {
            rollback()
            throw error
        }
    }

    /// Abandons the extraction (the client went away): removes everything written so far.
    public func cancel() {
        rollback()
    }

    public func tarEntry(_ entry: TarEntry) throws(TarError) {
        let parts = entry.path.split(separator: "/").map(String.init)
        switch entry.kind {
        case .directory:
            if writesDirectories { try makeFolders(parts, entry: entry.path) }
        case .file where entry.isSelected:
            try makeFolders(Array(parts.dropLast()), entry: entry.path)
            let mode: mode_t = entry.mode & 0o111 != 0 ? 0o755 : 0o644
            let descriptor = open(root.appendingPathComponent(entry.path).path, Self.createFlags, mode)
            guard descriptor >= 0 else { throw .write(entry: entry.path, reason: Self.lastError()) }
            file = descriptor
            created.append(entry.path)
        case .file:
            break
        }
    }

    public func tarContent(_ bytes: UnsafeRawBufferPointer, of entry: TarEntry) throws(TarError) {
        var written = 0
        while written < bytes.count {
            let count = write(file, bytes.baseAddress!.advanced(by: written), bytes.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                throw .write(entry: entry.path, reason: Self.lastError())
            }
            written += count
        }
    }

    public func tarEndOfEntry(_ entry: TarEntry) throws(TarError) {
        guard file >= 0 else { return }
        let status = close(file)
        file = -1
        if status != 0 { throw .write(entry: entry.path, reason: Self.lastError()) }
    }

    /// A new file only: never an existing name, never through a symbolic link.
    private static let createFlags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC

    /// Creates each folder of `parts` not created yet (the reader has already refused a path below a file).
    private func makeFolders(_ parts: [String], entry: String) throws(TarError) {
        var path = ""
        for part in parts {
            path = path.isEmpty ? part : path + "/" + part
            guard !createdFolders.contains(path) else { continue }
            guard mkdir(root.appendingPathComponent(path).path, 0o755) == 0 else {
                throw .write(entry: entry, reason: "folder '\(path)': \(Self.lastError())")
            }
            createdFolders.insert(path)
            created.append(path)
        }
    }

    private func rollback() {
        if file >= 0 {
            close(file)
            file = -1
        }
        for path in created.reversed() {
            do {
                try FileManager.default.removeItem(at: root.appendingPathComponent(path))
            } catch {
                leftovers.append(path)
            }
        }
        created = []
        createdFolders = []
        finished = true
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
