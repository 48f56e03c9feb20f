import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The test's own reading of a UIKit fixture project's storyboard XML, independent of the importer and of
/// CodeGen: which class each scene is, where each segue goes, and what `prepare(for:sender:)` sees there.
/// The compile-and-run checks take their expected types from here, never from `CodeContext`.
struct FixtureReading {
    struct Scene {
        var element: String
        var id: String
        var customClass: String?
        /// `customModule`, unless `customModuleProvider="target"` says the class is the app's own.
        var customModule: String?
        var storyboardIdentifier: String?
        var referencedStoryboard: String?
        var referencedIdentifier: String?
    }

    struct Segue {
        var id: String
        var source: String
        var destination: String
        var kind: String
        var identifier: String?
        var relationship: String?
    }

    struct Board {
        var initial: String?
        var scenes: [String: Scene] = [:]
        var segues: [Segue] = []
    }

    /// Boards by storyboard name (NFC).
    private(set) var boards: [String: Board] = [:]
    /// The module the generated code is compiled into: classes of other modules are named with theirs.
    let appModule: String?

    /// Reads every `.storyboard` of `Tests/Fixtures/CodeGen/<project>`, whose app module is `appModule`.
    init(project: String, appModule: String?) throws {
        self.appModule = appModule
        let folder = TestPaths.fixtures.appendingPathComponent(project)
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".storyboard")
        {
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            let delegate = Reader()
            let parser = XMLParser(data: data)
            parser.delegate = delegate
            guard parser.parse() else { throw CocoaError(.fileReadCorruptFile) }
            let name = String(file.dropLast(".storyboard".count)).precomposedStringWithCanonicalMapping
            boards[name] = delegate.board
        }
    }

    func board(_ name: String) -> Board? { boards[name.precomposedStringWithCanonicalMapping] }

    /// The UIKit class of an IB element, from Apple's documentation of each controller.
    static let uiKitClasses = [
        "viewController": "UIViewController", "navigationController": "UINavigationController",
        "tableViewController": "UITableViewController", "tabBarController": "UITabBarController",
        "collectionViewController": "UICollectionViewController", "splitViewController": "UISplitViewController",
        "pageViewController": "UIPageViewController",
    ]

    /// The class UIKit makes for the scene: its custom class when that is a Swift type name, else the
    /// element's UIKit class.
    func swiftType(_ storyboard: String, _ id: String) -> String {
        guard let scene = board(storyboard)?.scenes[id] else { return "MissingScene_\(id)" }
        if let custom = scene.customClass, Self.isTypeName(custom) {
            guard let module = scene.customModule, !module.isEmpty, module != appModule else { return custom }
            return module + "." + custom
        }
        return Self.uiKitClasses[scene.element] ?? "UnknownElement_\(scene.element)"
    }

    /// Whether the scene has a custom class usable from Swift.
    func isCustom(_ storyboard: String, _ id: String) -> Bool {
        board(storyboard)?.scenes[id]?.customClass.map(Self.isTypeName) ?? false
    }

    /// The scene a placeholder stands for (the referenced storyboard's scene with that ID, or its initial
    /// scene); any other scene stands for itself.
    func target(_ storyboard: String, _ id: String) -> (storyboard: String, id: String)? {
        guard let scene = board(storyboard)?.scenes[id] else { return nil }
        guard scene.element == "viewControllerPlaceholder" else { return (storyboard, id) }
        let name = scene.referencedStoryboard ?? storyboard
        guard let referenced = board(name) else { return nil }
        if let identifier = scene.referencedIdentifier {
            return referenced.scenes.values.first { $0.storyboardIdentifier == identifier }.map { (name, $0.id) }
        }
        return referenced.initial.map { (name, $0) }
    }

    /// What `prepare(for:sender:)` gets as the content of a segue to `destination`: through a reference,
    /// then through navigation controllers to their root; containers of other kinds are not unwrapped.
    func contentType(_ storyboard: String, destination: String) -> String? {
        guard var (board, id) = target(storyboard, destination) else { return nil }
        while self.board(board)?.scenes[id]?.element == "navigationController",
            let root = self.board(board)?.segues.first(where: {
                $0.source == id && $0.relationship == "rootViewController"
            }),
            let next = target(board, root.destination)
        {
            (board, id) = next
        }
        return swiftType(board, id)
    }

    /// The segues a source's code can perform: with an identifier, from a custom class, not unwind and not
    /// containment, to a destination that exists.
    func performableSegues(_ storyboard: String) -> [Segue] {
        (board(storyboard)?.segues ?? []).filter { segue in
            segue.identifier != nil && !["unwind", "relationship", "embed"].contains(segue.kind)
                && isCustom(storyboard, segue.source) && target(storyboard, segue.destination) != nil
        }.sorted { $0.id < $1.id }
    }

    /// A Swift type name: a letter or `_`, then letters, digits or `_` (Unicode letters included).
    static func isTypeName(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// The XMLParser delegate: scenes are the elements IB marks `sceneMemberID="viewController"`; a segue's
    /// source is the innermost such element around it.
    private final class Reader: NSObject, XMLParserDelegate {
        var board = Board()
        private var controllers: [(element: String, id: String)] = []
        private var depthOfControllers: [Int] = []
        private var depth = 0

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            depth += 1
            if element == "document" { board.initial = attributes["initialViewController"] }
            if attributes["sceneMemberID"] == "viewController", let id = attributes["id"] {
                board.scenes[id] = Scene(
                    element: element, id: id, customClass: attributes["customClass"],
                    customModule: attributes["customModuleProvider"] == "target" ? nil : attributes["customModule"],
                    storyboardIdentifier: attributes["storyboardIdentifier"],
                    referencedStoryboard: attributes["storyboardName"],
                    referencedIdentifier: attributes["referencedIdentifier"])
                controllers.append((element, id))
                depthOfControllers.append(depth)
            }
            if element == "segue", let source = controllers.last?.id, let id = attributes["id"],
                let destination = attributes["destination"]
            {
                board.segues.append(
                    Segue(
                        id: id, source: source, destination: destination, kind: attributes["kind"] ?? "",
                        identifier: attributes["identifier"], relationship: attributes["relationship"]))
            }
        }

        func parser(
            _ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?
        ) {
            if depthOfControllers.last == depth {
                depthOfControllers.removeLast()
                controllers.removeLast()
            }
            depth -= 1
        }
    }
}
