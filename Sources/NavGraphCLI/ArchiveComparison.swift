import Foundation
import NavGraphOffline
import Storage

/// What `navgraph copy` checks after each project: the copy read back from the destination against what was
/// read from the source, by counts and by the SHA-256 of every source and history content.
struct ArchiveComparison {
    /// What was copied, for the closing line.
    struct Totals {
        var projects = 0
        var storyboards = 0
        var revisions = 0
        var contents = 0
        var sourceBytes = 0
        /// Code navigation facts documents: the projects' own and their revisions'.
        var facts = 0
        /// Nibs: the projects' own and those their kept revisions hold.
        var nibs = 0

        mutating func add(_ archive: ProjectArchive) {
            projects += 1
            storyboards += archive.storyboards.count
            revisions += archive.history.count
            contents += archive.history.reduce(0) { $0 + $1.storyboards.count }
            sourceBytes += archive.storyboards.reduce(0) { $0 + ($1.source?.count ?? 0) }
            facts += (archive.code == nil ? 0 : 1) + archive.history.filter { $0.code != nil }.count
            nibs += archive.nibs.count + archive.history.reduce(0) { $0 + $1.nibs.count }
        }
    }

    /// Every difference between `original` and `copy`, one sentence each; empty when they match.
    static func differences(_ original: ProjectArchive, _ copy: ProjectArchive) -> [String] {
        let name = original.project.name
        var found: [String] = []
        if original.project != copy.project {
            found.append("project '\(name)' reads back as \(copy.project), not \(original.project)")
        }
        if digest(original.code) != digest(copy.code) {
            found.append(
                "project '\(name)': code navigation facts SHA-256 \(digest(copy.code)) in the copy, "
                    + "\(digest(original.code)) in the source")
        }
        let nibs = { (archive: ProjectArchive) in
            archive.nibs.map { "\($0.summary) \($0.updatedAt) \(digest($0.source))" }
        }
        if nibs(original) != nibs(copy) {
            found.append("project '\(name)': nibs \(nibs(copy)) in the copy, \(nibs(original)) in the source")
        }
        if original.storyboards.count != copy.storyboards.count {
            found.append(
                "project '\(name)' has \(copy.storyboards.count) storyboards in the copy, "
                    + "\(original.storyboards.count) in the source")
        }
        for (source, copied) in zip(original.storyboards, copy.storyboards) {
            let storyboard = source.storyboard.name
            if digest(source.source) != digest(copied.source) {
                found.append(
                    "storyboard '\(storyboard)' of project '\(name)': source SHA-256 \(digest(copied.source)) in the "
                        + "copy, \(digest(source.source)) in the source")
            }
            if source.storyboard != copied.storyboard {
                found.append("storyboard '\(storyboard)' of project '\(name)' reads back with different contents")
            }
        }
        if original.history.count != copy.history.count {
            found.append(
                "project '\(name)' keeps \(copy.history.count) revisions in the copy, \(original.history.count) in "
                    + "the source")
        }
        for (source, copied) in zip(original.history, copy.history) {
            let revision = source.entry.revision
            if source.entry != copied.entry || source.module != copied.module || source.platform != copied.platform {
                found.append("revision \(revision) of project '\(name)' reads back with a different entry")
            }
            let sourceHashes = source.storyboards.map { "\($0.name) \($0.revision) \($0.hash)" }
            let copiedHashes = copied.storyboards.map { "\($0.name) \($0.revision) \($0.hash)" }
            if digest(source.code) != digest(copied.code) {
                found.append(
                    "revision \(revision) of project '\(name)': code navigation facts SHA-256 \(digest(copied.code)) "
                        + "in the copy, \(digest(source.code)) in the source")
            }
            let sourceNibs = source.nibs.map { "\($0.name) \($0.revision) \(digest($0.source))" }
            let copiedNibs = copied.nibs.map { "\($0.name) \($0.revision) \(digest($0.source))" }
            if sourceNibs != copiedNibs {
                found.append(
                    "revision \(revision) of project '\(name)': nibs \(copiedNibs) in the copy, \(sourceNibs) in the source"
                )
            }
            if sourceHashes != copiedHashes {
                found.append(
                    "revision \(revision) of project '\(name)': contents \(copiedHashes) in the copy, "
                        + "\(sourceHashes) in the source")
            }
        }
        if original.labels != copy.labels {
            let names = { (archive: ProjectArchive) in archive.labels.map { "\($0.name)=\($0.revision)" } }
            found.append(
                "project '\(name)' has labels \(names(copy)) in the copy, \(names(original)) in the source")
        }
        return found
    }

    /// The SHA-256 of a source in hex, or "none".
    private static func digest(_ data: Data?) -> String {
        data.map { SHA256.hexDigest($0) } ?? "none"
    }
}
