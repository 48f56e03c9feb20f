import CodeGen
import Foundation
import StoryboardImport

/// Writes generated files, creating missing folders, touching a file only when its bytes change (so an
/// Xcode build phase does not trigger rebuilds), and failing with one line: what, where and why.
struct OutputWriter {
    let context: CommandContext

    /// Whether `path` names a file rather than a folder: it has an extension of a generated file.
    static func looksLikeFile(_ path: String) -> Bool {
        ["swift", "h", "m", "dot", "json"].contains((path as NSString).pathExtension)
    }

    /// Whether `path` (as typed) is an existing folder, or names one by ending in `/` (`--output Generated/`).
    func isFolder(_ path: String) -> Bool {
        if path.hasSuffix("/") { return true }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: context.resolve(path).path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    /// Writes `files` into folder `path`, creating it.
    func writeFolder(_ files: [GeneratedFile], to path: String) throws(CLIError) {
        for file in files {
            _ = try OutputPathComponent.checked(file.name, what: "generated file")
            // Every destination is checked before the first is written: a bad one leaves the folder untouched.
            try requireFileOrNothing(at: (path as NSString).appendingPathComponent(file.name))
        }
        try createFolder(path)
        for file in files {
            try write(file.contents, to: (path as NSString).appendingPathComponent(file.name))
        }
    }

    /// Writes `contents` to `path` (as typed, for messages) when the bytes differ, creating its folder.
    func write(_ contents: String, to path: String) throws(CLIError) {
        // `out/` names a folder: the file it would make is named `out`.
        if path.hasSuffix("/") { throw CLIError.cannotCreate("cannot write \(path): it names a folder (ends in /)") }
        var url = context.resolve(path)
        let data = Data(contents.utf8)
        try requireFileOrNothing(at: path)
        if FileManager.default.fileExists(atPath: url.path) {
            // A link to the file is kept: the atomic write renames onto what it points to, not onto the link.
            url = url.resolvingSymlinksInPath()
            let existing: Data
            do {
                existing = try Data(contentsOf: url)
            } catch {
                throw CLIError.ioError("cannot read \(path): \(FileErrorText.reason(error))")
            }
            if existing == data {
                context.errorOutput("\(path): unchanged\n")
                return
            }
        }
        try createFolder((path as NSString).deletingLastPathComponent)
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw CLIError.cannotCreate("cannot write \(path): \(FileErrorText.reason(error))")
        }
        context.errorOutput("\(path): written\n")
    }

    /// Refuses a `path` (as typed) that exists and is no regular file: a folder, or a FIFO, socket or device, which
    /// reading to compare would block on or never end (a FIFO, `/dev/zero`), and replacing (the write is atomic, a
    /// rename) would swap for a plain file, `/dev/null` included when run as root.
    func requireFileOrNothing(at path: String) throws(CLIError) {
        let resolved = context.resolve(path).resolvingSymlinksInPath().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory) else { return }
        if isDirectory.boolValue { throw CLIError.cannotCreate("cannot write \(path): it is a folder") }
        let type = try? FileManager.default.attributesOfItem(atPath: resolved)[.type] as? FileAttributeType
        guard type == .typeRegular else {
            throw CLIError.cannotCreate(
                "cannot write \(path): not a regular file (a FIFO, socket or device); leave out --output to print")
        }
    }

    /// Refuses a folder `path` (as typed) that a file is in the way of, before anything is written.
    func requireFolderOrNothing(_ path: String) throws(CLIError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: context.resolve(path).path, isDirectory: &isDirectory),
            !isDirectory.boolValue
        {
            throw CLIError.cannotCreate("cannot create folder \(path): a file is in the way")
        }
    }

    /// Creates folder `path` and its parents; a file in the way is named.
    func createFolder(_ path: String) throws(CLIError) {
        if path.isEmpty { return }
        try requireFolderOrNothing(path)
        if FileManager.default.fileExists(atPath: context.resolve(path).path) { return }
        let url = context.resolve(path)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw CLIError.cannotCreate("cannot create folder \(path): \(FileErrorText.reason(error))")
        }
    }
}
