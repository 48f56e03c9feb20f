import Foundation
import Storage

/// Where the schema comes from: `--migrations DIR` (or `NAVGRAPH_MIGRATIONS`) when given, else the
/// migrations compiled into the binary, so `navgraph` runs from any folder with no files beside it.
enum MigrationsLocator {
    /// The migrator for `explicit` (a folder of `NNNN_name.sql` files), or the embedded one.
    static func migrator(explicit: String?, context: CommandContext) throws(CLIError) -> Migrator {
        guard let explicit else {
            do {
                return try Migrator.embedded()
            } catch {
                throw CLIError.software("the embedded schema is invalid: \(error)")
            }
        }
        let url = context.resolve(explicit)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw CLIError.noInput("migrations folder '\(explicit)' does not exist")
        }
        guard isFolder.boolValue else { throw CLIError.noInput("migrations folder '\(explicit)' is not a folder") }
        do {
            return try Migrator(directory: url)
        } catch {
            throw CLIError.dataError("\(error)")
        }
    }

    /// Says where the schema came from, for messages.
    static func describe(explicit: String?, context: CommandContext) -> String {
        explicit.map { context.resolve($0).path } ?? "embedded schema"
    }
}
