import Foundation
import StoryboardModel

/// Restoring a project exactly as another database holds it (`navgraph copy`).
extension StoreOperations {
    /// Adds `archive`, revisions, timestamps, sources, code navigation facts and history as they are, and announces the project at
    /// its revision; `conflict` when the name is taken.
    package func restore(_ archive: ProjectArchive) throws {
        let project = archive.project
        try Self.validate(projectName: project.name)
        guard
            let projectID = try session.queryFirst(
                .restoreProject,
                [
                    .text(project.name), .optionalText(project.module), .text(project.platform.rawValue),
                    .integer(Int64(project.revision)), .text(project.createdAt), .text(project.updatedAt),
                    project.mainStoryboardsColumn,
                ],
                row: { Int64(try $0.int(0)) })
        else { throw StoreError.conflict("project '\(project.name)' already exists") }
        for entry in archive.storyboards {
            let storyboard = entry.storyboard
            let source = entry.source.map { StoryboardSource($0) }
            if let source { try storeContent(of: source) }
            guard
                let storyboardID = try session.queryFirst(
                    .restoreStoryboard,
                    [
                        .integer(projectID), .text(storyboard.name), .optionalText(storyboard.initialScene),
                        .optionalText(storyboard.platform?.rawValue), .optionalText(storyboard.targetRuntime),
                        .optionalText(storyboard.toolsVersion), .optionalText(source?.hash),
                        .integer(Int64(storyboard.revision)),
                    ],
                    row: { Int64(try $0.int(0)) })
            else { throw StoreError.invalid("storyboard '\(storyboard.name)' was not inserted") }
            try insertContents(of: storyboard, storyboardID: storyboardID)
        }
        for revision in archive.history {
            let number = Int64(revision.entry.revision)
            try session.run(
                .insertRevision,
                [
                    .integer(projectID), .integer(number), .text(revision.entry.time), .text(revision.entry.summary),
                    .optionalText(revision.module), .text(revision.platform.rawValue), .integer(projectID),
                ])
            if let code = revision.code {
                try session.run(.insertCodeNavigationContent, [.text(SHA256.hexDigest(code)), .bytes(code)])
                try session.run(
                    .restoreRevisionCodeNavigation,
                    [.text(SHA256.hexDigest(code)), .integer(projectID), .integer(number)])
            }
            // Its nibs as the source kept them (the trigger recorded none: the project's nibs come last); a count
            // not known here is made by the first listing of the revision.
            for nib in revision.nibs {
                let hash = SHA256.hexDigest(nib.source)
                try session.send(.nib(.insertContent), [.text(hash), .bytes(nib.source), .null])
                try session.send(
                    .nib(.restoreRevisionNib),
                    [
                        .integer(projectID), .integer(number), .text(nib.name), .integer(Int64(nib.revision)),
                        .text(hash),
                    ])
            }
            for content in revision.storyboards {
                let hash = content.hash
                try session.run(.insertContent, [.text(hash), .text(content.kind.rawValue), .bytes(content.bytes)])
                try session.run(
                    .insertRevisionStoryboard,
                    [
                        .integer(projectID), .integer(number), .text(content.name), .integer(Int64(content.revision)),
                        .text(hash),
                    ])
            }
        }
        for nib in archive.nibs {
            let hash = SHA256.hexDigest(nib.source)
            try session.send(
                .nib(.insertContent), [.text(hash), .bytes(nib.source), .integer(Int64(nib.summary.objectCount))])
            try session.send(
                .nib(.upsert),
                [
                    .integer(projectID), .text(nib.summary.name), .integer(Int64(nib.summary.revision)),
                    .text(hash), .integer(Int64(nib.summary.objectCount)), .text(nib.updatedAt),
                ])
        }
        if let code = archive.code {
            let hash = SHA256.hexDigest(code)
            try session.run(.insertCodeNavigationContent, [.text(hash), .bytes(code)])
            try session.run(.restoreProjectCodeNavigation, [.text(hash), .integer(projectID)])
        }
        for label in archive.labels {
            try RevisionLabel.validate(label.name)
            try session.run(
                .snapshot(.insertLabel),
                [.integer(projectID), .text(label.name), .integer(Int64(label.revision)), .text(label.createdAt)])
        }
        try announce(project: project.name, revision: project.revision)
    }

    /// Every nib of `project` now, as `navgraph copy` moves it, sorted by name.
    package func nibArchive(project: String) throws -> [ProjectArchive.NibEntry] {
        try session.query(.nib(.transfer), [.integer(try projectID(project))]) { row in
            ProjectArchive.NibEntry(
                summary: NibSummary(name: try row.text(0), revision: try row.int(1), objectCount: try row.int(2)),
                updatedAt: try row.text(3), source: try row.optionalBytes(4) ?? Data())
        }
    }

    /// Every label of `project`, sorted by name.
    package func labels(of project: String) throws -> [ProjectArchive.Label] {
        try session.query(.snapshot(.transferLabels), [.integer(try projectID(project))]) { row in
            ProjectArchive.Label(name: try row.text(0), revision: try row.int(1), createdAt: try row.text(2))
        }
    }

    /// Every revision mark of the database.
    package func revisionMarks() throws -> RevisionMarks {
        var marks = RevisionMarks()
        _ = try session.query(.snapshot(.projectMarks), []) { row in
            marks.projects[try row.text(0)] = try row.int(1)
        }
        _ = try session.query(.snapshot(.storyboardMarks), []) { row in
            marks.storyboards[try row.text(0), default: [:]][try row.text(1)] = try row.int(2)
        }
        return marks
    }

    /// Raises every mark to at least the one in `marks`.
    package func raise(_ marks: RevisionMarks) throws {
        for (name, revision) in marks.projects.sorted(by: { $0.key < $1.key }) {
            try session.run(.snapshot(.raiseProjectMark), [.text(name), .integer(Int64(revision))])
        }
        for (project, names) in marks.storyboards.sorted(by: { $0.key < $1.key }) {
            for (name, revision) in names.sorted(by: { $0.key < $1.key }) {
                try session.run(
                    .snapshot(.raiseStoryboardMark), [.text(project), .text(name), .integer(Int64(revision))])
            }
        }
    }
}
