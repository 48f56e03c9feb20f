import PostgresClient
import Storage
import StoryboardModel

/// Projects.
extension PostgresStore {
    /// Every project, sorted by name.
    public func listProjects() throws(StoreError) -> [Project] {
        try read { session in try session.query(PostgresSQL.listProjects, row: Project.init(postgres:)) }
    }

    /// The project named `name`.
    public func project(_ name: String) throws(StoreError) -> Project {
        try read { session in try Self.project(name, in: session) }
    }

    /// Creates `project` with revision 1; `conflict` when the name is taken, `invalid` when it is not a slug.
    public func createProject(_ project: Project) throws(StoreError) -> Project {
        guard Project.isValidName(project.name) else {
            throw .invalid("project name '\(project.name)' must match [A-Za-z0-9][A-Za-z0-9._-]{0,63}")
        }
        return try write { session in
            let now = Timestamp.now()
            // ON CONFLICT DO NOTHING: a taken name inserts no row (and aborts nothing), whoever took it.
            guard
                let id = try session.queryFirst(
                    PostgresSQL.insertProject,
                    [
                        .text(project.name), .optionalText(project.module), .text(project.platform.rawValue),
                        .text(now),
                        .text(now),
                    ],
                    row: { Int64(try $0.int(0)) })
            else { throw StoreError.conflict("project '\(project.name)' already exists") }
            try recordRevision(id, project: project.name, .project("created project"), in: session)
            return try Self.project(project.name, in: session)
        }
    }

    /// Updates the project's module (`nil`: unchanged, `.some(nil)`: cleared) and platform (`nil`: unchanged).
    public func updateProject(
        _ name: String, module: String??, platform: Platform?, ifMatch: RevisionCondition?
    ) throws(StoreError) -> Project {
        try write { session in
            let id = try Self.lockProject(name, in: session)
            let current = try Self.project(name, in: session)
            try Self.require(ifMatch, revision: current.revision, of: "project '\(name)'")
            let newModule = module ?? current.module
            let newPlatform = platform ?? current.platform
            try session.run(
                PostgresSQL.updateProject,
                [.optionalText(newModule), .text(newPlatform.rawValue), .text(Timestamp.now()), .integer(id)])
            try recordRevision(
                id, project: name, .project("changed the project's module or platform"), in: session)
            return try Self.project(name, in: session)
        }
    }

    /// Deletes the project with its storyboards, scenes, segues and history (foreign keys cascade).
    public func deleteProject(_ name: String, ifMatch: RevisionCondition?) throws(StoreError) {
        try write { session in
            let id = try Self.lockProject(name, in: session)
            if ifMatch != nil {
                let current = try Self.project(name, in: session)
                try Self.require(ifMatch, revision: current.revision, of: "project '\(name)'")
            }
            try session.run(PostgresSQL.deleteProject, [.integer(id)])
            try Self.announce(StoreChange(project: name, revision: 0), in: session)
        }
    }

    static func project(_ name: String, in session: PostgresSession) throws -> Project {
        guard
            let project = try session.queryFirst(PostgresSQL.selectProject, [.text(name)], row: Project.init(postgres:))
        else { throw StoreError.notFound("project '\(name)'") }
        return project
    }

    static func projectID(_ name: String, in session: PostgresSession) throws -> Int64 {
        guard let id = try session.queryFirst(PostgresSQL.projectID, [.text(name)], row: { Int64(try $0.int(0)) })
        else { throw StoreError.notFound("project '\(name)'") }
        return id
    }

    /// The project's row id, its row locked until the write commits: the first step of every write to it, so
    /// writers of one project (in any process) run one after the other and each sees the last commit.
    static func lockProject(_ name: String, in session: PostgresSession) throws -> Int64 {
        guard let id = try session.queryFirst(PostgresSQL.lockProject, [.text(name)], row: { Int64(try $0.int(0)) })
        else { throw StoreError.notFound("project '\(name)'") }
        return id
    }

    /// Records a write to the project: revision + 1, `updated_at` now.
    static func touchProject(_ id: Int64, in session: PostgresSession) throws {
        try session.run(PostgresSQL.touchProject, [.text(Timestamp.now()), .integer(id)])
    }

    /// Sends `change` on `StoreChange.channel`, inside the write's transaction (delivered on commit only).
    static func announce(_ change: StoreChange, in session: PostgresSession) throws {
        try session.run(PostgresSQL.notifyChange, [.text(change.payload)])
    }

    /// Throws `preconditionFailed` unless `condition` (when given) is met by `revision` of `what`.
    static func require(_ condition: RevisionCondition?, revision: Int?, of what: String) throws {
        guard let condition, !condition.isMet(by: revision) else { return }
        let now = revision.map { "is at revision \($0)" } ?? "does not exist"
        throw StoreError.preconditionFailed("\(what) \(now); it changed since the revision the request names")
    }
}
