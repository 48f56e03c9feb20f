import StoryboardModel

/// The JSON model body of `PUT /v1/projects/{p}/storyboards/{name}`.
struct StoryboardInput: Decodable {
    var name: String?
    var platform: Platform?
    var targetRuntime: String?
    var toolsVersion: String?
    var initialScene: String?
    var scenes: [SceneInput]?
    var segues: [SegueInput]?

    /// The storyboard this body describes, named by the path; every problem is reported at once.
    func makeStoryboard(name pathName: String) throws(APIError) -> Storyboard {
        var errors: [APIError.FieldError] = []
        if let name, !name.nfc.utf8.elementsEqual(pathName.nfc.utf8) {
            errors.append(.init(field: "name", message: "must be absent or equal the name in the path ('\(pathName)')"))
        }
        var scenes: [Scene] = []
        var sceneIDs: Set<String> = []
        for (index, input) in (self.scenes ?? []).enumerated() {
            do {
                let scene = try input.makeScene(field: "scenes[\(index)]")
                if !sceneIDs.insert(scene.id).inserted {
                    errors.append(.init(field: "scenes[\(index)].id", message: "duplicate scene id '\(scene.id)'"))
                }
                scenes.append(scene)
            } catch {
                errors += error.errors
            }
        }
        var segues: [Segue] = []
        var segueIDs: Set<String> = []
        for (index, input) in (self.segues ?? []).enumerated() {
            do {
                let segue = try input.makeSegue(field: "segues[\(index)]")
                if !segueIDs.insert(segue.id).inserted {
                    errors.append(.init(field: "segues[\(index)].id", message: "duplicate segue id '\(segue.id)'"))
                }
                if !sceneIDs.contains(segue.source) {
                    errors.append(
                        .init(
                            field: "segues[\(index)].source",
                            message: "no scene with id '\(segue.source)' in this storyboard"))
                }
                segues.append(segue)
            } catch {
                errors += error.errors
            }
        }
        if let initialScene, !sceneIDs.contains(initialScene.nfc) {
            errors.append(
                .init(field: "initialScene", message: "no scene with id '\(initialScene)' in this storyboard"))
        }
        if !errors.isEmpty { throw APIError.unprocessable("invalid storyboard '\(pathName)'", errors: errors) }
        return Storyboard(
            name: pathName, platform: platform, targetRuntime: targetRuntime, toolsVersion: toolsVersion,
            initialScene: initialScene, scenes: scenes, segues: segues
        ).normalizingNames()
    }
}
