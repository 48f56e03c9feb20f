import StoryboardModel

/// The SAX handler that reads one storyboard document into scenes and segues as the parser streams it.
///
/// It keeps only counters and the scene being read: the element depth, the depth of the current
/// `<scene>` and of its `<objects>` children (the scene members), the scene's top-level controller and the
/// segues met inside the scene so far. Every other element costs an integer comparison or two, so the
/// import stays close to the speed of the bare parser. Lines are the parser's line when the start tag has
/// been read; Xcode writes every start tag on one line, so that is the element's line. `SAXDocumentReader`
/// calls it from libxml2's callbacks and stops the parser once `error` is set.
final class StoryboardSAXHandler: SAXDocumentHandler {
    /// The storyboard name, for error messages.
    let source: String
    /// The first error met; parsing stops at it.
    private(set) var error: ImportError?
    /// A storyboard, for error messages.
    var documentKind: DocumentType.Kind { .storyboard }

    private(set) var documentType: String?
    private(set) var targetRuntime: String?
    private(set) var toolsVersion: String?
    private(set) var initialScene: String?
    private(set) var platform: Platform?
    private(set) var scenes: [Scene] = []
    private(set) var segues: [Segue] = []
    private(set) var sawRoot = false

    /// Depth of the element being read; the root `<document>` is 1.
    private var depth = 0
    /// Depth of the `<scene>` being read, or 0 outside scenes.
    private var sceneDepth = 0
    /// Depth of the direct children of the scene's `<objects>` (its members), or -1 before `<objects>`.
    private var memberDepth = -1
    /// The id of the scene's top-level controller: the source of every segue inside the scene.
    private var sceneController: String?
    /// Segues of the current scene; their source is known for sure only once the scene is closed, since
    /// a top-level gesture recognizer may precede the controller in `<objects>`.
    private var pendingSegues: [Segue] = []
    /// Depth of the `<segue>` element being read (the last of `pendingSegues`), or 0 outside one. Segues
    /// nested in it are its Peek & Pop preview and commit segues, not segues of their own.
    private var segueDepth = 0
    /// The index in `pendingSegues` of the segue element being read; `nil` when it is not a segue (a reference).
    private var openSegue: Int?
    /// The table and collection views open around the element being read, innermost last (a cell may hold
    /// a table of its own); their cells are the scene's prototype cells.
    var cellContainers: [CellContainer] = []
    /// The UIKit cells open around the element being read, innermost last: their element's depth and their
    /// index in the scene's cells. A segue two levels below one (in the cell's own `<connections>`) is the
    /// cell's: tapping the cell performs it, with the cell as sender.
    var openCells: [(depth: Int, index: Int)] = []
    /// The `<menuItem>` elements open around the element being read (macOS), innermost last: a segue inside
    /// one that belongs to no controller is the main menu's, opening its destination.
    private var menuItems: [(depth: Int, title: String)] = []
    /// The menu item around each segue of `pendingSegues` that has one, by its index there.
    private var pendingMenuItems: [Int: String] = [:]
    /// The destinations of the main menu's segues (the Application scene's, which has no controller) and
    /// the item each is opened from, in document order.
    private(set) var menuEntries: [(destination: String, menuItem: String)] = []

    /// Creates a handler for the storyboard `source`.
    init(source: String) {
        self.source = source
    }

    /// A start tag: `name` with its `attributes`, read up to `position`.
    func startElement(_ name: SAXName, _ attributes: SAXAttributes, _ position: SAXPosition) {
        depth &+= 1
        if sceneDepth != 0 {
            if depth == memberDepth {
                startMember(name, attributes, position)
            } else if segueDepth != 0 {
                if name.is("segue") { startNestedSegue(attributes) }
            } else if name.is("segue") {
                startSegue(attributes, position)
            } else if depth == sceneDepth &+ 1, name.is("objects") {
                memberDepth = depth &+ 1
            } else if platform == .watchos, name.is("notificationCategory") {
                startNotificationCategory(attributes)
            } else if platform == .macos, name.is("menuItem") {
                // IB's menu items are `<menuItem>` elements; an untitled one is named by its id.
                menuItems.append((depth, Self.nonEmpty(attributes["title"]) ?? attributes["id"] ?? ""))
            } else if name.localName.pointee == UInt8(ascii: "t") || name.localName.pointee == UInt8(ascii: "c")
                || name.localName.pointee == UInt8(ascii: "o")
            {
                // Only table, outline and collection views, columns and cells start so; one byte spares the rest.
                startCellElement(name, attributes, position)
            }
            return
        }
        if depth == 1 {
            startDocument(name.string, attributes, position)
        } else if name.is("scene") {
            sceneDepth = depth
            memberDepth = -1
            sceneController = nil
        }
    }

    /// An end tag (or the end of an empty-element tag).
    func endElement() {
        if depth == segueDepth { segueDepth = 0 }
        if let item = menuItems.last, item.depth == depth { menuItems.removeLast() }
        if let container = cellContainers.last, container.depth == depth { cellContainers.removeLast() }
        if let cell = openCells.last, cell.depth == depth { openCells.removeLast() }
        if depth == sceneDepth { finishScene() }
        depth &-= 1
    }

    // MARK: - Document

