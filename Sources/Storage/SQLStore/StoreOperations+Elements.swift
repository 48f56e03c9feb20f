import StoryboardModel

/// A scene or a segue: a row of one storyboard that the store reads, adds, replaces and deletes the same way
/// (below); what differs between the two is stated by each (`StoreOperations+Scenes.swift`, `+Segues.swift`).
/// Every write also bumps the storyboard's and the project's revision.
package protocol StoryboardElement: Equatable {
    /// "scene" or "segue", for messages.
    static var noun: String { get }
    /// The statements of the element's rows: all of a storyboard, one by id, insert, update, delete.
    static var statements: ElementStatements { get }
    /// The IB id, unique in its storyboard.
    var id: String { get }
    /// The element read from its row (`statements.all` or `.one`).
    init(row: any SQLRow) throws
    /// The columns as stored, in the order of `statements.insert` (after the storyboard's row id).
    func storedValues() throws -> [SQLValue]
    /// Whether `other` is stored as the same row, byte for byte.
    func storesIdentically(to other: Self) -> Bool
    /// Checked before the element is written to the storyboard with row id `storyboardID` (an add or a change).
    func checkBeforeWriting(in operations: StoreOperations, storyboardID: Int64, storyboard: String) throws
    /// Run after the element `id` of the storyboard with row id `storyboardID` is replaced by this one.
    func afterReplacing(_ id: String, in operations: StoreOperations, storyboardID: Int64) throws
}

/// The statements of one kind of storyboard element.
package struct ElementStatements {
    package let all: StoreStatement
    package let one: StoreStatement
    package let insert: StoreStatement
    package let update: StoreStatement
    package let delete: StoreStatement
}

extension StoreOperations {
    /// The elements of the storyboard, in document order.
    package func elements<Element: StoryboardElement>(
        _: Element.Type, project: String, storyboard: String
    ) throws -> [Element] {
        let key = try storyboardKey(project: project, name: storyboard)
        return try session.query(Element.statements.all, [.integer(key.storyboardID)], row: Element.init(row:))
    }

    /// The element with IB id `id`.
    package func element<Element: StoryboardElement>(
        _: Element.Type, project: String, storyboard: String, id: String
    ) throws -> Element {
        let key = try storyboardKey(project: project, name: storyboard)
        return try element(id, storyboardID: key.storyboardID, storyboard: storyboard)
    }

    /// The element with IB id `id` and its storyboard's revision.
    package func elementWithRevision<Element: StoryboardElement>(
        _: Element.Type, project: String, storyboard: String, id: String
    ) throws -> (element: Element, revision: Int) {
        let key = try storyboardKey(project: project, name: storyboard)
        let element: Element = try element(id, storyboardID: key.storyboardID, storyboard: storyboard)
        return (element, try revision(ofStoryboard: key.storyboardID))
    }

    /// Adds `element` at the end of the storyboard; `conflict` when its id is taken.
    package func add<Element: StoryboardElement>(
        _ element: Element, project: String, storyboard: String
    ) throws -> (element: Element, revision: Int) {
        try Self.validate(id: element.id, of: Element.self)
        let key = try storyboardKey(project: project, name: storyboard, locking: true)
        let values = try element.storedValues()
        try element.checkBeforeWriting(in: self, storyboardID: key.storyboardID, storyboard: storyboard)
        do {
            try session.run(Element.statements.insert, [.integer(key.storyboardID)] + values)
        } catch  where session.isUniqueViolation(error) {
            throw StoreError.conflict("\(Element.noun) '\(element.id)' already exists in storyboard '\(storyboard)'")
        }
        try touch(
            key, project: project, storyboard: storyboard,
            "added \(Element.noun) '\(element.id)' to storyboard '\(storyboard)'")
        return (element, try revision(ofStoryboard: key.storyboardID))
    }

    /// Replaces the element `id` with `element`, keeping its place in document order (renaming it when
    /// `element.id` differs; `conflict` when that id is taken). `ifMatch`, when given, must be met by the
    /// storyboard's revision. Answers the element and the storyboard's new revision.
    package func replace<Element: StoryboardElement>(
        _ id: String, with element: Element, project: String, storyboard: String, ifMatch: RevisionCondition? = nil
    ) throws -> (element: Element, revision: Int) {
        try Self.validate(id: element.id, of: Element.self)
        let key = try storyboardKey(project: project, name: storyboard, locking: true)
        let stored: Element = try self.element(id, storyboardID: key.storyboardID, storyboard: storyboard)
        try require(ifMatch, storyboardID: key.storyboardID, storyboard: storyboard)
        // The element as it is already: no revision (as an identical PUT of the storyboard), tags and caches hold.
        if stored.storesIdentically(to: element) {
            try labelUnchangedWrite(key.projectID, project: project)
            return (stored, try revision(ofStoryboard: key.storyboardID))
        }
        let values = try element.storedValues()
        try element.checkBeforeWriting(in: self, storyboardID: key.storyboardID, storyboard: storyboard)
        do {
            try session.run(Element.statements.update, values + [.integer(key.storyboardID), .text(id)])
        } catch  where session.isUniqueViolation(error) {
            throw StoreError.conflict("\(Element.noun) '\(element.id)' already exists in storyboard '\(storyboard)'")
        }
        try element.afterReplacing(id, in: self, storyboardID: key.storyboardID)
        try touch(
            key, project: project, storyboard: storyboard,
            "changed \(Element.noun) '\(id)' of storyboard '\(storyboard)'")
        return (element, try revision(ofStoryboard: key.storyboardID))
    }

    /// Deletes the element `id`; `ifMatch`, when given, must be met by the storyboard's revision.
    package func delete<Element: StoryboardElement>(
        _: Element.Type, project: String, storyboard: String, id: String, ifMatch: RevisionCondition? = nil
    ) throws {
        let key = try storyboardKey(project: project, name: storyboard, locking: true)
        if ifMatch != nil {
            let _: Element = try element(id, storyboardID: key.storyboardID, storyboard: storyboard)
            try require(ifMatch, storyboardID: key.storyboardID, storyboard: storyboard)
        }
        let deleted = try session.run(Element.statements.delete, [.integer(key.storyboardID), .text(id)])
        if deleted == 0 { throw StoreError.notFound(Self.describe(Element.self, id, storyboard: storyboard)) }
        try touch(
            key, project: project, storyboard: storyboard,
            "deleted \(Element.noun) '\(id)' of storyboard '\(storyboard)'")
    }

    /// The element with IB id `id`, or `notFound`.
    package func element<Element: StoryboardElement>(
        _ id: String, storyboardID: Int64, storyboard: String
    ) throws -> Element {
        guard
            let element = try session.queryFirst(
                Element.statements.one, [.integer(storyboardID), .text(id)], row: Element.init(row:))
        else { throw StoreError.notFound(Self.describe(Element.self, id, storyboard: storyboard)) }
        return element
    }

    /// "scene 'X' in storyboard 'Main'".
    static func describe<Element: StoryboardElement>(
        _: Element.Type, _ id: String, storyboard: String
    ) -> String {
        "\(Element.noun) '\(id)' in storyboard '\(storyboard)'"
    }

    private static func validate<Element: StoryboardElement>(id: String, of _: Element.Type) throws {
        guard !id.isEmpty else { throw StoreError.invalid("\(Element.noun) id must not be empty") }
    }
}
