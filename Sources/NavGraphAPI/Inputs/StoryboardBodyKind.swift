/// What a storyboard upload carries.
enum StoryboardBodyKind {
    /// The `.storyboard` XML as Xcode writes it.
    case xml
    /// The JSON model.
    case json
}
