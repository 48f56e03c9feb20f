import Foundation
import StoryboardModel

/// Whole-project snapshots and labels (`Migrations/0004_labels.sql`): a project's storyboards replaced by a set
/// of files as one revision, and names for revisions.
extension StoreOperations {
    /// Replaces every storyboard of `project` with `files` in this one transaction (see
    /// `NavigationStore.replaceStoryboards`); `keepingOthers`: storyboards `files` does not hold stay
    /// (`NavigationStore.putStoryboards`, an import) instead of being deleted. The revision made gets the
    /// running write's label (`RevisionLabel.ofWrite`, as every write's), with a snapshot's rules: the same
    /// files again under a label naming a revision are that revision; other files are a `conflict`.
    /// `code`: the code navigation facts the project holds after the write, in the same revision (`nil`: none,
    /// a snapshot being the whole project); an import (`keepingOthers`) keeps the stored facts when `nil`.
    /// `nibs`: the project's nibs after the write, in the same revision (a nib not among them is deleted); an
    /// import keeps the nibs it does not hold.
    /// `attributes`: the project attributes the input states (module, main storyboards, platform): a new
    /// project gets them (over `template`), an existing one has each stated one set in the same revision (one
    /// the label names must have them too); an attribute not stated stays as stored.
    package func replaceStoryboards(
        project name: String, with files: [SnapshotFile], code: CodeNavigation? = nil, nibs: [SnapshotNib] = [],
        stating attributes: ProjectAttributes = ProjectAttributes(), creating template: Project? = nil,
        ifMatch: RevisionCondition? = nil, keepingOthers: Bool = false, withdrawal: () -> String? = { nil }
    ) throws -> SnapshotResult {
        let replacesCode = !keepingOthers || code != nil
        let template = attributes.applied(to: template ?? Project(name: name))
        let label = RevisionLabel.ofWrite
        if let label { try RevisionLabel.validate(label) }
        var seen = Set<String>()
        for file in files {
            try Self.validate(storyboardName: file.storyboard.name)
            guard seen.insert(file.storyboard.name).inserted else {
                throw StoreError.invalid("the snapshot holds storyboard '\(file.storyboard.name)' more than once")
            }
        }
        let existingID = try session.queryFirst(.projectID, [.text(name)]) { Int64(try $0.int(0)) }
        var createdProject = false
        if existingID == nil {
            try Self.require(ifMatch, revision: nil, of: "project '\(name)'")
            var fresh = template
            fresh.name = name
            do {
                // The label names the snapshot's revision, not the creation's.
                _ = try RevisionLabel.naming(nil) { try createProject(fresh) }
                createdProject = true
            } catch StoreError.conflict {
                // Another writer created it between the look and the insert: this write goes on top of it.
            }
        }
        let projectID = try lockProject(name)
        let before = try project(name)
        if !createdProject { try Self.require(ifMatch, revision: before.revision, of: "project '\(name)'") }

        let names = files.map(\.storyboard.name).sorted()
        let stored = try session.query(.selectStoryboards, [.integer(projectID)], row: StoryboardHeader.init(row:))
        var storedByName: [String: StoryboardHeader] = [:]
        for header in stored { storedByName[header.storyboard.name] = header }
        var revisions = storedByName.mapValues(\.storyboard.revision).filter { seen.contains($0.key) }
        if let label, let labelled = try labelledRevision(label, projectID: projectID) {
            // A label names one revision: the same content again is that revision, anything else a conflict.
            guard try revision(labelled, projectID: projectID, holds: files, exactly: !keepingOthers),
                try !replacesCode || revision(labelled, projectID: projectID, holdsCode: code),
                try revision(labelled, projectID: projectID, holdsNibs: nibs, exactly: !keepingOthers),
                try revision(labelled, projectID: projectID, has: attributes, current: before)
            else {
                throw StoreError.conflict(
                    "label '\(label)' already names revision \(labelled) of project '\(name)', whose storyboards, "
                        + "nibs, code navigation facts or project attributes differ from these; a label names one "
                        + "revision")
            }
            var result = SnapshotResult(
                project: before, revision: labelled, previousRevision: before.revision, createdProject: false,
                added: [], replaced: [], removed: [], unchanged: names, label: label)
            result.storyboardRevisions = revisions
            result.nibs.unchanged = nibs.map(\.nib.name).sorted()
            return result
        }

        var added: [String] = []
        var replaced: [String] = []
        var unchanged: [String] = []
        var written: [String: HistoryChange.Content] = [:]
        for file in files.sorted(by: { $0.storyboard.name < $1.storyboard.name }) {
            let storyboard = file.storyboard
            let source = file.storedSource
            if let existing = storedByName[storyboard.name] {
                var same = storyboard
                same.revision = existing.storyboard.revision
                let held = try self.stored(existing.id, equals: same, source: source)
                if held.equal {
                    unchanged.append(storyboard.name)
                    continue
                }
                // Whether the history names the source replaced is not read here: it is checked.
                revisions[storyboard.name] = try writeStoryboard(
                    storyboard, source: source, replacing: (existing.id, existing.storyboard.revision),
                    projectID: projectID, releasing: held.source?.hash)
                replaced.append(storyboard.name)
            } else {
                revisions[storyboard.name] = try writeStoryboard(
                    storyboard, source: source, replacing: nil, projectID: projectID)
                added.append(storyboard.name)
            }
            written[storyboard.name] = source.map { .storedSource(hash: $0.hash) } ?? .model
        }
        let removed = keepingOthers ? [] : stored.map(\.storyboard.name).filter { !seen.contains($0) }.sorted()
        for gone in removed {
            try session.run(.deleteStoryboard, [.integer(projectID), .text(gone)])
            written[gone] = .removed
        }

        var revision = before.revision
        // Nibs are written before the revision's row, which records the nibs the project then holds.
        let nibChanges = try replaceNibs(
            projectID, with: nibs, revision: revision + 1, keepingOthers: keepingOthers)
        // The facts move the project's revision themselves; storyboards and nibs alone are touched.
        let codeChange = replacesCode ? try replaceCodeNavigation(projectID, with: code) : .unchanged
        // The stated attributes are set before the revision's row, which records the module and platform.
        let attributeChanges = createdProject ? [] : try setAttributes(projectID, attributes, over: before)
        if !written.isEmpty || codeChange != .unchanged || !nibChanges.isEmpty || !attributeChanges.isEmpty {
            if codeChange == .unchanged { _ = try touchProject(projectID) }
            revision += 1
            let facts = codeChange == .unchanged ? "" : ", code navigation facts \(codeChange.rawValue)"
            let nibSummary =
                nibChanges.isEmpty
                ? ""
                : "; nibs: \(nibChanges.created.count) created, \(nibChanges.replaced.count) replaced, "
                    + "\(nibChanges.deleted.count) deleted"
            let attributeSummary =
                attributeChanges.isEmpty
                ? "" : "; project's \(attributeChanges.map(\.name).joined(separator: ", ")) changed"
            let summary =
                (keepingOthers ? "import: " : "snapshot: ")
                + "\(added.count) added, \(replaced.count) replaced, \(removed.count) removed, "
                + "\(unchanged.count) unchanged" + nibSummary + facts + attributeSummary
                + (label.map { " (label '\($0)')" } ?? "")
            try recordSnapshotRevision(projectID, project: name, summary: summary, written: written)
        }
        if let label {
            try session.run(
                .snapshot(.insertLabel),
                [.integer(projectID), .text(label), .integer(Int64(revision)), .text(Timestamp.now())])
        }
        if let reason = withdrawal() { throw StoreError.withdrawn(reason) }
        var result = SnapshotResult(
            project: try project(name), revision: revision, previousRevision: createdProject ? nil : before.revision,
            createdProject: createdProject, added: added, replaced: replaced, removed: removed, unchanged: unchanged,
            label: label)
        result.storyboardRevisions = revisions
        result.codeNavigation = codeChange
        result.nibs = nibChanges
        result.attributes = attributeChanges
        if !keepingOthers, !result.isUnchanged {
            // Every storyboard of the project now is a file of the snapshot, each as it would read back.
            let storyboards = files.map { file in
                var storyboard = file.storyboard
                storyboard.revision = revisions[storyboard.name] ?? storyboard.revision
                return storyboard
            }
            changeLog?.wrote(
                .everything(
                    result.project, storyboards: storyboards.sorted { $0.name < $1.name },
                    code: code ?? CodeNavigation(), nibs: Self.stored(nibs, nibChanges)),
                project: name)
        }
        return result
    }

