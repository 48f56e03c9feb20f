import StoryboardModel

extension NavigationStore {
    /// `replaceStoryboards` with nothing asked before the commit, and by default no label or condition and a
    /// new project made for iOS without a module.
    public func replaceStoryboards(
        project: String, with files: [SnapshotFile], label: String? = nil, creating template: Project? = nil,
        ifMatch: RevisionCondition? = nil
    ) throws(StoreError) -> SnapshotResult {
        try replaceStoryboards(
            project: project, with: files, label: label, creating: template ?? Project(name: project),
            ifMatch: ifMatch
        ) { nil }
    }
}
