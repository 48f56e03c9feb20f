import Foundation
import StoryboardModel

/// A snapshot's or an import's nibs, written in its transaction before its revision is recorded (the revision's
/// row records the nibs the project then holds: `Migrations/0014_nibs.sql`).
extension StoreOperations {
    /// Makes the nibs of the project `projectID` those of `nibs` (`keepingOthers`: the others stay, an import),
    /// each changed one at `revision`, the revision the write makes. Answers what changed, nothing when the
    /// bytes are the stored ones; the caller moves the project's revision and records it.
    func replaceNibs(
        _ projectID: Int64, with nibs: [SnapshotNib], revision: Int, keepingOthers: Bool
    ) throws -> NibChanges {
        var seen = Set<String>()
        for nib in nibs where !seen.insert(nib.nib.name).inserted {
            throw StoreError.invalid("the snapshot holds nib '\(nib.nib.name)' more than once")
        }
        var stored: [String: String] = [:]
        var changes = NibChanges()
        _ = try session.query(.nib(.hashes), [.integer(projectID)]) { row in
            stored[try row.text(0)] = try row.text(1)
            changes.revisions[try row.text(0)] = try row.int(2)
        }
        let now = Timestamp.now()
        for nib in nibs.sorted(by: { $0.nib.name < $1.nib.name }) {
            let name = nib.nib.name
            if let hash = stored[name], hash == nib.sourceHash {
                changes.unchanged.append(name)
                continue
            }
            try session.send(
                .nib(.insertContent),
                [.text(nib.sourceHash), .bytes(nib.source), .integer(Int64(nib.nib.objects.count))])
            try session.send(
                .nib(.upsert),
                [
                    .integer(projectID), .text(name), .integer(Int64(revision)), .text(nib.sourceHash),
                    .integer(Int64(nib.nib.objects.count)), .text(now),
                ])
            if stored[name] == nil { changes.created.append(name) } else { changes.replaced.append(name) }
            changes.revisions[name] = revision
        }
        if !keepingOthers {
            for gone in stored.keys.sorted() where !seen.contains(gone) {
                try session.send(.nib(.delete), [.integer(projectID), .text(gone)])
                changes.deleted.append(gone)
                changes.revisions[gone] = nil
            }
        }
        return changes
    }

    /// Whether the kept `revision` of the project `projectID` holds `nibs` by name and hash (`exactly`: and no
    /// other nib): a label's revision compared without reading it back.
    func revision(_ revision: Int, projectID: Int64, holdsNibs nibs: [SnapshotNib], exactly: Bool) throws -> Bool {
        var kept: [String: String] = [:]
        _ = try session.query(.nib(.revisionHashes), [.integer(projectID), .integer(Int64(revision))]) { row in
            kept[try row.text(0)] = try row.text(1)
        }
        guard !exactly || kept.count == nibs.count else { return false }
        return nibs.allSatisfy { kept[$0.nib.name] == $0.sourceHash }
    }
}
