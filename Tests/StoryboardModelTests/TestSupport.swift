import StoryboardModel

/// `Storyboard/sceneId` as a `SceneRef`, for short expectations.
func ref(_ text: String) -> SceneRef {
    let parts = text.split(separator: "/", maxSplits: 1).map(String.init)
    return SceneRef(storyboard: parts[0], scene: parts.count > 1 ? parts[1] : "")
}

/// A resolution hop, for short expectations.
func hop(_ step: String, _ from: String, _ to: String) -> ResolutionHop {
    ResolutionHop(step: step, from: ref(from), to: ref(to))
}

/// The error `body` throws, or `nil` when it returns.
func graphError<T>(_ body: () throws -> T) -> GraphError? {
    do {
        _ = try body()
        return nil
    } catch let error as GraphError {
        return error
    } catch {
        return .invalidQuery("unexpected error \(error)")
    }
}
