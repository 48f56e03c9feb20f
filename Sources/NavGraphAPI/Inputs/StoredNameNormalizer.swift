import Foundation
import Storage
import StoryboardModel

/// Brings names stored before names were normalized (a database written by an older NavGraph, where a
/// storyboard could be stored under its NFD bytes) to NFC, once, when the service starts.
///
/// Every request is normalized to NFC and SQLite compares bytes, so an NFD row would be unreachable. Each
/// storyboard whose name or inner names are not NFC is written again in NFC (keeping its XML source); when its
/// name changes, the old row is deleted after the new one is stored, so a crash in between loses nothing and
/// the next start finishes the job. When a storyboard with the NFC name already exists (the bug this fixes
/// let a client store both), the NFC one is kept: it is the one every NFC request already read and wrote.
enum StoredNameNormalizer {
    /// What one pass changed, for tests and logs: `project/name` of each storyboard rewritten or dropped.
    struct Report: Equatable {
        var rewritten: [String] = []
        var droppedDuplicates: [String] = []
    }

    /// Normalizes every project's module and storyboards in `store`.
    @discardableResult
    static func run(_ store: any NavigationStore) throws -> Report {
        var report = Report()
        for project in try store.readOne({ try $0.listProjects() }) {
            if let module = project.module, !module.isNFC {
                _ = try store.write { try $0.updateProject(project.name, module: .some(module.nfc), platform: nil) }
            }
            let storyboards = try store.read { try $0.allStoryboards(project: project.name) }
            let storedNames = Set(storyboards.map { Array($0.name.utf8) })
            for storyboard in storyboards where !storyboard.hasNFCNames {
                let normalized = storyboard.normalizingNames()
                let renamed = !normalized.name.utf8.elementsEqual(storyboard.name.utf8)
                let label = "\(project.name)/\(normalized.name)"
                if renamed && storedNames.contains(Array(normalized.name.utf8)) {
                    try store.writeFreeingSpace {
                        try $0.deleteStoryboard(project: project.name, name: storyboard.name)
                    }
                    report.droppedDuplicates.append(label)
                    continue
                }
                let source = try store.read { try $0.storyboardSource(project: project.name, name: storyboard.name) }
                _ = try store.putStoryboard(project: project.name, storyboard: normalized, source: source)
                if renamed {
                    try store.writeFreeingSpace {
                        try $0.deleteStoryboard(project: project.name, name: storyboard.name)
                    }
                }
                report.rewritten.append(label)
            }
        }
        return report
    }
}
