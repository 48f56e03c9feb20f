/// Named SQL for restoring a project as another database holds it (`navgraph copy`).
extension StoreSQL {
    /// A project with its own revision and timestamps, not a new one at revision 1.
    static let restoreProject = """
        INSERT INTO projects (name, module, platform, revision, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
        """
    /// A storyboard at its own revision.
    static let restoreStoryboard = """
        INSERT INTO storyboards
            (project_id, name, initial_scene, platform, target_runtime, tools_version, source, revision)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
        """
}
