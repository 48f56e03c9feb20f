import StoryboardModel

/// Projects built in Swift, for shapes the fixture files do not need to spell out.
enum SyntheticProject {
    /// `storyboards` storyboards of `scenesPerStoryboard` scenes chained by `next` segues; the last scene of
    /// each storyboard leads to the next storyboard through a reference to its initial scene.
    static func chain(storyboards count: Int, scenesPerStoryboard: Int) -> NavigationGraph {
        var storyboards: [Storyboard] = []
        var number = 0
        for board in 0..<count {
            let name = "Board" + (board < 10 ? "0" : "") + String(board)
            var scenes: [Scene] = []
            var segues: [Segue] = []
            for position in 0..<scenesPerStoryboard {
                let id = "S-\(number)"
                scenes.append(Scene(id: id, kind: "viewController", customClass: "Screen\(number)ViewController"))
                if position < scenesPerStoryboard - 1 {
                    segues.append(
                        Segue(
                            id: "G-\(number)", source: id, destination: "S-\(number + 1)", kind: "show",
                            identifier: "next"))
                } else if board < count - 1 {
                    let next = "Board" + (board + 1 < 10 ? "0" : "") + String(board + 1)
                    scenes.append(Scene(id: "R-\(board)", kind: Scene.referenceKind, referencedStoryboard: next))
                    segues.append(
                        Segue(
                            id: "G-\(number)", source: id, destination: "R-\(board)", kind: "show", identifier: "next"))
                }
                number += 1
            }
            storyboards.append(Storyboard(name: name, initialScene: scenes[0].id, scenes: scenes, segues: segues))
        }
        return NavigationGraph(project: Project(name: "Synthetic"), storyboards: storyboards)
    }
}
