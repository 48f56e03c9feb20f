import StoryboardModel

/// Projects.
extension SQLiteStore {
    /// Every project, sorted by name.
    public func listProjects() throws(StoreError) -> [Project] {
        try read { connection in
            try connection.query(StoreSQL.listProjects) { try Project(row: $0) }
        }
    }

    /// The project named `name`.
    public func project(_ name: String) throws(StoreError) -> Project {
        try read { connection in try Self.project(name, in: connection) }
    }

    /// Creates `project` (its name, module and platform) with revision 1 and both timestamps now.
    /// `conflict` when the name is taken, `invalid` when it is not a slug.
    public func createProject(_ project: Project) throws(StoreError) -> Project {
        guard Project.isValidName(project.name) else {
            throw .invalid("project name '\(project.name)' must match [A-Za-z0-9][A-Za-z0-9._-]{0,63}")
        }
        return try write { connection in
            let now = Timestamp.now()
            do {
                try connection.run(
                    StoreSQL.insertProject,
                    [
                        .text(project.name), .optionalText(project.module), .text(project.platform.rawValue),
                        .text(now), .text(now),
                    ])
            } catch let error as SQLiteError where error.isUniqueViolation {
                throw StoreError.conflict("project '\(project.name)' already exists")
            }
            try recordRevision(
                try Self.projectID(project.name, in: connection), .project("created project"), in: connection)
            return try Self.project(project.name, in: connection)
        }
    }

    /// Updates the project's module (`nil`: unchanged, `.some(nil)`: cleared) and platform (`nil`: unchanged).
    /// `ifMatch`, when given, must be met by the project's revision.
    public func updateProject(
        _ name: String, module: String??, platform: Platform?, ifMatch: RevisionCondition?
    ) throws(StoreError) -> Project {
        try write { connection in
            let current = try Self.project(name, in: connection)
            try Self.require(ifMatch, revision: current.revision, of: "project '\(name)'")
            let newModule = module ?? current.module
            let newPlatform = platform ?? current.platform
            try connection.run(
                StoreSQL.updateProject,
                [
                    .optionalText(newModule), .text(newPlatform.rawValue), .text(Timestamp.now()),
                    .integer(try Self.projectID(name, in: connection)),
                ])
            try recordRevision(
                try Self.projectID(name, in: connection), .project("changed the project's module or platform"),
                in: connection)
            return try Self.project(name, in: connection)
        }
    }

    /// Deletes the project with all its storyboards, scenes and segues (foreign keys cascade). `ifMatch`, when
    /// given, must be met by the project's revision.
    ///
    /// On a full disk a large project may not fit in one transaction even with the disk reserve given up
    /// (deleting appends every page it changes to the WAL). Its storyboards are then deleted one transaction
    /// each, every one giving its space back, and the project last: each step leaves a whole project, and
    /// an error part way leaves one with fewer storyboards, never a half storyboard.
    public func deleteProject(_ name: String, ifMatch: RevisionCondition?) throws(StoreError) {
        do {
            try writeFreeingSpace { connection in
                if ifMatch != nil {
                    let current = try Self.project(name, in: connection)
                    try Self.require(ifMatch, revision: current.revision, of: "project '\(name)'")
                }
                try connection.run(StoreSQL.deleteProject, [.text(name)])
                if connection.changes == 0 { throw StoreError.notFound("project '\(name)'") }
            }
        } catch {
            guard case .database(let underlying) = error, underlying.isDiskFull else { throw error }
            try deleteProjectPiecewise(name, ifMatch: ifMatch)
        }
    }

    /// `deleteProject` one storyboard at a time (see there); `ifMatch` is checked once, before the first.
    private func deleteProjectPiecewise(_ name: String, ifMatch: RevisionCondition?) throws(StoreError) {
        if let ifMatch {
            let revision = try project(name).revision
            guard ifMatch.isMet(by: revision) else {
                throw .preconditionFailed(
                    "project '\(name)' is at revision \(revision); it changed since the revision the request names")
            }
        }
        for storyboard in try listStoryboards(project: name) {
            try deleteStoryboard(project: name, name: storyboard.name)
        }
        try writeFreeingSpace { connection in
            try connection.run(StoreSQL.deleteProject, [.text(name)])
            if connection.changes == 0 { throw StoreError.notFound("project '\(name)'") }
        }
    }

    static func project(_ name: String, in connection: SQLiteConnection) throws -> Project {
        guard let project = try connection.queryFirst(StoreSQL.selectProject, [.text(name)], row: Project.init(row:))
        else { throw StoreError.notFound("project '\(name)'") }
        return project
    }

    static func projectID(_ name: String, in connection: SQLiteConnection) throws -> Int64 {
        guard let id = try connection.queryFirst(StoreSQL.projectID, [.text(name)], row: { Int64($0.int(0)) })
        else { throw StoreError.notFound("project '\(name)'") }
        return id
    }

    /// Records a write to the project: revision + 1, `updated_at` now. Called inside every write transaction.
    static func touchProject(_ id: Int64, in connection: SQLiteConnection) throws {
        try connection.run(StoreSQL.touchProject, [.text(Timestamp.now()), .integer(id)])
    }
}
