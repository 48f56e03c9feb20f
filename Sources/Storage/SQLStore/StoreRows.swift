import StoryboardModel

/// Reading model values from rows selected with the dialects' column lists, and their bound parameters.
extension Project {
    /// A project from the project columns (name, module, platform, revision, created_at, updated_at).
    init(row: some SQLRow) throws {
        let platformText = try row.text(2)
        guard let platform = Platform(rawValue: platformText) else {
            throw StoreError.invalid(
                "project '\(try row.text(0))' has unknown platform '\(platformText)' in the database")
        }
        self.init(
            name: try row.text(0), module: row.optionalText(1), platform: platform, revision: try row.int(3),
            createdAt: try row.text(4), updatedAt: try row.text(5))
    }
}

extension Scene {
    /// A scene from the scene columns.
    init(row: some SQLRow) throws {
        self.init(
            id: try row.text(0), kind: try row.text(1), customClass: row.optionalText(2),
            customModule: row.optionalText(3), inheritsModuleFromTarget: try row.bool(4),
            storyboardIdentifier: row.optionalText(5), title: row.optionalText(6), userLabel: row.optionalText(7),
            referencedStoryboard: row.optionalText(8), referencedIdentifier: row.optionalText(9),
            bundleIdentifier: row.optionalText(10), line: try row.optionalInt(11),
            cells: try CellsJSON.decode(try row.text(12), scene: try row.text(0)),
            notificationCategory: row.optionalText(13))
    }

    /// The values of the scene columns, in order.
    func columnValues() throws(StoreError) -> [SQLValue] {
        [
            .text(id), .text(kind), .optionalText(customClass), .optionalText(customModule),
            .bool(inheritsModuleFromTarget), .optionalText(storyboardIdentifier), .optionalText(title),
            .optionalText(userLabel), .optionalText(referencedStoryboard), .optionalText(referencedIdentifier),
            .optionalText(bundleIdentifier), .optionalInteger(line), .text(try CellsJSON.encode(cells, scene: id)),
            .optionalText(notificationCategory),
        ]
    }

    /// The scene columns of `row` as stored, in the order and kinds of `columnValues`: an unchanged scene's
    /// values are identical to these.
    static func storedValues(row: some SQLRow) throws -> [SQLValue] {
        var values: [SQLValue] = [.text(try row.text(0)), .text(try row.text(1))]
        values += (2...3).map { .optionalText(row.optionalText($0)) }
        values.append(.bool(try row.bool(4)))
        values += (5...10).map { .optionalText(row.optionalText($0)) }
        values += [.optionalInteger(try row.optionalInt(11)), .text(try row.text(12))]
        values.append(.optionalText(row.optionalText(13)))
        return values
    }
}

extension Segue {
    /// A segue from the segue columns.
    init(row: some SQLRow) throws {
        let id = try row.text(0)
        let (attributes, previewing) = try Self.attributes(stored: try row.text(10), segue: id)
        self.init(
            id: id, source: try row.text(1), destination: row.optionalText(2), kind: try row.text(3),
            identifier: row.optionalText(4), relationship: row.optionalText(5), customClass: row.optionalText(6),
            customModule: row.optionalText(7), unwindAction: row.optionalText(8),
            destinationCreationSelector: row.optionalText(9), attributes: attributes, previewing: previewing,
            line: try row.optionalInt(11))
    }

    /// The values of the segue columns, in order.
    var columnValues: [SQLValue] {
        [
            .text(id), .text(source), .optionalText(destination), .text(kind), .optionalText(identifier),
            .optionalText(relationship), .optionalText(customClass), .optionalText(customModule),
            .optionalText(unwindAction), .optionalText(destinationCreationSelector),
            .text(storedAttributesJSON), .optionalInteger(line),
        ]
    }

    /// The segue columns of `row` as stored, in the order and kinds of `columnValues`.
    static func storedValues(row: some SQLRow) throws -> [SQLValue] {
        var values: [SQLValue] = [.text(try row.text(0)), .text(try row.text(1)), .optionalText(row.optionalText(2))]
        values.append(.text(try row.text(3)))
        values += (4...9).map { .optionalText(row.optionalText($0)) }
        values += [.text(try row.text(10)), .optionalInteger(try row.optionalInt(11))]
        return values
    }
}
