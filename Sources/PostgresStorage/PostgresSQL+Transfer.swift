/// Named statements for restoring a project as another database holds it (`navgraph copy`).
extension PostgresSQL {
    /// A project with its own revision and timestamps; no row (so no id) when the name is taken.
    static let restoreProject = statement(
        "restore_project",
        """
        INSERT INTO projects (name, module, platform, revision, created_at, updated_at)
        VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (name) DO NOTHING RETURNING id
        """)
    /// A storyboard at its own revision.
    static let restoreStoryboard = statement(
        "restore_storyboard",
        """
        INSERT INTO storyboards
            (project_id, name, initial_scene, platform, target_runtime, tools_version, source, revision)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id
        """)
}
