import StoryboardModel

/// A scene in a JSON body. Every field but `id` is optional so one type serves create and `PATCH`.
struct SceneInput: Decodable {
    var id: String?
    var kind: String?
    var customClass: String?
    var customModule: String?
    var inheritsModuleFromTarget: Bool?
    var storyboardIdentifier: String?
    var title: String?
    var userLabel: String?
    var referencedStoryboard: String?
    var referencedIdentifier: String?
    var bundleIdentifier: String?
    /// The scene's prototype cells, as the scene model writes them; replaces them all when given.
    var cells: [PrototypeCell]?
    /// A static notification interface's category; empty clears it.
    var notificationCategory: String?
    /// The macOS main menu item that opens the scene; empty clears it.
    var menuItem: String?

    /// A new scene; `field` prefixes error paths (e.g. `scenes[3]`).
    func makeScene(field: String = "") throws(APIError) -> Scene {
        let prefix = field.isEmpty ? "" : field + "."
        var errors: [APIError.FieldError] = []
        if let problem = ElementID.problem(with: id) { errors.append(.init(field: prefix + "id", message: problem)) }
        if (kind ?? "").isEmpty { errors.append(.init(field: prefix + "kind", message: "is required and non-empty")) }
        if !errors.isEmpty { throw APIError.unprocessable("invalid scene", errors: errors) }
        return apply(to: Scene(id: id ?? "", kind: kind ?? ""))
    }

    /// `scene` with every field this input sets replaced (the id cannot change); names in NFC.
    func apply(to scene: Scene) -> Scene {
        var result = scene
        if let kind { result.kind = kind }
        if let customClass { result.customClass = customClass.isEmpty ? nil : customClass }
        if let customModule { result.customModule = customModule.isEmpty ? nil : customModule }
        if let inheritsModuleFromTarget { result.inheritsModuleFromTarget = inheritsModuleFromTarget }
        if let storyboardIdentifier {
            result.storyboardIdentifier = storyboardIdentifier.isEmpty ? nil : storyboardIdentifier
        }
        if let title { result.title = title }
        if let userLabel { result.userLabel = userLabel }
        if let referencedStoryboard { result.referencedStoryboard = referencedStoryboard }
        if let referencedIdentifier { result.referencedIdentifier = referencedIdentifier }
        if let bundleIdentifier { result.bundleIdentifier = bundleIdentifier }
        if let cells { result.cells = cells }
        if let notificationCategory {
            result.notificationCategory = notificationCategory.isEmpty ? nil : notificationCategory
        }
        if let menuItem { result.menuItem = menuItem.isEmpty ? nil : menuItem }
        return result.normalizingNames()
    }
}
