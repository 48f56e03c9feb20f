import StoryboardModel

/// WatchKit's navigation by interface controller name: `presentController(withName:context:)` and its kin name
/// a scene of the watch app's storyboard by its storyboard ID (WatchKit calls it the controller's name), not by
/// a storyboard and a class, so each name is a `bundleScene`.
extension FileNavigationReader {
    /// How a WatchKit call gives its names: one, an array of them, or an array of `(name:context:)` pairs.
    enum WatchKitNames {
        case one, list, pairs
    }

    /// WatchKit's methods that show interface controllers by name, by their first selector part (Swift's
    /// `presentController(withName:context:)` is `presentControllerWithName`): how each navigates. A page set
    /// (`withNames:`) is one edge per page; reloading the root controllers sets the app's root pages.
    static let watchKitCalls: [String: (kind: CodeNavigationKind, names: WatchKitNames)] = [
        "presentControllerWithName": (.present, .one),
        "pushControllerWithName": (.push, .one),
        "presentControllerWithNames": (.present, .list),
        "presentControllerWithNamesAndContexts": (.present, .pairs),
        "reloadRootPageControllersWithNames": (.setViewControllers, .list),
        "reloadRootControllersWithNames": (.setViewControllers, .list),
        "reloadRootControllersWithNamesAndContexts": (.setViewControllers, .pairs),
    ]

    /// The Swift call `callee(label: ...)` at `index` when it is one of WatchKit's by name (any call: the name's
    /// length and first byte are tested before any string comparison, on the hot path).
    mutating func swiftWatchKitCall(at index: Int, arguments: [Argument]) {
        let callee = source[index].text
        switch callee.utf8.count {
        case 14, 17, 21, 25: break  // pushController, presentController, reloadRootControllers, ...PageControllers
        default: return
        }
        guard let initial = callee.utf8.first, initial == UInt8(ascii: "p") || initial == UInt8(ascii: "r"),
            callee.hasSuffix("Controller") || callee.hasSuffix("Controllers"),
            let first = arguments.first, let label = first.label, let letter = label.first
        else { return }
        let selector = callee + letter.uppercased() + label.dropFirst()
        guard let call = Self.watchKitCalls[selector] else { return }
        recordWatchKit(call, argument: first, line: source[index].line)
    }

    /// A WatchKit call whose names are `argument`: an edge per name, or why not.
    mutating func recordWatchKit(
        _ call: (kind: CodeNavigationKind, names: WatchKitNames), argument: Argument, line: Int
    ) {
        let value: ReadValue
        switch call.names {
        case .one: value = controllerName(argument)
        case .list: value = controllerNames(argument, pairs: false)
        // Objective-C gives each pair as a dictionary, which is not read: the call stays unresolved.
        case .pairs where source.language == .objectiveC: value = .unresolved(.unknownExpression)
        case .pairs: value = controllerNames(argument, pairs: true)
        }
        record(call: call.kind, value: value, expression: argument.start..<argument.end, line: line)
    }

    /// The scene one interface controller name names, or why not.
    private mutating func controllerName(_ argument: Argument) -> ReadValue {
        guard let name = stringValue(argument) else { return .unresolved(.dynamicName) }
        return .viewController(.bundleScene(identifier: name), containers: [], method: .storyboard)
    }

    /// The scenes an array literal of names names (`["A", "B"]`, Objective-C `@[@"A", @"B"]`), or of
    /// `(name: "A", context: x)` pairs: one value per element.
    private mutating func controllerNames(_ argument: Argument, pairs: Bool) -> ReadValue {
        var open = argument.start
        if source.language == .objectiveC, source.isPunctuation(open, "@") { open += 1 }
        guard source.isPunctuation(open, "["), source.partner[open] == argument.end - 1 else {
            return .unresolved(.dynamicName)
        }
        let elements = source.arguments(open + 1, argument.end - 1)
        return .array(
            elements.map { element in
                guard pairs else { return controllerName(element) }
                guard source.isPunctuation(element.start, "("), source.partner[element.start] == element.end - 1,
                    let name = source.arguments(element.start + 1, element.end - 1).first(where: { $0.label == "name" })
                else { return .unresolved(.dynamicName) }
                return controllerName(name)
            })
    }
}
