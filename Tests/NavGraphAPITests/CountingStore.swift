import Foundation
import Storage
import StoryboardModel
import Synchronization

/// A store that forwards every operation to `inner` and notes the storyboards each read brings back in full
/// (scenes and segues), so a test can tell what a write made the server read.
final class CountingStore: NavigationStore {
    let inner: any NavigationStore
    private let read = Mutex<[String]>([])

    init(_ inner: any NavigationStore) {
        self.inner = inner
    }

    /// The storyboards read in full since the last `reset`, in the order read.
    var storyboardsRead: [String] { read.withLock { $0 } }

    func reset() {
        read.withLock { $0 = [] }
    }

    private func noting<T>(_ names: [String], _ value: T) -> T {
        read.withLock { $0 += names }
        return value
    }

    var location: String { inner.location }
    var historyLimit: Int {
        get { inner.historyLimit }
        set { inner.historyLimit = newValue }
    }
    var writerWaitLimit: Double { inner.writerWaitLimit }
    var waitingWriters: Int { inner.waitingWriters }
    func close() { inner.close() }
    func isReady() -> Bool { inner.isReady() }
    func databaseSizeBytes() throws(StoreError) -> Int { try inner.databaseSizeBytes() }

    func listProjects() throws(StoreError) -> [Project] { try inner.listProjects() }
    func project(_ name: String) throws(StoreError) -> Project { try inner.project(name) }
    func createProject(_ project: Project) throws(StoreError) -> Project { try inner.createProject(project) }
    func updateProject(
        _ name: String, module: String??, platform: Platform?, ifMatch: RevisionCondition?
    ) throws(StoreError) -> Project {
        try inner.updateProject(name, module: module, platform: platform, ifMatch: ifMatch)
    }
    func deleteProject(_ name: String, ifMatch: RevisionCondition?) throws(StoreError) {
        try inner.deleteProject(name, ifMatch: ifMatch)
    }

    func listStoryboards(project: String) throws(StoreError) -> [StoryboardSummary] {
        try inner.listStoryboards(project: project)
    }
    func storyboard(project: String, name: String) throws(StoreError) -> Storyboard {
        noting([name], try inner.storyboard(project: project, name: name))
    }
    func storyboardSource(project: String, name: String) throws(StoreError) -> Data? {
        try inner.storyboardSource(project: project, name: name)
    }
    func allStoryboards(project: String) throws(StoreError) -> [Storyboard] {
        let all = try inner.allStoryboards(project: project)
        return noting(all.map(\.name), all)
    }
    func projectSnapshot(_ name: String) throws(StoreError) -> (project: Project, storyboards: [Storyboard]) {
        let snapshot = try inner.projectSnapshot(name)
        return noting(snapshot.storyboards.map(\.name), snapshot)
    }
    func storyboardChanges(_ name: String, known: [String: Int]) throws(StoreError) -> StoryboardChanges {
        let changes = try inner.storyboardChanges(name, known: known)
        return noting(changes.changed.map(\.name), changes)
    }
    func putStoryboard(
        project: String, storyboard: Storyboard, source: Data?, ifMatch: RevisionCondition?,
        withdrawal: () -> String?
    ) throws(StoreError) -> (storyboard: Storyboard, created: Bool, unchanged: Bool) {
        try inner.putStoryboard(
            project: project, storyboard: storyboard, source: source, ifMatch: ifMatch, withdrawal: withdrawal)
    }
    func deleteStoryboard(project: String, name: String, ifMatch: RevisionCondition?) throws(StoreError) {
        try inner.deleteStoryboard(project: project, name: name, ifMatch: ifMatch)
    }

    func scenes(project: String, storyboard: String) throws(StoreError) -> [Scene] {
        try inner.scenes(project: project, storyboard: storyboard)
    }
    func scene(project: String, storyboard: String, id: String) throws(StoreError) -> Scene {
        try inner.scene(project: project, storyboard: storyboard, id: id)
    }
    func sceneWithRevision(
        project: String, storyboard: String, id: String
    ) throws(StoreError) -> (scene: Scene, revision: Int) {
        try inner.sceneWithRevision(project: project, storyboard: storyboard, id: id)
    }
    func addScene(project: String, storyboard: String, scene: Scene) throws(StoreError) -> Scene {
        try inner.addScene(project: project, storyboard: storyboard, scene: scene)
    }
    func replaceScene(
        project: String, storyboard: String, id: String, with scene: Scene, ifMatch: RevisionCondition?
    ) throws(StoreError) -> (scene: Scene, revision: Int) {
        try inner.replaceScene(project: project, storyboard: storyboard, id: id, with: scene, ifMatch: ifMatch)
    }
    func deleteScene(
        project: String, storyboard: String, id: String, ifMatch: RevisionCondition?
    ) throws(StoreError) {
        try inner.deleteScene(project: project, storyboard: storyboard, id: id, ifMatch: ifMatch)
    }

    func segues(project: String, storyboard: String) throws(StoreError) -> [Segue] {
        try inner.segues(project: project, storyboard: storyboard)
    }
    func segue(project: String, storyboard: String, id: String) throws(StoreError) -> Segue {
        try inner.segue(project: project, storyboard: storyboard, id: id)
    }
    func segueWithRevision(
        project: String, storyboard: String, id: String
    ) throws(StoreError) -> (segue: Segue, revision: Int) {
        try inner.segueWithRevision(project: project, storyboard: storyboard, id: id)
    }
    func addSegue(project: String, storyboard: String, segue: Segue) throws(StoreError) -> Segue {
        try inner.addSegue(project: project, storyboard: storyboard, segue: segue)
    }
    func replaceSegue(
        project: String, storyboard: String, id: String, with segue: Segue, ifMatch: RevisionCondition?
    ) throws(StoreError) -> (segue: Segue, revision: Int) {
        try inner.replaceSegue(project: project, storyboard: storyboard, id: id, with: segue, ifMatch: ifMatch)
    }
    func deleteSegue(
        project: String, storyboard: String, id: String, ifMatch: RevisionCondition?
    ) throws(StoreError) {
        try inner.deleteSegue(project: project, storyboard: storyboard, id: id, ifMatch: ifMatch)
    }

    func searchScenes(
        project: String, matching filter: SceneFilter
    ) throws(StoreError) -> [(storyboard: String, scene: Scene)] {
        try inner.searchScenes(project: project, matching: filter)
    }
    func revisions(project: String) throws(StoreError) -> [RevisionEntry] { try inner.revisions(project: project) }
    func revision(_ revision: Int, project: String) throws(StoreError) -> RevisionLookup {
        try inner.revision(revision, project: project)
    }
    func historyContentCount() throws(StoreError) -> Int { try inner.historyContentCount() }

    func replaceStoryboards(
        project: String, with files: [SnapshotFile], label: String?, creating template: Project,
        ifMatch: RevisionCondition?, withdrawal: () -> String?
    ) throws(StoreError) -> SnapshotResult {
        try inner.replaceStoryboards(
            project: project, with: files, label: label, creating: template, ifMatch: ifMatch, withdrawal: withdrawal)
    }
    func putStoryboards(
        project: String, with files: [SnapshotFile], label: String?, creating template: Project
    ) throws(StoreError) -> SnapshotResult {
        try inner.putStoryboards(project: project, with: files, label: label, creating: template)
    }
    func revision(labelled label: String, project: String) throws(StoreError) -> Int {
        try inner.revision(labelled: label, project: project)
    }
}
