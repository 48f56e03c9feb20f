import StoryboardModel

/// A storyboard's scene and segue rows: checked, inserted, and rewritten in place when a replace keeps their ids.
extension StoreOperations {
    /// Makes the scenes and segues of the storyboard with row id `storyboardID` those of `storyboard`: in place
    /// when the ids stay (`updateInPlace`), else all deleted and inserted again. `storedRows`: the stored rows,
    /// when the caller read them already.
    func replaceContents(of storyboard: Storyboard, storyboardID: Int64, storedRows: StoredRows?) throws {
        let rows = try contentRows(of: storyboard)
        if try updateInPlace(rows, storyboardID: storyboardID, storedRows: storedRows) { return }
        // Segues first: deleting them directly is cheaper than a cascade per deleted scene.
        try session.send(.deleteSegues, [.integer(storyboardID)])
        try session.send(.deleteScenes, [.integer(storyboardID)])
        try insert(rows, storyboardID: storyboardID)
    }

    /// Inserts every scene, then every segue (batched where the session can), naming the first one that would
    /// break a constraint. Checked here rather than left to the keys: on PostgreSQL a failed statement aborts
    /// the whole transaction, and a batch would not say which row broke it.
    func insertContents(of storyboard: Storyboard, storyboardID: Int64) throws {
        try insert(try contentRows(of: storyboard), storyboardID: storyboardID)
    }

    /// The column values of every scene and every segue of `storyboard`, checked as `insertContents` says.
    private func contentRows(of storyboard: Storyboard) throws -> (scenes: [[SQLValue]], segues: [[SQLValue]]) {
        try Self.checkIDs(of: storyboard)
        return (try storyboard.scenes.map { try $0.columnValues() }, storyboard.segues.map(\.columnValues))
    }

    /// Checks what `insertContents` says: no empty or repeated scene or segue id, no segue from a scene the
    /// storyboard does not have.
    private static func checkIDs(of storyboard: Storyboard) throws {
        let sceneIDs = try uniqueIDs(of: storyboard.scenes, id: \.id, kind: "scene", in: storyboard.name)
        _ = try uniqueIDs(of: storyboard.segues, id: \.id, kind: "segue", in: storyboard.name) { segue in
            guard sceneIDs.contains(segue.source) else {
                throw StoreError.invalid(
                    "segue '\(segue.id)' of storyboard '\(storyboard.name)' leaves scene '\(segue.source)', "
                        + "which is not in the storyboard")
            }
        }
    }

    /// The ids of `elements` (scenes or segues, `kind`) as a set, each checked in order: not empty, not repeated,
    /// then `check`.
    private static func uniqueIDs<Element>(
        of elements: [Element], id: (Element) -> String, kind: String, in storyboard: String,
        check: (Element) throws -> Void = { _ in }
    ) throws -> Set<String> {
        var seen = Set<String>()
        seen.reserveCapacity(elements.count)
        for element in elements {
            let id = id(element)
            guard !id.isEmpty else {
                throw StoreError.invalid("a \(kind) of storyboard '\(storyboard)' has an empty id")
            }
            guard seen.insert(id).inserted else {
                throw StoreError.invalid("storyboard '\(storyboard)' has \(kind) id '\(id)' more than once")
            }
            try check(element)
        }
        return seen
    }

