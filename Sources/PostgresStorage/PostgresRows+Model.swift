import Foundation
import PostgresClient
import Storage
import StoryboardModel

/// Reading model values from rows selected with `PostgresSQL`'s column lists, and their parameters.
extension Project {
    /// A project from `PostgresSQL.projectColumns`.
    init(postgres row: PostgresRow) throws {
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
    /// A scene from `PostgresSQL.sceneColumns`.
    init(postgres row: PostgresRow) throws {
        self.init(
            id: try row.text(0), kind: try row.text(1), customClass: row.optionalText(2),
            customModule: row.optionalText(3), inheritsModuleFromTarget: try row.bool(4),
            storyboardIdentifier: row.optionalText(5), title: row.optionalText(6), userLabel: row.optionalText(7),
            referencedStoryboard: row.optionalText(8), referencedIdentifier: row.optionalText(9),
            bundleIdentifier: row.optionalText(10), line: try row.optionalInt(11))
    }

    /// The values of `PostgresSQL.sceneColumns`, in order.
    var postgresValues: [PostgresValue] {
        [
            .text(id), .text(kind), .optionalText(customClass), .optionalText(customModule),
            .text(inheritsModuleFromTarget ? "true" : "false"), .optionalText(storyboardIdentifier),
            .optionalText(title), .optionalText(userLabel), .optionalText(referencedStoryboard),
            .optionalText(referencedIdentifier), .optionalText(bundleIdentifier), .optionalInteger(line),
        ]
    }
}

extension Segue {
    /// A segue from `PostgresSQL.segueColumns`.
    init(postgres row: PostgresRow) throws {
        let id = try row.text(0)
        let (attributes, previewing) = try Self.attributes(stored: try row.text(10), segue: id)
        self.init(
            id: id, source: try row.text(1), destination: row.optionalText(2), kind: try row.text(3),
            identifier: row.optionalText(4), relationship: row.optionalText(5), customClass: row.optionalText(6),
            customModule: row.optionalText(7), unwindAction: row.optionalText(8),
            destinationCreationSelector: row.optionalText(9), attributes: attributes, previewing: previewing,
            line: try row.optionalInt(11))
    }

    /// The values of `PostgresSQL.segueColumns`, in order.
    var postgresValues: [PostgresValue] {
        [
            .text(id), .text(source), .optionalText(destination), .text(kind), .optionalText(identifier),
            .optionalText(relationship), .optionalText(customClass), .optionalText(customModule),
            .optionalText(unwindAction), .optionalText(destinationCreationSelector), .text(storedAttributesJSON),
            .optionalInteger(line),
        ]
    }
}

/// A row of `storyboards` without its scenes and segues: its row id and header fields.
struct PostgresStoryboardHeader {
    /// The row id, the key of its scenes and segues.
    let id: Int64
    /// The storyboard with empty `scenes` and `segues`.
    let storyboard: Storyboard

    /// Reads `PostgresSQL.storyboardColumns`.
    init(row: PostgresRow) throws {
        id = Int64(try row.int(0))
        let name = try row.text(1)
        var platform: Platform?
        if let text = row.optionalText(2) {
            guard let known = Platform(rawValue: text) else {
                throw StoreError.invalid("storyboard '\(name)' has unknown platform '\(text)' in the database")
            }
            platform = known
        }
        storyboard = Storyboard(
            name: name, platform: platform, targetRuntime: row.optionalText(3), toolsVersion: row.optionalText(4),
            initialScene: row.optionalText(5), revision: try row.int(6))
    }
}
