import StoryboardModel

extension StoryboardSAXHandler {
    /// Whether a scene member is a scene's controller.
    ///
    /// IB format facts: every view controller, window controller and storyboard reference of a scene
    /// carries `sceneMemberID="viewController"`, whatever its element (`tableViewController`,
    /// `pagecontroller`, `controllerPlaceholder`, ...), except that macOS's menu scene marks its
    /// `<application>` the same way. WatchKit interface controllers (`controller`,
    /// `notificationController`, `glanceController`) carry no `sceneMemberID` at all.
    static func isController(_ elementName: String, _ sceneMemberID: String?, platform: Platform?) -> Bool {
        switch sceneMemberID {
        case "viewController"?:
            return elementName != "application"
        case nil:
            return platform == .watchos && (elementName == "controller" || elementName.hasSuffix("Controller"))
        default:
            return false
        }
    }

    /// Whether an element is a storyboard reference placeholder (iOS/tvOS and macOS spellings).
    static func isReference(_ elementName: String) -> Bool {
        elementName == "viewControllerPlaceholder" || elementName == "controllerPlaceholder"
    }

    /// The scene of a controller element. Unknown element names are kept as the scene's kind.
    ///
    /// WatchKit writes an interface controller's storyboard ID as `identifier` (the name given to
    /// `pushController(withName:context:)`); it is read as the scene's `storyboardIdentifier`.
    static func scene(
        _ elementName: String, id: String, _ attributes: SAXAttributes, platform: Platform?, line: Int
    ) -> Scene {
        let reference = isReference(elementName)
        var storyboardIdentifier = nonEmpty(attributes["storyboardIdentifier"])
        if storyboardIdentifier == nil, platform == .watchos {
            storyboardIdentifier = nonEmpty(attributes["identifier"])
        }
        return Scene(
            id: id,
            kind: reference ? Scene.referenceKind : elementName,
            customClass: nonEmpty(attributes["customClass"]),
            customModule: nonEmpty(attributes["customModule"]),
            inheritsModuleFromTarget: attributes["customModuleProvider"] == "target",
            storyboardIdentifier: storyboardIdentifier,
            title: nonEmpty(attributes["title"]),
            userLabel: nonEmpty(attributes["userLabel"]),
            // An absent `storyboardName` means this storyboard; an absent `referencedIdentifier` its
            // initial scene (IB's "Storyboard Reference" inspector leaves both optional).
            referencedStoryboard: reference ? nonEmpty(attributes["storyboardName"]) : nil,
            referencedIdentifier: reference ? nonEmpty(attributes["referencedIdentifier"]) : nil,
            bundleIdentifier: reference ? nonEmpty(attributes["bundleIdentifier"]) : nil,
            line: line)
    }

    /// The segue of a `<segue>` element; its source is filled in when the scene closes.
    ///
    /// Attributes with a field of their own are read into it; every other one (`modalPresentationStyle`,
    /// `modalTransitionStyle`, `animates`, `popoverAnchorView`, `customModuleProvider`, ...) is kept as
    /// written in `attributes`.
    static func segue(id: String, _ attributes: SAXAttributes, line: Int) -> Segue {
        var segue = Segue(id: id, source: "", destination: nil, kind: "", line: line)
        var extra: [String: String] = [:]
        for (key, value) in attributes.all() {
            switch key {
            case "id": break
            case "destination": segue.destination = nonEmpty(value)
            case "kind": segue.kind = value
            case "identifier": segue.identifier = nonEmpty(value)
            case "relationship": segue.relationship = nonEmpty(value)
            case "customClass": segue.customClass = nonEmpty(value)
            case "customModule": segue.customModule = nonEmpty(value)
            case "unwindAction": segue.unwindAction = nonEmpty(value)
            case "destinationCreationSelector": segue.destinationCreationSelector = nonEmpty(value)
            default: extra[key] = value
            }
        }
        segue.attributes = extra
        return segue
    }

    /// `nil` for an absent or empty attribute: IB writes `identifier=""` for a cleared identifier.
    static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }
}
