import Foundation

/// Applies the numbered SQL migrations in order and records each in `schema_migrations` with its checksum.
///
/// Applying is idempotent: applied migrations are skipped. It refuses to touch a database whose applied
/// migrations no longer match the files (changed checksum, missing file), since the schema would then
/// differ from what the files describe.
public struct Migrator: Sendable {
    /// The migrations, sorted by version.
    public let migrations: [Migration]

    /// Loads every `NNNN_name.sql` file of `directory`. Other files are ignored; a `.sql` file with another
    /// name is an error, so that a misnamed migration is never silently skipped.
    public init(directory: URL) throws(MigrationError) {
        let fileNames: [String]
        do {
            fileNames = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw .unreadableDirectory(path: directory.path, reason: error.localizedDescription)
        }
        var loaded: [Migration] = []
        for fileName in fileNames where fileName.hasSuffix(".sql") {
            guard let parsed = Migration.parseFileName(fileName) else { throw .invalidFileName(fileName) }
            let url = directory.appendingPathComponent(fileName)
            let data: Data
            do {
                data = try Data(contentsOf: url)
            } catch {
                throw .unreadableFile(path: url.path, reason: error.localizedDescription)
            }
            guard let sql = String(data: data, encoding: .utf8) else {
                throw .unreadableFile(path: url.path, reason: "not UTF-8 text")
            }
            loaded.append(Migration(version: parsed.version, name: parsed.name, sql: sql))
        }
        try self.init(checked: loaded)
    }

    /// Builds a migrator from in-memory `(name, sql)` pairs, names as files would be (`0001_initial.sql`
    /// or `0001_initial`); for tests and embedded schemas.
    public init(migrations pairs: [(name: String, sql: String)]) throws(MigrationError) {
        var loaded: [Migration] = []
        for pair in pairs {
            guard let parsed = Migration.parseFileName(pair.name) else { throw .invalidFileName(pair.name) }
            loaded.append(Migration(version: parsed.version, name: parsed.name, sql: pair.sql))
        }
        try self.init(checked: loaded)
    }

    private init(checked: [Migration]) throws(MigrationError) {
        let byVersion = Dictionary(grouping: checked, by: \.version)
        for (version, group) in byVersion where group.count > 1 {
            throw .duplicateVersion(version, names: group.map(\.name).sorted())
        }
        migrations = checked.sorted { $0.version < $1.version }
    }

    /// The highest version known, or `nil` when there are no migrations.
    public var latestVersion: Int? { migrations.last?.version }
}
