import Foundation
import Storage
import StoryboardModel

/// A store that wraps another: every operation of the contract goes to `inner` unless the decorator declares
/// its own, so a test store (counting, failing, slowing) writes only the operations it changes. An operation
/// added to `NavigationStore` is forwarded here once, for every decorator.
public protocol StoreDecorator: NavigationStore {
    /// The store every operation the decorator does not declare goes to.
    var inner: any NavigationStore { get }
}

extension StoreDecorator {
    public var location: String { inner.location }
    public var historyLimit: Int {
        get { inner.historyLimit }
        set { inner.historyLimit = newValue }
    }
    public var writerWaitLimit: Double { inner.writerWaitLimit }
    public var waitingWriters: Int { inner.waitingWriters }
    public func close() { inner.close() }
    public func isReady() -> Bool { inner.isReady() }
    public func databaseSizeBytes() throws(StoreError) -> Int { try inner.databaseSizeBytes() }
}

// MARK: Projects

extension StoreDecorator {
    public func listProjects() throws(StoreError) -> [Project] { try inner.listProjects() }
    public func project(_ name: String) throws(StoreError) -> Project { try inner.project(name) }
    public func createProject(_ project: Project) throws(StoreError) -> Project { try inner.createProject(project) }
    public func updateProject(
        _ name: String, module: String??, mainStoryboards: [String]??, platform: Platform?,
        ifMatch: RevisionCondition?
    ) throws(StoreError) -> Project {
        try inner.updateProject(
            name, module: module, mainStoryboards: mainStoryboards, platform: platform, ifMatch: ifMatch)
    }
    public func deleteProject(_ name: String, ifMatch: RevisionCondition?) throws(StoreError) {
        try inner.deleteProject(name, ifMatch: ifMatch)
    }
}

// MARK: Storyboards

extension StoreDecorator {
    public func listStoryboards(project: String) throws(StoreError) -> [StoryboardSummary] {
        try inner.listStoryboards(project: project)
    }
    public func storyboard(project: String, name: String) throws(StoreError) -> Storyboard {
        try inner.storyboard(project: project, name: name)
    }
    public func storyboardSource(project: String, name: String) throws(StoreError) -> Data? {
        try inner.storyboardSource(project: project, name: name)
    }
    public func allStoryboards(project: String) throws(StoreError) -> [Storyboard] {
        try inner.allStoryboards(project: project)
    }
    public func projectSnapshot(_ name: String) throws(StoreError) -> (project: Project, storyboards: [Storyboard]) {
        try inner.projectSnapshot(name)
    }
    public func storyboardChanges(_ name: String, known: [String: Int]) throws(StoreError) -> StoryboardChanges {
        try inner.storyboardChanges(name, known: known)
    }
    public func putStoryboard(
        project: String, storyboard: Storyboard, source: Data?, ifMatch: RevisionCondition?, lastSeen: Storyboard?,
        withdrawal: () -> String?
    ) throws(StoreError) -> StoryboardPut {
        try inner.putStoryboard(
            project: project, storyboard: storyboard, source: source, ifMatch: ifMatch, lastSeen: lastSeen,
            withdrawal: withdrawal)
    }
    public func deleteStoryboard(project: String, name: String, ifMatch: RevisionCondition?) throws(StoreError) {
        try inner.deleteStoryboard(project: project, name: name, ifMatch: ifMatch)
    }
}

// MARK: Scenes and segues

extension StoreDecorator {
    public func scenes(project: String, storyboard: String) throws(StoreError) -> [Scene] {
        try inner.scenes(project: project, storyboard: storyboard)
    }
    public func scene(project: String, storyboard: String, id: String) throws(StoreError) -> Scene {
        try inner.scene(project: project, storyboard: storyboard, id: id)
    }
    public func sceneWithRevision(
        project: String, storyboard: String, id: String
    ) throws(StoreError) -> (scene: Scene, revision: Int) {
        try inner.sceneWithRevision(project: project, storyboard: storyboard, id: id)
    }
    public func addScene(
        project: String, storyboard: String, scene: Scene
    ) throws(StoreError) -> (scene: Scene, revision: Int) {
        try inner.addScene(project: project, storyboard: storyboard, scene: scene)
    }
    public func replaceScene(
        project: String, storyboard: String, id: String, with scene: Scene, ifMatch: RevisionCondition?
    ) throws(StoreError) -> (scene: Scene, revision: Int) {
        try inner.replaceScene(project: project, storyboard: storyboard, id: id, with: scene, ifMatch: ifMatch)
    }
    public func deleteScene(
        project: String, storyboard: String, id: String, ifMatch: RevisionCondition?
    ) throws(StoreError) {
        try inner.deleteScene(project: project, storyboard: storyboard, id: id, ifMatch: ifMatch)
    }

    public func segues(project: String, storyboard: String) throws(StoreError) -> [Segue] {
        try inner.segues(project: project, storyboard: storyboard)
    }
    public func segue(project: String, storyboard: String, id: String) throws(StoreError) -> Segue {
        try inner.segue(project: project, storyboard: storyboard, id: id)
    }
    public func segueWithRevision(
        project: String, storyboard: String, id: String
    ) throws(StoreError) -> (segue: Segue, revision: Int) {
        try inner.segueWithRevision(project: project, storyboard: storyboard, id: id)
    }
    public func addSegue(
        project: String, storyboard: String, segue: Segue
    ) throws(StoreError) -> (segue: Segue, revision: Int) {
        try inner.addSegue(project: project, storyboard: storyboard, segue: segue)
    }
    public func replaceSegue(
        project: String, storyboard: String, id: String, with segue: Segue, ifMatch: RevisionCondition?
    ) throws(StoreError) -> (segue: Segue, revision: Int) {
        try inner.replaceSegue(project: project, storyboard: storyboard, id: id, with: segue, ifMatch: ifMatch)
    }
    public func deleteSegue(
        project: String, storyboard: String, id: String, ifMatch: RevisionCondition?
    ) throws(StoreError) {
        try inner.deleteSegue(project: project, storyboard: storyboard, id: id, ifMatch: ifMatch)
    }
}

// MARK: Search, history, snapshots and labels

extension StoreDecorator {
    public func searchScenes(
        project: String, matching filter: SceneFilter
    ) throws(StoreError) -> [(storyboard: String, scene: Scene)] {
        try inner.searchScenes(project: project, matching: filter)
    }
    public func revisions(project: String) throws(StoreError) -> [RevisionEntry] {
        try inner.revisions(project: project)
    }
    public func revision(_ revision: Int, project: String) throws(StoreError) -> RevisionLookup {
        try inner.revision(revision, project: project)
    }
    public func historyContentCount() throws(StoreError) -> Int { try inner.historyContentCount() }
    public func replaceStoryboards(
        project: String, with files: [SnapshotFile], label: String?, creating template: Project,
        ifMatch: RevisionCondition?, withdrawal: () -> String?
    ) throws(StoreError) -> SnapshotResult {
        try inner.replaceStoryboards(
            project: project, with: files, label: label, creating: template, ifMatch: ifMatch, withdrawal: withdrawal)
    }
    public func putStoryboards(
        project: String, with files: [SnapshotFile], label: String?, creating template: Project
    ) throws(StoreError) -> SnapshotResult {
        try inner.putStoryboards(project: project, with: files, label: label, creating: template)
    }
    public func revision(labelled label: String, project: String) throws(StoreError) -> Int {
        try inner.revision(labelled: label, project: project)
    }
}
