import Foundation
import StoryboardModel

/// Restoring a project exactly as another database holds it (`navgraph copy`).
extension StoreOperations {
    /// Adds `archive`, revisions, timestamps, sources and history as they are, and announces the project at
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
                ],
                row: { Int64(try $0.int(0)) })
        else { throw StoreError.conflict("project '\(project.name)' already exists") }
        for entry in archive.storyboards {
            let storyboard = entry.storyboard
            guard
                let storyboardID = try session.queryFirst(
                    .restoreStoryboard,
                    [
                        .integer(projectID), .text(storyboard.name), .optionalText(storyboard.initialScene),
                        .optionalText(storyboard.platform?.rawValue), .optionalText(storyboard.targetRuntime),
                        .optionalText(storyboard.toolsVersion), .optionalBytes(entry.source),
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
                    .optionalText(revision.module), .text(revision.platform.rawValue),
                ])
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
        try session.announce(project: project.name, revision: project.revision)
    }
}
