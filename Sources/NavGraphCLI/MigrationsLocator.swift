import Foundation

/// Finds the `Migrations/` folder: the flag or `NAVGRAPH_MIGRATIONS`, then beside the executable (and
/// its parent folders' `share/navgraph`), then the working directory.
enum MigrationsLocator {
    static func locate(explicit: String?, context: CommandContext) throws(CLIError) -> URL {
        let files = FileManager.default
        if let explicit {
            let url = context.resolve(explicit)
            guard isDirectory(url, files) else {
                throw CLIError.unavailable("migrations folder '\(explicit)' does not exist")
            }
            return url
        }
        let executable = context.resolve(context.executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
        let candidates = [
            executable.appendingPathComponent("Migrations"),
            executable.deletingLastPathComponent().appendingPathComponent("share/navgraph/Migrations"),
            context.currentDirectory.appendingPathComponent("Migrations"),
        ]
        for candidate in candidates where isDirectory(candidate, files) {
            return candidate.standardizedFileURL
        }
        throw CLIError.unavailable(
            "no Migrations folder found (looked in " + candidates.map(\.path).joined(separator: ", ")
                + "); pass --migrations or set NAVGRAPH_MIGRATIONS")
    }

    private static func isDirectory(_ url: URL, _ files: FileManager) -> Bool {
        var isFolder: ObjCBool = false
        return files.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }
}
