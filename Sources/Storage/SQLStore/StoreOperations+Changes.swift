import StoryboardModel

/// Catching up with writes.
extension StoreOperations {
    /// The project, its storyboards' revisions and in full only the storyboards whose revision differs from
    /// `known` (name to revision) or that `known` lacks: one query for the headers, two per changed storyboard.
    package func storyboardChanges(_ name: String, known: [String: Int]) throws -> StoryboardChanges {
        let (project, projectID) = try projectWithID(name)
        let headers = try session.query(.selectStoryboards, [.integer(projectID)], row: StoryboardHeader.init(row:))
        var revisions: [String: Int] = [:]
        var changed: [Storyboard] = []
        for header in headers {
            revisions[header.storyboard.name] = header.storyboard.revision
            guard known[header.storyboard.name] != header.storyboard.revision else { continue }
            var storyboard = header.storyboard
            (storyboard.scenes, storyboard.segues) = try contents(ofStoryboard: header.id)
            changed.append(storyboard)
        }
        return StoryboardChanges(project: project, revisions: revisions, changed: changed)
    }
}