    /// The column values of the scenes and segues of `storyboard` that differ from `known` (the stored contents
    /// of the storyboard, as the caller last read them), when both hold the same scene ids and segue ids in the
    /// same order (`nil` otherwise); `storyboard` checked as `insertContents` says. What `updateInPlace` works out
    /// without reading the rows: the stored rows are those of `known`, and equal scenes have equal columns. It
    /// reads nothing, so a write works it out while the database answers its first reads.
    static func rowChanges(from known: Storyboard, to storyboard: Storyboard) throws -> RowChanges? {
        // Ids byte for byte: a row is found by its stored id.
        guard known.scenes.count == storyboard.scenes.count, known.segues.count == storyboard.segues.count,
            zip(known.scenes, storyboard.scenes).allSatisfy({ $0.id.utf8.elementsEqual($1.id.utf8) }),
            zip(known.segues, storyboard.segues).allSatisfy({ $0.id.utf8.elementsEqual($1.id.utf8) })
        else { return nil }
        try checkIDs(of: storyboard)
        var changes = RowChanges()
        // Not `!=`: Swift holds canonically equivalent text equal, and the new bytes are what must be stored.
        for (old, new) in zip(known.scenes, storyboard.scenes) where !old.storesIdentically(to: new) {
            changes.scenes.append(try new.columnValues())
        }
        for (old, new) in zip(known.segues, storyboard.segues) where !old.storesIdentically(to: new) {
            changes.segues.append(new.columnValues)
        }
        return changes
    }

    /// Rewrites the rows of `changes` (`rowChanges`) in the storyboard with row id `storyboardID`, by key.
    func write(_ changes: RowChanges, storyboardID: Int64) throws {
        for values in changes.scenes {
            try session.send(.updateScene, values + [.integer(storyboardID), values[0]])
        }
        for values in changes.segues {
            try session.send(.updateSegue, values + [.integer(storyboardID), values[0]])
        }
    }

    /// Inserts `rows` (of `contentRows`) as the scenes and segues of the storyboard with row id `storyboardID`.
    private func insert(_ rows: (scenes: [[SQLValue]], segues: [[SQLValue]]), storyboardID: Int64) throws {
        let owner: [SQLValue] = [.integer(storyboardID)]
        try session.insert(.insertScene, rows: rows.scenes.map { owner + $0 })
        try session.insert(.insertSegue, rows: rows.segues.map { owner + $0 })
    }

    /// Rewrites only the rows that differ from `rows` (of `contentRows`) when the storyboard with row id
    /// `storyboardID` keeps the same scene ids and segue ids in the same order, as an edit of titles, classes
    /// or identifiers does; `false`, with nothing written, otherwise. Same ids in the same rows keep document
    /// order (row ids) and every key as a rewrite from nothing would leave them, and change no scene id, which
    /// would cascade to its segues: the contents read back exactly as after deleting and inserting them all,
    /// for a few row updates instead of every row and index entry twice.
    private func updateInPlace(
        _ rows: (scenes: [[SQLValue]], segues: [[SQLValue]]), storyboardID: Int64, storedRows: StoredRows?
    ) throws -> Bool {
        let key: [SQLValue] = [.integer(storyboardID)]
        let scenes =
            try storedRows?.scenes
            ?? session.query(.selectSceneRows, key) { row in
                (id: Int64(try row.int(StoreColumns.sceneCount)), values: try Scene.storedValues(row: row))
            }
        guard Self.sameIDs(scenes.map(\.values), rows.scenes) else { return false }
        let segues =
            try storedRows?.segues
            ?? session.query(.selectSegueRows, key) { row in
                (id: Int64(try row.int(StoreColumns.segueCount)), values: try Segue.storedValues(row: row))
            }
        guard Self.sameIDs(segues.map(\.values), rows.segues) else { return false }
        for (stored, values) in zip(scenes, rows.scenes) where !stored.values.isIdentical(to: values) {
            try session.send(.updateSceneRow, Array(values.dropFirst()) + [.integer(stored.id)])
        }
        for (stored, values) in zip(segues, rows.segues) where !stored.values.isIdentical(to: values) {
            try session.send(.updateSegueRow, Array(values.dropFirst()) + [.integer(stored.id)])
        }
        return true
    }

    /// Whether `stored` and `new` rows hold the same ids (their first column), byte for byte, in order.
    private static func sameIDs(_ stored: [[SQLValue]], _ new: [[SQLValue]]) -> Bool {
        stored.count == new.count && zip(stored, new).allSatisfy { $0[0].isIdentical(to: $1[0]) }
    }
}
