import Foundation
import StoryboardModel

/// Reading model values from rows selected with the dialects' column lists, and their bound parameters.
extension Project {
    /// A project from the project columns (name, module, platform, revision, created_at, updated_at,
    /// main_storyboards).
    package init(row: any SQLRow) throws {
        let platformText = try row.text(2)
        guard let platform = Platform(rawValue: platformText) else {
            throw StoreError.invalid(
                "project '\(try row.text(0))' has unknown platform '\(platformText)' in the database")
        }
        self.init(
            name: try row.text(0), module: row.optionalText(1),
            mainStoryboards: try Self.mainStoryboards(fromColumn: row.optionalText(6)), platform: platform,
            revision: try row.int(3), createdAt: try row.text(4), updatedAt: try row.text(5))
    }

    /// The `main_storyboards` column's text: a JSON array of names, `NULL` when not known.
    static func mainStoryboards(fromColumn text: String?) throws -> [String]? {
        guard let text else { return nil }
        do {
            return try JSONDecoder().decode([String].self, from: Data(text.utf8))
        } catch {
            throw StoreError.invalid("a project's main storyboards are not a JSON array of names in the database")
        }
    }

    /// The `main_storyboards` column's value for `mainStoryboards`.
    var mainStoryboardsColumn: SQLValue {
        guard let mainStoryboards, let data = try? JSONEncoder().encode(mainStoryboards) else { return .null }
        return .text(String(decoding: data, as: UTF8.self))
    }
}

extension Scene {
    /// A scene from the scene columns.
    package init(row: any SQLRow) throws {
        self.init(
            id: try row.text(0), kind: try row.text(1), customClass: row.optionalText(2),
            customModule: row.optionalText(3), inheritsModuleFromTarget: try row.bool(4),
            storyboardIdentifier: row.optionalText(5), title: row.optionalText(6), userLabel: row.optionalText(7),
            referencedStoryboard: row.optionalText(8), referencedIdentifier: row.optionalText(9),
            bundleIdentifier: row.optionalText(10), line: try row.optionalInt(11),
            cells: try CellsJSON.decode(try row.text(12), scene: try row.text(0)),
            notificationCategory: row.optionalText(13), menuItem: row.optionalText(14))
    }

    /// The values of the scene columns, in order.
    func columnValues() throws(StoreError) -> [SQLValue] {
        [
            .text(id), .text(kind), .optionalText(customClass), .optionalText(customModule),
            .bool(inheritsModuleFromTarget), .optionalText(storyboardIdentifier), .optionalText(title),
            .optionalText(userLabel), .optionalText(referencedStoryboard), .optionalText(referencedIdentifier),
            .optionalText(bundleIdentifier), .optionalInteger(line), .text(try CellsJSON.encode(cells, scene: id)),
            .optionalText(notificationCategory), .optionalText(menuItem),
        ]
    }

    /// Whether `other` is stored as the same row, byte for byte: equal (`==`), and every text the same bytes,
    /// which `==` does not say (it holds canonically equivalent text equal, "é" and "e" + U+0301). Without
    /// building either row (a scene's cells are JSON).
    package func storesIdentically(to other: Scene) -> Bool {
        guard self == other else { return false }
        let texts = [
            customClass, customModule, storyboardIdentifier, title, userLabel, referencedStoryboard,
            referencedIdentifier, bundleIdentifier, notificationCategory, menuItem,
        ]
        let otherTexts = [
            other.customClass, other.customModule, other.storyboardIdentifier, other.title, other.userLabel,
            other.referencedStoryboard, other.referencedIdentifier, other.bundleIdentifier,
            other.notificationCategory, other.menuItem,
        ]
        return sameBytes(id, other.id) && sameBytes(kind, other.kind)
            && zip(texts, otherTexts).allSatisfy(sameBytes)
            && zip(cells, other.cells).allSatisfy { cell, otherCell in
                sameBytes(cell.id, otherCell.id) && sameBytes(cell.reuseIdentifier, otherCell.reuseIdentifier)
                    && sameBytes(cell.customClass, otherCell.customClass)
                    && sameBytes(cell.customModule, otherCell.customModule)
                    && sameBytes(cell.containerID, otherCell.containerID)
            }
    }

    /// The scene columns of `row` as stored, in the order and kinds of `columnValues`: an unchanged scene's
    /// values are identical to these.
    static func storedValues(row: any SQLRow) throws -> [SQLValue] {
        var values: [SQLValue] = [.text(try row.text(0)), .text(try row.text(1))]
        values += (2...3).map { .optionalText(row.optionalText($0)) }
        values.append(.bool(try row.bool(4)))
        values += (5...10).map { .optionalText(row.optionalText($0)) }
        values += [.optionalInteger(try row.optionalInt(11)), .text(try row.text(12))]
        values += (13...14).map { .optionalText(row.optionalText($0)) }
        return values
    }
}

extension Segue {
    /// A segue from the segue columns.
    package init(row: any SQLRow) throws {
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

    /// Whether `other` is stored as the same row, byte for byte (see `Scene.storesIdentically(to:)`).
    package func storesIdentically(to other: Segue) -> Bool {
        self == other && columnValues.isIdentical(to: other.columnValues)
    }

    /// The segue columns of `row` as stored, in the order and kinds of `columnValues`.
    static func storedValues(row: any SQLRow) throws -> [SQLValue] {
        var values: [SQLValue] = [.text(try row.text(0)), .text(try row.text(1)), .optionalText(row.optionalText(2))]
        values.append(.text(try row.text(3)))
        values += (4...9).map { .optionalText(row.optionalText($0)) }
        values += [.text(try row.text(10)), .optionalInteger(try row.optionalInt(11))]
        return values
    }
}

/// Whether two texts (or both absent) are the same bytes.
func sameBytes(_ a: String?, _ b: String?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case (let a?, let b?): a.utf8.elementsEqual(b.utf8)
    default: false
    }
}