    /// Sets the attributes `stated` states on the project with row id `projectID` (as `before` holds it), without
    /// moving its revision (the snapshot's revision does); answers what changed.
    private func setAttributes(
        _ projectID: Int64, _ stated: ProjectAttributes, over before: Project
    ) throws -> [ProjectAttributeChange] {
        let after = stated.applied(to: before)
        let changes = ProjectAttributeChange.changes(from: before, to: after)
        guard !changes.isEmpty else { return [] }
        try session.run(
            .snapshot(.setProjectAttributes),
            [
                .optionalText(after.module), .text(after.platform.rawValue), after.mainStoryboardsColumn,
                .integer(projectID),
            ])
        return changes
    }

    /// Whether the kept `revision` has each attribute `stated` states: the module and platform as its history row
    /// records them; the main storyboards, which the history does not record, as the project (`current`) holds
    /// them when `revision` is its current one, else not compared.
    private func revision(
        _ revision: Int, projectID: Int64, has stated: ProjectAttributes, current: Project
    ) throws -> Bool {
        if revision == current.revision {
            return ProjectAttributeChange.changes(from: current, to: stated.applied(to: current)).isEmpty
        }
        let key: [SQLValue] = [.integer(projectID), .integer(Int64(revision))]
        guard
            let row = try session.queryFirst(
                .selectRevision, key, row: { row in (module: row.optionalText(1), platform: try row.text(2)) })
        else { return true }
        let moduleHeld = stated.module.map { sameBytes($0, row.module) } ?? true
        let platformHeld = stated.platform.map { $0.rawValue == row.platform } ?? true
        return moduleHeld && platformHeld
    }

