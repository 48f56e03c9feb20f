import StoryboardModel

/// One line per fact, for people: what `navgraph sources --format text` prints.
public enum CodeNavigationText {
    /// `Main/Login`, `Main/(initial)`, `(own storyboard)/Login`, `(any storyboard)/Login`, `LoginViewController`,
    /// `segue "showHome"`; names from generated code are marked `~` (`~main/login`).
    public static func destination(_ destination: CodeDestination) -> String {
        let mark = destination.generatedNames == true ? "~" : ""
        let storyboard = destination.storyboard ?? "(own storyboard)"
        switch destination.kind {
        case .scene: return "\(mark)\(storyboard)/\(destination.identifier ?? "")"
        case .initialScene: return "\(mark)\(storyboard)/(initial)"
        case .viewController: return destination.className ?? ""
        case .segue: return "\(mark)segue \"\(destination.identifier ?? "")\""
        case .bundleScene: return "(any storyboard)/\(destination.identifier ?? "")"
        }
    }

    /// `File.swift:12 HomeViewController --push--> Main/Login` (containers in brackets before the destination).
    public static func line(_ edge: CodeEdge) -> String {
        let containers = edge.containers.isEmpty ? "" : "[\(edge.containers.joined(separator: " > "))] "
        return "\(edge.location) \(edge.from) --\(edge.kind.rawValue)--> \(containers)\(destination(edge.to))"
    }

    /// `File.swift:12 HomeViewController makes Main/Login (storyboard)`.
    public static func line(_ instantiation: CodeInstantiation) -> String {
        let from = instantiation.from.map { "\($0) " } ?? ""
        return
            "\(instantiation.location) \(from)makes \(destination(instantiation.destination)) (\(instantiation.method.rawValue))"
    }

    /// `File.swift:12 HomeViewController --present--> ? parameter: viewController`.
    public static func line(_ unresolved: UnresolvedNavigation) -> String {
        let from = unresolved.from ?? "(no type)"
        return
            "\(unresolved.location) \(from) --\(unresolved.kind.rawValue)--> ? \(unresolved.reason.rawValue): \(unresolved.expression)"
    }
}
