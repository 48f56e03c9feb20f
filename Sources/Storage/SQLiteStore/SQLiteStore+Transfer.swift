import Foundation
import StoryboardModel

/// Restoring a project exactly as another database holds it (`navgraph copy`).
extension SQLiteStore: HistoryTransfer {
    /// Adds `archive` in one transaction, revisions, timestamps, sources and history as they are.
    public func restore(_ archive: ProjectArchive) throws(StoreError) {
        let project = archive.project
        guard Project.isValidName(project.name) else {
            throw .invalid("project name '\(project.name)' must match [A-Za-z0-9][A-Za-z0-9._-]{0,63}")
        }
        try write { connection in
            do {
                try connection.run(
                    StoreSQL.restoreProject,
                    [
                        .text(project.name), .optionalText(project.module), .text(project.platform.rawValue),
                        .integer(Int64(project.revision)), .text(project.createdAt), .text(project.updatedAt),
                    ])
            } catch let error as SQLiteError where error.isUniqueViolation {
                throw StoreError.conflict("project '\(project.name)' already exists")
            }
            let projectID = connection.lastInsertRowID
            for entry in archive.storyboards {
                let storyboard = entry.storyboard
                try connection.run(
                    StoreSQL.restoreStoryboard,
                    [
                        .integer(projectID), .text(storyboard.name), .optionalText(storyboard.initialScene),
                        .optionalText(storyboard.platform?.rawValue), .optionalText(storyboard.targetRuntime),
                        .optionalText(storyboard.toolsVersion), .optionalBlob(entry.source),
                        .integer(Int64(storyboard.revision)),
                    ])
                try Self.insertContents(of: storyboard, storyboardID: connection.lastInsertRowID, in: connection)
            }
            for revision in archive.history {
                try connection.run(
                    StoreSQL.insertRevision,
                    [
                        .integer(projectID), .integer(Int64(revision.entry.revision)), .text(revision.entry.time),
                        .text(revision.entry.summary), .optionalText(revision.module),
                        .text(revision.platform.rawValue),
                    ])
                for content in revision.storyboards {
                    let hash = content.hash
                    try connection.run(
                        StoreSQL.insertContent, [.text(hash), .text(content.kind.rawValue), .blob(content.bytes)])
                    try connection.run(
                        StoreSQL.insertRevisionStoryboard,
                        [
                            .integer(projectID), .integer(Int64(revision.entry.revision)), .text(content.name),
                            .integer(Int64(content.revision)), .text(hash),
                        ])
                }
            }
        }
    }
}
