import StoryboardModel

/// The projects the CodeGen tests generate for. They mirror `Tests/Fixtures/CodeGen/<Project>/*.storyboard`.
enum CodeGenFixtures {
    /// Every fixture project by name.
    static let all: [String: NavigationGraph] = ["Demo": demo, "Names": names]

    /// An app with a navigation root, a presented navigation stack, a reference to another storyboard, a
    /// tab bar, an unwind segue, a class of another module (`FeatureKit`) and one of its own (`Demo`).
    static var demo: NavigationGraph {
        let main = Storyboard(
            name: "Main", platform: .ios, initialScene: "nav-main",
            scenes: [
                Scene(id: "nav-main", kind: "navigationController"),
                Scene(
                    id: "home", kind: "viewController", customClass: "HomeViewController",
                    inheritsModuleFromTarget: true, storyboardIdentifier: "HomeViewController"),
                Scene(
                    id: "detail", kind: "viewController", customClass: "DetailViewController", customModule: "Demo",
                    storyboardIdentifier: "detail"),
                Scene(id: "settings-nav", kind: "navigationController", storyboardIdentifier: "settingsNav"),
                Scene(
                    id: "settings", kind: "tableViewController", customClass: "SettingsViewController",
                    inheritsModuleFromTarget: true, storyboardIdentifier: "Settings Screen"),
                Scene(
                    id: "profile", kind: "viewController", customClass: "ProfileViewController",
                    customModule: "FeatureKit", storyboardIdentifier: "profile"),
                Scene(id: "tabs", kind: "tabBarController", storyboardIdentifier: "tabs"),
                Scene(id: "auth-ref", kind: "reference", referencedStoryboard: "Auth"),
                Scene(id: "plain", kind: "viewController", storyboardIdentifier: "plain"),
            ],
            segues: [
                Segue(id: "s1", source: "nav-main", destination: "home", kind: "relationship", relationship: "rootViewController"),
                Segue(id: "s2", source: "home", destination: "detail", kind: "show", identifier: "showDetail"),
                Segue(id: "s3", source: "home", destination: "settings-nav", kind: "presentation", identifier: "presentSettings"),
                Segue(id: "s4", source: "settings-nav", destination: "settings", kind: "relationship", relationship: "rootViewController"),
                Segue(id: "s5", source: "home", destination: "auth-ref", kind: "presentation", identifier: "openAuth"),
                Segue(id: "s6", source: "home", destination: "tabs", kind: "show", identifier: "showTabs"),
                Segue(id: "s7", source: "detail", destination: nil, kind: "unwind", identifier: "unwindToHome", unwindAction: "unwindToHome:"),
                Segue(id: "s8", source: "plain", destination: "detail", kind: "show", identifier: "fromPlain"),
                Segue(id: "s9", source: "home", destination: "profile", kind: "show", identifier: "show profile"),
                Segue(id: "t1", source: "tabs", destination: "detail", kind: "relationship", relationship: "viewControllers"),
            ])
        let auth = Storyboard(
            name: "Auth", platform: .ios, initialScene: "login",
            scenes: [
                Scene(
                    id: "login", kind: "viewController", customClass: "LoginViewController",
                    inheritsModuleFromTarget: true, storyboardIdentifier: "LoginViewController"),
                Scene(
                    id: "signup", kind: "viewController", customClass: "SignUpViewController",
                    inheritsModuleFromTarget: true, storyboardIdentifier: "sign-up"),
            ],
            segues: [
                Segue(id: "a1", source: "login", destination: "signup", kind: "show", identifier: "show sign up")
            ])
        return NavigationGraph(project: Project(name: "Demo", module: "Demo"), storyboards: [main, auth])
    }

    /// Names that are keywords, start with digits, hold spaces and unicode, or collide after renaming.
    static var names: NavigationGraph {
        func scene(_ id: String, _ identifier: String, _ customClass: String?) -> Scene {
            Scene(id: id, kind: "viewController", customClass: customClass, storyboardIdentifier: identifier)
        }
        let keywords = Storyboard(
            name: "default", platform: .ios, initialScene: "n1",
            scenes: [
                scene("n1", "class", "ClassScreen"),
                scene("n2", "1st", "FirstScreen"),
                scene("n3", "my scene", "MyScene"),
                scene("n4", "my-scene", "MySceneTwo"),
                scene("n5", "myScene", "MySceneThree"),
                scene("n6", "Ünïcödé", "ÜnïcodeViewController"),
                scene("n7", "initialScene", "InitialNamed"),
                scene("n8", "!!!", "My-Bad.Class"),
                scene("n9", "self", "SelfScreen"),
                scene("n10", "Type", "TypeScreen"),
            ],
            segues: [
                Segue(id: "g1", source: "n1", destination: "n2", kind: "show", identifier: "default"),
                Segue(id: "g2", source: "n1", destination: "n3", kind: "show", identifier: "1st segue"),
                Segue(id: "g3", source: "n1", destination: "n4", kind: "show", identifier: "my segue"),
                Segue(id: "g4", source: "n1", destination: "n5", kind: "show", identifier: "my-segue"),
                Segue(id: "g5", source: "n1", destination: "n6", kind: "show", identifier: "self"),
                Segue(id: "g6", source: "n1", destination: "n6", kind: "show", identifier: "init"),
            ])
        let digits = Storyboard(
            name: "2nd Flow", platform: .ios, initialScene: "d1",
            scenes: [scene("d1", "Second \"quoted\" \\ scene", "SecondFlowScreen")])
        let unicode = Storyboard(
            name: "Ünïcode Scène", platform: .ios,
            scenes: [scene("u1", "scène", "SceneScreen")])
        let clash = Storyboard(name: "SceneType", platform: .ios, scenes: [scene("c1", "c", "ClashScreen")])
        let macOS = Storyboard(name: "Mac", platform: .macos, scenes: [Scene(id: "m1", kind: "viewController")])
        return NavigationGraph(
            project: Project(name: "Names"), storyboards: [keywords, digits, unicode, clash, macOS])
    }
}