    /// The nibs of a snapshot as they now read back (each at its revision), sorted by name.
    private static func stored(_ nibs: [SnapshotNib], _ changes: NibChanges) -> [Nib] {
        nibs.map { nib in
            var stored = nib.nib
            stored.revision = changes.revisions[stored.name] ?? stored.revision
            return stored
        }.sorted { $0.name < $1.name }
    }

    /// The revision `label` names in the project with row id `projectID`, if any.
    func labelledRevision(_ label: String, projectID: Int64) throws -> Int? {
        try session.queryFirst(.snapshot(.selectLabel), [.integer(projectID), .text(label)]) { try $0.int(0) }
    }

    /// Adds or replaces `files` in `project` as one revision, keeping its other storyboards (`navgraph import`
    /// of a folder, as one commit): `replaceStoryboards` without the removals, the same rules otherwise.
    /// `code`: facts read with the files (`--sources`), replacing the stored ones in the same revision; `nil`
    /// keeps them.
    /// `nibs`: the import's nibs, added or replaced in the same revision; the project's others stay.
    /// `attributes`: the attributes the import states (`--module`, the Xcode target's), set as a snapshot sets them.
    package func putStoryboards(
        project: String, with files: [SnapshotFile], code: CodeNavigation? = nil, nibs: [SnapshotNib] = [],
        stating attributes: ProjectAttributes = ProjectAttributes(), creating template: Project? = nil
    ) throws -> SnapshotResult {
        try replaceStoryboards(
            project: project, with: files, code: code, nibs: nibs, stating: attributes, creating: template,
            keepingOthers: true)
    }

    /// The revision `label` names in `project`; `notFound` when the project has no such label.
    package func revision(labelled label: String, project: String) throws -> Int {
        guard let revision = try labelledRevision(label, projectID: try projectID(project)) else {
            throw StoreError.notFound("label '\(label)' in project '\(project)'")
        }
        return revision
    }

    /// The kept revisions of `project`, newest first, each with the labels naming it.
    package func revisions(project: String) throws -> [RevisionEntry] {
        var entries = try unlabelledRevisions(project: project)
        var labels: [Int: [String]] = [:]
        _ = try session.query(.snapshot(.listLabels), [.integer(try projectID(project))]) { row in
            labels[try row.int(0), default: []].append(try row.text(1))
        }
        for index in entries.indices { entries[index].labels = labels[entries[index].revision] ?? [] }
        return entries
    }

    /// Whether the kept `revision` holds exactly `files` (names and the hashes of their sources): a label's
    /// revision compared without reading it back.
    /// `exactly`: and nothing else (an import's files may be some of the revision's).
    private func revision(_ revision: Int, projectID: Int64, holds files: [SnapshotFile], exactly: Bool) throws -> Bool
    {
        var kept: [String: String] = [:]
        let key: [SQLValue] = [.integer(projectID), .integer(Int64(revision)), .integer(Int64(historyLimit))]
        _ = try session.query(.snapshot(.revisionContentHashes), key) {
            row in kept[try row.text(0)] = try row.text(1)
        }
        guard !exactly || kept.count == files.count else { return false }
        return files.allSatisfy { file in
            guard let hash = file.sourceHash else { return false }
            return kept[file.storyboard.name] == hash
        }
    }

    /// Records the revision a snapshot just made: the previous revision's storyboards with those in `written`
    /// dropped, then each written one as it now is; then prunes and announces as every write does.
    private func recordSnapshotRevision(
        _ projectID: Int64, project name: String, summary: String, written: [String: HistoryChange.Content]
    ) throws {
        let current = try self.project(name)
        let revision = Int64(current.revision)
        try session.run(
            .insertRevision,
            [
                .integer(projectID), .integer(revision), .text(Timestamp.now()), .text(summary),
                .optionalText(current.module), .text(current.platform.rawValue), .integer(projectID),
            ])
        let hasPrevious =
            try session.queryFirst(.revisionExists, [.integer(projectID), .integer(revision - 1)]) { _ in true } != nil
        if hasPrevious {
            // Every storyboard is carried over, then the written ones are dropped and recorded anew.
            try session.run(
                .copyRevisionStoryboards,
                [.integer(revision), .integer(projectID), .integer(revision - 1), .optionalText(nil)])
            for (storyboard, content) in written {
                try session.run(
                    .snapshot(.deleteRevisionStoryboard), [.integer(projectID), .integer(revision), .text(storyboard)])
                try recordStoryboard(storyboard, content, projectID: projectID, revision: revision)
            }
        } else {
            let headers = try session.query(.selectStoryboards, [.integer(projectID)], row: StoryboardHeader.init(row:))
            for header in headers {
                let storyboard = header.storyboard.name
                try recordStoryboard(
                    storyboard, written[storyboard] ?? .model, projectID: projectID, revision: revision)
            }
        }
        try pruneHistory(projectID, after: revision)
        try announce(project: name, revision: Int(revision))
    }
}
