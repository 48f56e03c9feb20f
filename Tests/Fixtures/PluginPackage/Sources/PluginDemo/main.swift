import DemoApp
import Settings
import UIKit

// The storyboard runtime of the UIKit stand-in: what each storyboard's scenes and segues create.
UIStoryboard.standInRegistry = [
    "Main": UIStoryboard.StandInEntry(
        initial: { coder in UINavigationController(coder: coder) },
        scenes: ["home": { HomeViewController(coder: $0) }, "detail": { DetailViewController(coder: $0) }],
        segues: ["HomeViewController/showDetail": { DetailViewController(coder: NSCoder())! }]
    ),
    "Onboarding": UIStoryboard.StandInEntry(initial: { WelcomeViewController(coder: $0) }, scenes: [:]),
    "Settings": UIStoryboard.StandInEntry(initial: nil, scenes: ["settings": { SettingsViewController(coder: $0) }]),
]

// Typed instantiation from another module: the DemoApp code is public, as its navgraph.json asks.
let home: HomeViewController = StoryboardScene.Main.home.instantiate()
let welcome: WelcomeViewController = StoryboardScene.Onboarding.initialScene.instantiate()
let navigation: UINavigationController = StoryboardScene.Main.initialScene.instantiate()
// The segues style: a typed identifier, and the typed destination in prepare(for:sender:).
home.perform(segue: HomeViewController.Segue.showDetail)
guard home.preparedDetail != nil else {
    fatalError("FAIL: prepare(for:sender:) did not get a typed DetailViewController")
}
guard StoryboardSegue.Main(rawValue: "showDetail") == .showDetail else {
    fatalError("FAIL: StoryboardSegue.Main does not list showDetail")
}
// The Settings target had no navgraph.json: the defaults generated its internal scenes.
let settings = makeSettingsScreen()
print(
    "PASS plugin fixture: \(type(of: home)), \(type(of: welcome)), \(type(of: navigation)), \(type(of: settings)); "
        + "storyboards opened: \(UIStoryboard.standInOpened.joined(separator: " "))")
