import Foundation
import StoryboardModel

/// The optional arguments of the contract's operations (a protocol requirement cannot have defaults).
extension NavigationStore {
    /// `updateProject` without a condition.
    public func updateProject(_ name: String, module: String??, platform: Platform?) throws(StoreError) -> Project {
        try updateProject(name, module: module, mainStoryboards: nil, platform: platform, ifMatch: nil)
    }

    /// `updateProject` leaving the main storyboards as they are.
    public func updateProject(
        _ name: String, module: String??, platform: Platform?, ifMatch: RevisionCondition?
    ) throws(StoreError) -> Project {
        try updateProject(name, module: module, mainStoryboards: nil, platform: platform, ifMatch: ifMatch)
    }

    /// `deleteProject` without a condition.
    public func deleteProject(_ name: String) throws(StoreError) {
        try deleteProject(name, ifMatch: nil)
    }

    /// `putStoryboard` that is never withdrawn, without a source, condition or last seen copy unless given.
    public func putStoryboard(
        project: String, storyboard: Storyboard, source: Data? = nil, ifMatch: RevisionCondition? = nil,
        lastSeen: Storyboard? = nil
    ) throws(StoreError) -> StoryboardPut {
        try putStoryboard(
            project: project, storyboard: storyboard, source: source, ifMatch: ifMatch, lastSeen: lastSeen
        ) { nil }
    }

    /// `putStoryboard` without a last seen copy.
    public func putStoryboard(
        project: String, storyboard: Storyboard, source: Data?, ifMatch: RevisionCondition?,
        withdrawal: () -> String?
    ) throws(StoreError) -> StoryboardPut {
        try putStoryboard(
            project: project, storyboard: storyboard, source: source, ifMatch: ifMatch, lastSeen: nil,
            withdrawal: withdrawal)
    }

    /// `deleteStoryboard` without a condition.
    public func deleteStoryboard(project: String, name: String) throws(StoreError) {
        try deleteStoryboard(project: project, name: name, ifMatch: nil)
    }

    /// `replaceScene` without a condition.
    @discardableResult
    public func replaceScene(
        project: String, storyboard: String, id: String, with scene: Scene
    ) throws(StoreError) -> (scene: Scene, revision: Int) {
        try replaceScene(project: project, storyboard: storyboard, id: id, with: scene, ifMatch: nil)
    }

    /// `deleteScene` without a condition.
    public func deleteScene(project: String, storyboard: String, id: String) throws(StoreError) {
        try deleteScene(project: project, storyboard: storyboard, id: id, ifMatch: nil)
    }

    /// `replaceSegue` without a condition.
    @discardableResult
    public func replaceSegue(
        project: String, storyboard: String, id: String, with segue: Segue
    ) throws(StoreError) -> (segue: Segue, revision: Int) {
        try replaceSegue(project: project, storyboard: storyboard, id: id, with: segue, ifMatch: nil)
    }

    /// `deleteSegue` without a condition.
    public func deleteSegue(project: String, storyboard: String, id: String) throws(StoreError) {
        try deleteSegue(project: project, storyboard: storyboard, id: id, ifMatch: nil)
    }

    /// `searchScenes` with only the filters given.
    public func searchScenes(
        project: String, className: String? = nil, storyboard: String? = nil, identifier: String? = nil,
        kind: String? = nil
    ) throws(StoreError) -> [(storyboard: String, scene: Scene)] {
        try searchScenes(
            project: project,
            matching: SceneFilter(className: className, storyboard: storyboard, identifier: identifier, kind: kind))
    }
}
