import Storage

/// What PostgreSQL says differently from the shared statements (`StoreSQL`, written with `?` and numbered
/// `$1`, `$2`, ... here). A write locks its project's row (`lockProject`, `FOR UPDATE`), so writers of one
/// project queue on the server, in any process.
enum PostgresDialect: SQLDialect {
    /// The name `statement` is prepared under on each connection.
    static func name(_ statement: StoreStatement) -> String {
        switch statement {
        case .searchScenes(let mask): "navgraph_searchScenes_\(mask)"
        case .insertScenes(let rows): "navgraph_insertScenes_\(rows)"
        case .insertSegues(let rows): "navgraph_insertSegues_\(rows)"
        default: "navgraph_\(statement)"
        }
    }

    static let databaseSize = "SELECT pg_database_size(current_database())"
    /// Writers of one project queue on its row, in any process, until the holder commits.
    static let lockProject = "SELECT id FROM projects WHERE name = ? FOR UPDATE"
    /// The type is given: a null parameter has none of its own on PostgreSQL.
    static let copyRevisionStoryboards = StoreSQL.copyRevisionStoryboards(nameDiffers: "name IS DISTINCT FROM ?::text")
    static let copyRevisionStoryboardsAndStored = StoreSQL.copyRevisionStoryboardsAndStored(
        nameDiffers: "name IS DISTINCT FROM ?::text")

    static let createMigrationsTable = """
        CREATE TABLE IF NOT EXISTS schema_migrations (
            version bigint PRIMARY KEY,
            name text NOT NULL,
            checksum text NOT NULL,
            applied_at text NOT NULL
        )
        """

    /// The SQL of `statement`, its placeholders numbered (made once per connection, which prepares it).
    static func sql(_ statement: StoreStatement) -> String {
        StoreSQL.numbered(StoreSQL.sql(statement, in: Self.self))
    }
}
