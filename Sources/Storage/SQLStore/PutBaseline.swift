import StoryboardModel

/// The stored scene and segue rows of a storyboard (`selectSceneRows`, `selectSegueRows`): each row's id and
/// its column values other than the storyboard's, in document order.
struct StoredRows {
    var scenes: [(id: Int64, values: [SQLValue])] = []
    var segues: [(id: Int64, values: [SQLValue])] = []
}

/// What a storyboard PUT reads before it writes (`StoreOperations.putStoryboard`), all in one batch.
struct PutBaseline {
    /// The project's row id (`nil`: no such project), its row locked.
    var projectID: Int64?
    /// The project's revision row before the write, with its creation and last update times.
    var project: (row: RevisionRow, createdAt: String, updatedAt: String, mainStoryboards: [String]?)?
    /// The stored storyboard's row (`nil`: a new one), how it holds its source, and whether the project's current
    /// revision names that source too (so it stays named by the history after the write).
    var key: (header: StoryboardHeader, source: StoredSourceKey, namedByRevision: Bool)?
    /// The stored storyboard's scene and segue rows when the batch read them (none for a new one), else nil.
    var rows: StoredRows?
    /// When its source is the PUT's, the stored storyboard as it reads back (its header, scenes and segues),
    /// to compare with the PUT's.
    var stored: Storyboard?
}

/// The scene and segue rows a storyboard PUT rewrites by key (`StoreOperations.rowChanges`): each one's column
/// values, in document order.
struct RowChanges {
    var scenes: [[SQLValue]] = []
    var segues: [[SQLValue]] = []
}
