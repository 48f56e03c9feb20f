import Storage
import StoryboardModel

/// Projects (`StoreOperations` does the work).
extension PostgresStore {
    /// Every project, sorted by name.
    public func listProjects() throws(StoreError) -> [Project] {
        try read { try $0.listProjects() }
    }

    /// The project named `name`.
    public func project(_ name: String) throws(StoreError) -> Project {
        try read { try $0.project(name) }
    }

    /// Creates `project` (its name, module and platform) with revision 1 and both timestamps now.
    /// `conflict` when the name is taken, `invalid` when it is not a slug.
    public func createProject(_ project: Project) throws(StoreError) -> Project {
        try write { try $0.createProject(project) }
    }

    /// Updates the project's module (`nil`: unchanged, `.some(nil)`: cleared) and platform (`nil`: unchanged).
    /// `ifMatch`, when given, must be met by the project's revision.
    public func updateProject(
        _ name: String, module: String??, platform: Platform?, ifMatch: RevisionCondition?
    ) throws(StoreError) -> Project {
        try write { try $0.updateProject(name, module: module, platform: platform, ifMatch: ifMatch) }
    }

    /// Deletes the project with its storyboards, scenes, segues and history (foreign keys cascade). `ifMatch`,
    /// when given, must be met by the project's revision.
    public func deleteProject(_ name: String, ifMatch: RevisionCondition?) throws(StoreError) {
        try write { try $0.deleteProject(name, ifMatch: ifMatch) }
    }
}
