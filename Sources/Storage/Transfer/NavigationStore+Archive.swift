import Foundation
import StoryboardModel

extension NavigationStore {
    /// Everything the store holds of `project`, read through the contract: the project, each storyboard
    /// with its source, its code navigation facts and nibs, and every kept revision with its contents, facts and
    /// nibs. Not one snapshot: a write to the project
    /// meanwhile shows as a different `project.revision` when read again, which `navgraph copy` checks.
    public func archive(of project: String) throws(StoreError) -> ProjectArchive {
        let current = try readOne { try $0.project(project) }
        var entries: [ProjectArchive.Entry] = []
        for storyboard in try read({ try $0.allStoryboards(project: project) }) {
            let source = try read { try $0.storyboardSource(project: project, name: storyboard.name) }
            entries.append(ProjectArchive.Entry(storyboard: storyboard, source: source))
        }
        var history: [ProjectArchive.Revision] = []
        for entry in try read({ try $0.revisions(project: project) }).reversed() {
            guard case .kept(let snapshot) = try read({ try $0.revision(entry.revision, project: project) }) else {
                throw StoreError.conflict(
                    "revision \(entry.revision) of project '\(project)' was pruned while it was being read")
            }
            var contents: [ProjectArchive.Content] = []
            for item in snapshot.storyboards {
                switch item.content {
                case .source(let bytes):
                    contents.append(.init(name: item.name, revision: item.revision, kind: .xml, bytes: bytes))
                case .storyboard(let storyboard):
                    contents.append(
                        .init(
                            name: item.name, revision: item.revision, kind: .json,
                            bytes: try Self.modelBytes(storyboard)))
                }
            }
            let code = try read { try $0.codeNavigationBytes(project: project, revision: entry.revision) }
            var revision = ProjectArchive.Revision(
                entry: entry, module: snapshot.project.module, platform: snapshot.project.platform,
                storyboards: contents, code: code)
            revision.nibs = try read { try $0.nibSources(project: project, revision: entry.revision) }
            history.append(revision)
        }
        let labels = self is any HistoryTransfer ? try read { try $0.labels(of: project) } : []
        let code = try read { try $0.codeNavigationBytes(project: project) }
        var archive = ProjectArchive(
            project: current, storyboards: entries, history: history, labels: labels, code: code)
        archive.nibs = try read { try $0.nibArchive(project: project) }
        return archive
    }

    /// A model as the history stores it: JSON with sorted keys and revision 1, so equal contents hash equal.
    static func modelBytes(_ storyboard: Storyboard) throws(StoreError) -> Data {
        var model = storyboard
        model.revision = 1
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return try encoder.encode(model)
        } catch {
            throw .invalid("storyboard '\(storyboard.name)' cannot be encoded: \(error)")
        }
    }
}
