import StoryboardModel

/// Reading model values from rows selected with `StoreSQL`'s column lists, and their bound parameters.
extension Project {
    /// A project from `StoreSQL.projectColumns`.
    init(row: SQLiteStatement) throws {
        let platformText = row.text(2)
        guard let platform = Platform(rawValue: platformText) else {
            throw StoreError.invalid("project '\(row.text(0))' has unknown platform '\(platformText)' in the database")
        }
        self.init(
            name: row.text(0), module: row.optionalText(1), platform: platform, revision: row.int(3),
            createdAt: row.text(4), updatedAt: row.text(5))
    }
}

extension Scene {
    /// A scene from `StoreSQL.sceneColumns`.
    init(row: SQLiteStatement) {
        self.init(
            id: row.text(0), kind: row.text(1), customClass: row.optionalText(2), customModule: row.optionalText(3),
            inheritsModuleFromTarget: row.bool(4), storyboardIdentifier: row.optionalText(5),
            title: row.optionalText(6), userLabel: row.optionalText(7), referencedStoryboard: row.optionalText(8),
            referencedIdentifier: row.optionalText(9), bundleIdentifier: row.optionalText(10),
            line: row.optionalInt(11))
    }

    /// The values of `StoreSQL.sceneColumns`, in order.
    var columnValues: [SQLiteValue] {
        [
            .text(id), .text(kind), .optionalText(customClass), .optionalText(customModule),
            .bool(inheritsModuleFromTarget), .optionalText(storyboardIdentifier), .optionalText(title),
            .optionalText(userLabel), .optionalText(referencedStoryboard), .optionalText(referencedIdentifier),
            .optionalText(bundleIdentifier), .optionalInteger(line),
        ]
    }
}

extension Segue {
    /// A segue from `StoreSQL.segueColumns`.
    init(row: SQLiteStatement) throws {
        let id = row.text(0)
        let (attributes, previewing) = try Self.attributes(stored: row.text(10), segue: id)
        self.init(
            id: id, source: row.text(1), destination: row.optionalText(2), kind: row.text(3),
            identifier: row.optionalText(4), relationship: row.optionalText(5), customClass: row.optionalText(6),
            customModule: row.optionalText(7), unwindAction: row.optionalText(8),
            destinationCreationSelector: row.optionalText(9),
            attributes: attributes, previewing: previewing, line: row.optionalInt(11))
    }

    /// The values of `StoreSQL.segueColumns`, in order.
    func columnValues() throws -> [SQLiteValue] {
        [
            .text(id), .text(source), .optionalText(destination), .text(kind), .optionalText(identifier),
            .optionalText(relationship), .optionalText(customClass), .optionalText(customModule),
            .optionalText(unwindAction), .optionalText(destinationCreationSelector),
            .text(storedAttributesJSON), .optionalInteger(line),
        ]
    }
}
