import StoryboardModel

/// Catching up with writes.
extension StoreOperations {
    /// The project, its storyboards' revisions and in full only the storyboards whose revision differs from
    /// `known` (name to revision) or that `known` lacks: the project with the headers (one round trip where the
    /// backend can), two queries per changed storyboard.
    /// `after`: the revision the known state is of; the answer then also tells whether the facts of the revision
    /// after it are the same (`codeUnchanged`; when not, the facts now: `code`) and so are the nibs
    /// (`nibsUnchanged`), in the same snapshot: a write may change storyboards, facts and nibs.
    package func storyboardChanges(
        _ name: String, known: [String: Int], after revision: Int? = nil
    ) throws -> StoryboardChanges {
        let (projects, headers) = try session.queryPair(
            .selectProject, [.text(name)], row: Project.init(row:), then: .selectStoryboardsOfProject, [.text(name)],
            row: StoryboardHeader.init(row:))
        guard let project = projects.first else { throw StoreError.notFound("project '\(name)'") }
        var revisions: [String: Int] = [:]
        var changed: [Storyboard] = []
        for header in headers {
            revisions[header.storyboard.name] = header.storyboard.revision
            guard known[header.storyboard.name] != header.storyboard.revision else { continue }
            var storyboard = header.storyboard
            (storyboard.scenes, storyboard.segues) = try contents(ofStoryboard: header.id)
            changed.append(storyboard)
        }
        var changes = StoryboardChanges(project: project, revisions: revisions, changed: changed)
        if let revision {
            changes.codeUnchanged = try codeNavigationUnchanged(project: name, at: revision + 1)
            changes.nibsUnchanged = try nibsUnchanged(project: name, at: revision + 1)
            if changes.codeUnchanged == false { changes.code = try codeNavigation(project: name) ?? CodeNavigation() }
        }
        return changes
    }
}
