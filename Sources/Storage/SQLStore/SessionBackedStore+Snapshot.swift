import StoryboardModel

// MARK: Snapshots and labels

extension SessionBackedStore {
    /// Replaces every storyboard of `project` with `files` in one transaction, as one revision: storyboards
    /// missing from `files` are deleted, new ones added, changed ones replaced, and those stored exactly so
    /// (same source, same contents) left alone. When nothing changes nothing is written (same revision, same
    /// ETag) but the label, if new. A missing project is created from `template` (its module and platform).
    ///
    /// `label` (see `RevisionLabel`) names the revision made, or the current one when nothing changed. A label
    /// that already names a revision holding exactly these files answers that revision and changes nothing; one
    /// naming other content is a `conflict`. `ifMatch` is checked against the project's revision (`nil` when
    /// missing). `invalid` for a bad label, a repeated storyboard name, or contents a storyboard cannot hold;
    /// on every error nothing is changed. `withdrawal` is asked right before the commit, as for `putStoryboard`.
    public func replaceStoryboards(
        project: String, with files: [SnapshotFile], label: String?, creating template: Project,
        ifMatch: RevisionCondition?, withdrawal: () -> String?
    ) throws(StoreError) -> SnapshotResult {
        try write {
            try $0.replaceStoryboards(
                project: project, with: files, label: label, creating: template, ifMatch: ifMatch,
                withdrawal: withdrawal)
        }
    }

    /// Adds or replaces `files` in `project` as one revision, keeping its other storyboards (`navgraph import`
    /// of a folder, as one commit): `replaceStoryboards` without the removals, the same rules otherwise.
    public func putStoryboards(
        project: String, with files: [SnapshotFile], label: String?, creating template: Project
    ) throws(StoreError) -> SnapshotResult {
        try write {
            try $0.replaceStoryboards(
                project: project, with: files, label: label, creating: template, ifMatch: nil, keepingOthers: true
            ) { nil }
        }
    }

    /// The revision `label` names in `project`; `notFound` when it names none.
    public func revision(labelled label: String, project: String) throws(StoreError) -> Int {
        try read { try $0.revision(labelled: label, project: project) }
    }
}
