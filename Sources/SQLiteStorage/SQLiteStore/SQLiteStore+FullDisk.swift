import Storage

/// Deleting a project on a full disk, where SQLite differs from the shared operations (`SessionBackedStore`).
extension SQLiteStore {
    /// Deletes the project with all its storyboards, scenes and segues (foreign keys cascade). `ifMatch`, when
    /// given, must be met by the project's revision.
    ///
    /// On a full disk a large project may not fit in one transaction even with the disk reserve given up
    /// (deleting appends every page it changes to the WAL). Its storyboards are then deleted one transaction
    /// each, every one giving its space back, and the project last: each step leaves a whole project, and
    /// an error part way leaves one with fewer storyboards, never a half storyboard.
    public func deleteProject(_ name: String, ifMatch: RevisionCondition?) throws(StoreError) {
        do {
            try writeFreeingSpace { try $0.deleteProject(name, ifMatch: ifMatch) }
        } catch {
            guard case .database(let underlying) = error, underlying.isDiskFull else { throw error }
            try deleteProjectPiecewise(name, ifMatch: ifMatch)
        }
    }

    /// `deleteProject` one storyboard at a time (see there); `ifMatch` is checked once, before the first.
    private func deleteProjectPiecewise(_ name: String, ifMatch: RevisionCondition?) throws(StoreError) {
        if let ifMatch {
            let revision = try project(name).revision
            if let unmet = ifMatch.unmet(by: revision) { throw .preconditionFailed("project '\(name)' \(unmet)") }
        }
        for storyboard in try listStoryboards(project: name) {
            try deleteStoryboard(project: name, name: storyboard.name)
        }
        try writeFreeingSpace { try $0.deleteProject(name, ifMatch: nil) }
    }
}
