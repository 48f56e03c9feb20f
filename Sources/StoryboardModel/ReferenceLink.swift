/// Where one storyboard reference placeholder leads, one step (the target may itself be a reference).
enum ReferenceLink: Sendable, Hashable {
    /// The referenced scene.
    case scene(Int)
    /// `storyboardName` names no storyboard of the project.
    case missingStoryboard(String)
    /// `referencedIdentifier` names no storyboard ID of the referenced storyboard.
    case missingIdentifier(storyboard: String, identifier: String)
    /// No `referencedIdentifier` and the referenced storyboard has no initial scene.
    case noInitialScene(storyboard: String)

    /// What is missing, for errors and diagnostics; `nil` when the link is resolved.
    var problem: String? {
        switch self {
        case .scene: return nil
        case .missingStoryboard(let name): return "storyboard '\(name)' is not in the project"
        case .missingIdentifier(let storyboard, let identifier):
            return "storyboard '\(storyboard)' has no scene with storyboard ID '\(identifier)'"
        case .noInitialScene(let storyboard):
            return "storyboard '\(storyboard)' has no initial scene"
        }
    }
}
