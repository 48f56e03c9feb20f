import StoryboardModel

/// Projects.
extension StoreOperations {
    /// Every project, sorted by name.
    package func listProjects() throws -> [Project] {
        try session.query(.listProjects, [], row: Project.init(row:))
    }

    /// The project named `name`, or `notFound`.
    package func project(_ name: String) throws -> Project {
        guard let project = try session.queryFirst(.selectProject, [.text(name)], row: Project.init(row:))
        else { throw StoreError.notFound("project '\(name)'") }
        return project
    }

    /// Creates `project` with both timestamps now, at revision 1, or one above the last revision of a deleted
    /// project of that name (so no saved ETag matches the new project); `conflict` when the name is taken,
    /// `invalid` when it is not a slug.
    package func createProject(_ project: Project) throws -> Project {
        try Self.validate(projectName: project.name)
        let now = Timestamp.now()
        // ON CONFLICT DO NOTHING: a taken name inserts no row (and aborts nothing), whoever took it.
        guard
            let id = try session.queryFirst(
                .insertProject,
                [
                    .text(project.name), .optionalText(project.module), .text(project.platform.rawValue),
                    .text(project.name), .text(now), .text(now), project.mainStoryboardsColumn,
                ],
                row: { Int64(try $0.int(0)) })
        else { throw StoreError.conflict("project '\(project.name)' already exists") }
        try recordRevision(id, project: project.name, .project("created project"))
        return try self.project(project.name)
    }

    /// Updates the project's module and main storyboards (`nil`: unchanged, `.some(nil)`: cleared) and
    /// platform (`nil`: unchanged). `ifMatch`, when given, must be met by the project's revision.
    package func updateProject(
        _ name: String, module: String??, mainStoryboards: [String]?? = nil, platform: Platform?,
        ifMatch: RevisionCondition? = nil
    ) throws -> Project {
        let id = try lockProject(name)
        let current = try project(name)
        try Self.require(ifMatch, revision: current.revision, of: "project '\(name)'")
        var updated = current
        updated.mainStoryboards = mainStoryboards ?? current.mainStoryboards
        // A patch that changes nothing makes no revision (as an identical PUT): tags and caches still hold.
        // Byte for byte: a module rewritten from NFD to NFC (`==` holds them equal) must be written.
        if sameBytes(module ?? current.module, current.module), (platform ?? current.platform) == current.platform,
            updated.mainStoryboardsColumn == current.mainStoryboardsColumn
        {
            try labelUnchangedWrite(id, project: name)
            return current
        }
        try session.run(
            .updateProject,
            [
                .optionalText(module ?? current.module), .text((platform ?? current.platform).rawValue),
                updated.mainStoryboardsColumn, .text(Timestamp.now()), .integer(id),
            ])
        try recordRevision(id, project: name, .project("changed the project's module, main storyboards or platform"))
        return try project(name)
    }

    /// Deletes the project with its storyboards, scenes, segues and history (foreign keys cascade). `ifMatch`,
    /// when given, must be met by the project's revision.
    package func deleteProject(_ name: String, ifMatch: RevisionCondition?) throws {
        let id = try lockProject(name)
        if ifMatch != nil {
            try Self.require(ifMatch, revision: try project(name).revision, of: "project '\(name)'")
        }
        try session.run(.deleteProject, [.integer(id)])
        try announce(project: name, revision: 0)
    }

    /// The project named `name` and its row id (one query), or `notFound`.
    func projectWithID(_ name: String) throws -> (project: Project, id: Int64) {
        guard
            let found = try session.queryFirst(
                .selectProjectWithID, [.text(name)], row: { (try Project(row: $0), Int64(try $0.int(7))) })
        else { throw StoreError.notFound("project '\(name)'") }
        return found
    }

    /// The project's row id, or `notFound`.
    func projectID(_ name: String) throws -> Int64 {
        guard let id = try session.queryFirst(.projectID, [.text(name)], row: { Int64(try $0.int(0)) })
        else { throw StoreError.notFound("project '\(name)'") }
        return id
    }

    /// The project's row id, its row locked until the write commits (where the backend locks rows): the first
    /// step of every write to it, so writers of one project run one after the other and each sees the last
    /// commit.
    func lockProject(_ name: String) throws -> Int64 {
        guard let id = try session.queryFirst(.lockProject, [.text(name)], row: { Int64(try $0.int(0)) })
        else { throw StoreError.notFound("project '\(name)'") }
        return id
    }

    /// Records a write to the project: revision + 1, `updated_at` now; answers that time.
    @discardableResult
    func touchProject(_ id: Int64) throws -> String {
        let now = Timestamp.now()
        try session.send(.touchProject, [.text(now), .integer(id)])
        return now
    }

    /// A project name is a slug.
    static func validate(projectName name: String) throws {
        guard Project.isValidName(name) else {
            throw StoreError.invalid("project name '\(name)' must match [A-Za-z0-9][A-Za-z0-9._-]{0,63}")
        }
    }
}