    private func startDocument(_ elementName: String, _ attributes: SAXAttributes, _ position: SAXPosition) {
        sawRoot = true
        let type = attributes["type"]
        guard acceptsRoot(elementName, type: type, position) else { return }
        documentType = type
        targetRuntime = attributes["targetRuntime"]
        toolsVersion = attributes["toolsVersion"]
        initialScene = attributes["initialViewController"].flatMap { $0.isEmpty ? nil : $0 }
        platform = DocumentType.platform(targetRuntime: targetRuntime, type: type)
    }

    // MARK: - Scenes and segues

    private func startMember(_ name: SAXName, _ attributes: SAXAttributes, _ position: SAXPosition) {
        // Most members are placeholders and exits: their `sceneMemberID` settles it before any name is made.
        let sceneMemberID = attributes["sceneMemberID"]
        guard sceneMemberID == "viewController" || (sceneMemberID == nil && platform == .watchos) else { return }
        let elementName = name.string
        guard Self.isController(elementName, sceneMemberID, platform: platform), let id = attributes["id"] else {
            return
        }
        scenes.append(Self.scene(elementName, id: id, attributes, platform: platform, line: position.line))
        if sceneController == nil { sceneController = id }
    }

    private func startSegue(_ attributes: SAXAttributes, _ position: SAXPosition) {
        segueDepth = depth
        // `<segue reference="..."/>` points back at a segue declared elsewhere (IB writes them in
        // `inferredMetricsTieBreakers`); only a segue with its own id is one.
        guard attributes["reference"] == nil, let id = attributes["id"] else {
            openSegue = nil
            return
        }
        openSegue = pendingSegues.count
        if let item = menuItems.last { pendingMenuItems[pendingSegues.count] = item.title }
        if let cell = openCells.last, cell.depth == depth &- 2, let last = scenes.indices.last {
            scenes[last].cells[cell.index].segues.append(id)
        }
        pendingSegues.append(Self.segue(id: id, attributes, line: position.line))
    }

    /// A `<segue>` inside the segue being read: Xcode's Peek & Pop `key="preview"` and `key="commit"` segues
    /// (each `inheritsFrom` the segue around it). They mark the outer segue as previewing; any other nested
    /// segue is ignored, since a segue element never owns a segue of its own.
    private func startNestedSegue(_ attributes: SAXAttributes) {
        let key = attributes["key"]
        guard key == "preview" || key == "commit", let openSegue else { return }
        pendingSegues[openSegue].previewing = true
    }

    /// `<notificationCategory key="notificationCategory" identifier="...">`, a child of a static notification
    /// interface (WatchKit): the category of the notifications it is shown for, kept on the scene being read.
    private func startNotificationCategory(_ attributes: SAXAttributes) {
        guard let sceneController, let last = scenes.indices.last, scenes[last].id == sceneController else { return }
        scenes[last].notificationCategory = Self.nonEmpty(attributes["identifier"])
    }

    /// The depth of the element being read.
    var depthOfElement: Int { depth }

    /// Adds `cell` to the scene being read, when its controller has been read (IB nests the views in it);
    /// `triggersSegues`: a UIKit cell, whose own segues are recorded on it (see `openCells`).
    func appendCell(_ cell: PrototypeCell, triggersSegues: Bool = false) {
        guard let sceneController, let last = scenes.indices.last, scenes[last].id == sceneController else { return }
        if triggersSegues { openCells.append((depthOfElement, scenes[last].cells.count)) }
        scenes[last].cells.append(cell)
    }

    private func finishScene() {
        // A scene without a controller (macOS's Application scene, the main menu) owns no view controller: its
        // segues have no source scene. Those of its menu items open their destination, which the scene then
        // records (`Scene.menuItem`); any other is left out.
        if let sceneController {
            for var segue in pendingSegues {
                segue.source = sceneController
                segues.append(segue)
            }
        } else {
            for (index, menuItem) in pendingMenuItems.sorted(by: { $0.key < $1.key }) {
                guard let destination = pendingSegues[index].destination else { continue }
                menuEntries.append((destination, menuItem))
            }
        }
        pendingSegues.removeAll(keepingCapacity: true)
        pendingMenuItems.removeAll()
        menuItems.removeAll()
        cellContainers.removeAll(keepingCapacity: true)
        openCells.removeAll(keepingCapacity: true)
        segueDepth = 0
        sceneDepth = 0
        memberDepth = -1
        sceneController = nil
    }

    // MARK: - Result and errors

    /// The storyboard read (once the reader finished without an error).
    func storyboard() -> Storyboard {
        Storyboard(
            name: source, platform: platform, targetRuntime: targetRuntime, toolsVersion: toolsVersion,
            initialScene: initialScene, scenes: Self.marking(scenes, openedFrom: menuEntries), segues: segues)
    }

    /// `scenes` with the main menu's item recorded on each scene a menu segue opens (the first item, when
    /// several open one scene).
    private static func marking(
        _ scenes: [Scene], openedFrom menuEntries: [(destination: String, menuItem: String)]
    ) -> [Scene] {
        guard !menuEntries.isEmpty else { return scenes }
        var marked = scenes
        let positions = Dictionary(scenes.indices.map { (scenes[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        for entry in menuEntries {
            guard let position = positions[entry.destination], marked[position].menuItem == nil else { continue }
            marked[position].menuItem = entry.menuItem
        }
        return marked
    }

    /// Records the first error at a position already known (a parser error, or bytes that are not UTF-8).
    func fail(_ error: ImportError) {
        guard self.error == nil else { return }
        self.error = error
    }
}
