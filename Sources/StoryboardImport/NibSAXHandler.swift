import StoryboardModel

/// The SAX handler that reads one `.xib` document into its File's Owner and top-level objects as the parser
/// streams it.
///
/// IB format facts: the root `<document>` holds `<objects>`, whose direct children are the nib's objects in
/// order. The placeholders come first: on iOS and tvOS `<placeholder placeholderIdentifier="IBFilesOwner">`
/// (the File's Owner) and `IBFirstResponder`; on macOS `<customObject>`s with negative ids (`-2` the File's
/// Owner, `-1` First Responder, `-3` Application). The owner's outlets sit in its own `<connections>`;
/// `<outlet property="view" destination="...">` names the view a view controller loads from the nib. Every
/// other child of `<objects>` is a top-level object. Only those elements and the owner's outlets are looked
/// at; everything below a top-level object costs a depth comparison.
final class NibSAXHandler: SAXDocumentHandler {
    /// The nib name, for the model and for error messages.
    let source: String
    /// The first error met; parsing stops at it.
    private(set) var error: ImportError?
    private(set) var sawRoot = false
    /// A nib, for error messages.
    var documentKind: DocumentType.Kind { .nib }

    private var targetRuntime: String?
    private var toolsVersion: String?
    private var platform: Platform?
    private var owner: NibOwner?
    private var objects: [NibObject] = []

    /// Depth of the element being read; the root `<document>` is 1.
    private var depth = 0
    /// Depth of the direct children of `<objects>` (the nib's objects), or -1 outside `<objects>`.
    private var memberDepth = -1
    /// Depth of the File's Owner's element while it is open, else -1.
    private var ownerDepth = -1
    /// Whether the owner's own `<connections>` is open.
    private var inOwnerConnections = false

    /// Creates a handler for the nib `source`.
    init(source: String) {
        self.source = source
    }

    func startElement(_ name: SAXName, _ attributes: SAXAttributes, _ position: SAXPosition) {
        depth &+= 1
        if depth == memberDepth {
            startMember(name, attributes, position)
        } else if ownerDepth > 0 {
            if depth == ownerDepth &+ 1 {
                inOwnerConnections = name.is("connections")
            } else if inOwnerConnections, depth == ownerDepth &+ 2, name.is("outlet"),
                attributes["property"] == "view"
            {
                owner?.viewOutlet = Self.nonEmpty(attributes["destination"])
            }
        } else if depth == 1 {
            startDocument(name.string, attributes, position)
        } else if depth == 2, name.is("objects"), memberDepth < 0 {
            memberDepth = 3
        }
    }

    func endElement() {
        if depth == ownerDepth {
            ownerDepth = -1
            inOwnerConnections = false
        } else if depth == memberDepth &- 1 {
            // `<objects>` closes; a second `<objects>` (never written by Xcode) is not read.
            memberDepth = 0
        }
        depth &-= 1
    }

    /// Records the first error at a position already known.
    func fail(_ error: ImportError) {
        guard self.error == nil else { return }
        self.error = error
    }

    /// The nib read (once the reader finished without an error).
    func nib() -> Nib {
        Nib(
            name: source, platform: platform, targetRuntime: targetRuntime, toolsVersion: toolsVersion, owner: owner,
            objects: objects)
    }

    // MARK: - Elements

    private func startDocument(_ elementName: String, _ attributes: SAXAttributes, _ position: SAXPosition) {
        sawRoot = true
        let type = attributes["type"]
        guard acceptsRoot(elementName, type: type, position) else { return }
        targetRuntime = attributes["targetRuntime"]
        toolsVersion = attributes["toolsVersion"]
        platform = DocumentType.platform(targetRuntime: targetRuntime, type: type)
    }

    /// A child of `<objects>`: the File's Owner, another placeholder (left out), or a top-level object.
    private func startMember(_ name: SAXName, _ attributes: SAXAttributes, _ position: SAXPosition) {
        let id = attributes["id"]
        if name.is("placeholder") {
            if attributes["placeholderIdentifier"] == "IBFilesOwner" { startOwner(attributes, position) }
            return
        }
        // macOS writes its placeholders as custom objects with negative ids; `-2` is the File's Owner.
        if name.is("customObject"), let id, id.hasPrefix("-") {
            if id == "-2" { startOwner(attributes, position) }
            return
        }
        let elementName = name.string
        let kind = NibObject.kind(ofElement: elementName, platform: platform)
        let reuseIdentifier: String?
        switch kind {
        case .tableViewCell, .collectionViewCell, .collectionReusableView:
            reuseIdentifier = Self.nonEmpty(attributes["reuseIdentifier"])
        case .tableCellView:
            reuseIdentifier = Self.nonEmpty(attributes["identifier"])
        case .view, .viewController, .customObject, .other:
            reuseIdentifier = nil
        }
        objects.append(
            NibObject(
                id: id ?? "", kind: kind, elementName: elementName,
                customClass: Self.nonEmpty(attributes["customClass"]),
                customModule: Self.nonEmpty(attributes["customModule"]),
                inheritsModuleFromTarget: attributes["customModuleProvider"] == "target",
                reuseIdentifier: reuseIdentifier, line: position.line))
    }

    private func startOwner(_ attributes: SAXAttributes, _ position: SAXPosition) {
        // A second File's Owner (never written by Xcode) does not replace the first.
        guard owner == nil else { return }
        owner = NibOwner(
            customClass: Self.nonEmpty(attributes["customClass"]),
            customModule: Self.nonEmpty(attributes["customModule"]),
            inheritsModuleFromTarget: attributes["customModuleProvider"] == "target", line: position.line)
        ownerDepth = depth
        inOwnerConnections = false
    }

    /// `nil` for an absent or empty attribute: IB writes `customClass=""` for a cleared class.
    private static func nonEmpty(_ value: String?) -> String? {
        StoryboardSAXHandler.nonEmpty(value)
    }
}
