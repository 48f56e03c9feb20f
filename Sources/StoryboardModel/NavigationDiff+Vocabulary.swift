extension Platform {
    /// The class code loads a storyboard with, as a diff's messages name it (`UIStoryboard(name:bundle:)`).
    var storyboardClass: String {
        switch self {
        case .macos: "NSStoryboard"
        case .watchos: "WKInterfaceController"
        case .ios, .tvos: "UIStoryboard"
        }
    }

    /// The call that creates a storyboard's initial scene.
    var instantiateInitialCall: String {
        switch self {
        case .macos: "instantiateInitialController()"
        case .watchos: "the app's root interface controller"
        case .ios, .tvos: "instantiateInitialViewController()"
        }
    }
}

extension NavigationGraph {
    /// The platform of the storyboard named `name`: the document's, else the project's.
    func platform(ofStoryboardNamed name: String) -> Platform {
        storyboard(named: name)?.platform ?? project.platform
    }
}
