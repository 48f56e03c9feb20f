import Foundation
import Storage
import StoryboardModel

/// Restoring a project exactly as another database holds it (`navgraph copy`).
extension PostgresStore: HistoryTransfer {
    /// Adds `archive` in one transaction, revisions, timestamps, sources and history as they are, and
    /// announces the project at its revision, so that running replicas build it.
    public func restore(_ archive: ProjectArchive) throws(StoreError) {
        let project = archive.project
        guard Project.isValidName(project.name) else {
            throw .invalid("project name '\(project.name)' must match [A-Za-z0-9][A-Za-z0-9._-]{0,63}")
        }
        try write { session in
            guard
                let projectID = try session.queryFirst(
                    PostgresSQL.restoreProject,
                    [
                        .text(project.name), .optionalText(project.module), .text(project.platform.rawValue),
                        .integer(Int64(project.revision)), .text(project.createdAt), .text(project.updatedAt),
                    ],
                    row: { Int64(try $0.int(0)) })
            else { throw StoreError.conflict("project '\(project.name)' already exists") }
            for entry in archive.storyboards {
                let storyboard = entry.storyboard
                guard
                    let storyboardID = try session.queryFirst(
                        PostgresSQL.restoreStoryboard,
                        [
                            .integer(projectID), .text(storyboard.name), .optionalText(storyboard.initialScene),
                            .optionalText(storyboard.platform?.rawValue), .optionalText(storyboard.targetRuntime),
                            .optionalText(storyboard.toolsVersion), entry.source.map { .bytes($0) } ?? .null,
                            .integer(Int64(storyboard.revision)),
                        ],
                        row: { Int64(try $0.int(0)) })
                else { throw StoreError.invalid("storyboard '\(storyboard.name)' was not inserted") }
                try Self.insertContents(of: storyboard, storyboardID: storyboardID, in: session)
            }
            for revision in archive.history {
                try session.run(
                    PostgresSQL.insertRevision,
                    [
                        .integer(projectID), .integer(Int64(revision.entry.revision)), .text(revision.entry.time),
                        .text(revision.entry.summary), .optionalText(revision.module),
                        .text(revision.platform.rawValue),
                    ])
                for content in revision.storyboards {
                    let hash = content.hash
                    try session.run(
                        PostgresSQL.insertContent, [.text(hash), .text(content.kind.rawValue), .bytes(content.bytes)])
                    try session.run(
                        PostgresSQL.insertRevisionStoryboard,
                        [
                            .integer(projectID), .integer(Int64(revision.entry.revision)), .text(content.name),
                            .integer(Int64(content.revision)), .text(hash),
                        ])
                }
            }
            try Self.announce(StoreChange(project: project.name, revision: project.revision), in: session)
        }
    }
}
