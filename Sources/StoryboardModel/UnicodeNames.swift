import Foundation

// Names are compared one way everywhere: byte for byte on their Unicode NFC form (docs/model.md, "Names"). Swift's
// `String ==` already treats canonically equivalent strings as equal, but SQLite compares bytes, so a name
// that reached the store in NFD would be a second, different row. Every boundary (HTTP paths, queries and
// JSON bodies, file names on disk, command-line flags) normalizes with these helpers before anything else.
//
// Storyboard IDs and segue identifiers are the exception: they are kept with the bytes the storyboard has,
// since generated code must hand UIKit those bytes (`instantiateViewController(withIdentifier:)` and
// `performSegue(withIdentifier:)` compare them with the compiled nib's strings code unit by code unit, so an
// ID written in NFD is not found by its NFC spelling). The graph still matches them as Swift does, up to
// canonical equivalence (its indexes are Swift dictionaries), and nothing finds them by bytes in SQL.

extension String {
    /// This string in Unicode Normalization Form C (canonical composition, UAX #15).
    public var nfc: String {
        // Most names are ASCII, which NFC leaves unchanged: skip Foundation's copy for them.
        if utf8.allSatisfy({ $0 < 0x80 }) { return self }
        return precomposedStringWithCanonicalMapping
    }

    /// Whether this string's bytes are already its NFC form.
    public var isNFC: Bool {
        utf8.elementsEqual(nfc.utf8)
    }
}

extension Optional where Wrapped == String {
    /// The NFC form of the wrapped string, if any.
    public var nfc: String? { map(\.nfc) }
}

extension Scene {
    /// This scene with every name (id, classes, modules, references) in NFC; its storyboard ID and referenced
    /// storyboard ID keep their bytes (see above).
    public func normalizingNames() -> Scene {
        var scene = self
        scene.id = id.nfc
        scene.customClass = customClass.nfc
        scene.customModule = customModule.nfc
        scene.referencedStoryboard = referencedStoryboard.nfc
        scene.bundleIdentifier = bundleIdentifier.nfc
        scene.notificationCategory = notificationCategory.nfc
        return scene
    }
}

extension Segue {
    /// This segue with every name (id, scene ids, class, module) in NFC; its identifier keeps its bytes (see
    /// above).
    public func normalizingNames() -> Segue {
        var segue = self
        segue.id = id.nfc
        segue.source = source.nfc
        segue.destination = destination.nfc
        segue.customClass = customClass.nfc
        segue.customModule = customModule.nfc
        return segue
    }
}

extension Storyboard {
    /// This storyboard with its name and every name inside it in NFC.
    public func normalizingNames() -> Storyboard {
        var storyboard = self
        storyboard.name = name.nfc
        storyboard.initialScene = initialScene.nfc
        storyboard.scenes = scenes.map { $0.normalizingNames() }
        storyboard.segues = segues.map { $0.normalizingNames() }
        return storyboard
    }

    /// Whether the name and every name `normalizingNames()` normalizes are already NFC, byte for byte.
    public var hasNFCNames: Bool {
        let names: [String?] =
            [name, initialScene]
            + scenes.flatMap {
                [
                    $0.id, $0.customClass, $0.customModule, $0.referencedStoryboard, $0.bundleIdentifier,
                ]
            }
            + segues.flatMap {
                [$0.id, $0.source, $0.destination, $0.customClass, $0.customModule]
            }
        return names.allSatisfy { $0?.isNFC ?? true }
    }
}
