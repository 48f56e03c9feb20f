import StoryboardModel

/// A small app whose navigation is half storyboard, half code (docs/model.md, "Code navigation"), built by
/// hand so each test can say what the graph must make of it.
///
/// Main: NAV (initial) holds LIST as root; LIST's segue `showDetail` shows DNAV, a navigation controller
/// holding DETAIL. SETTINGS has storyboard ID `Settings` and no segue in; PROFILE and ORPHAN have neither.
/// Onboarding: WELCOME (initial) and TERMS (ID `Terms`).
enum CodeNavigationFixture {
    static let main = Storyboard(
        name: "Main", initialScene: "NAV",
        scenes: [
            Scene(id: "NAV", kind: "navigationController"),
            Scene(id: "LIST", kind: "tableViewController", customClass: "ListViewController"),
            Scene(id: "DNAV", kind: "navigationController"),
            Scene(id: "DETAIL", kind: "viewController", customClass: "DetailViewController"),
            Scene(
                id: "SETTINGS", kind: "viewController", customClass: "SettingsViewController",
                storyboardIdentifier: "Settings"),
            Scene(id: "PROFILE", kind: "viewController", customClass: "ProfileViewController"),
            Scene(id: "ORPHAN", kind: "viewController", customClass: "OrphanViewController"),
        ],
        segues: [
            Segue(
                id: "R1", source: "NAV", destination: "LIST", kind: "relationship", relationship: "rootViewController"),
            Segue(id: "S1", source: "LIST", destination: "DNAV", kind: "show", identifier: "showDetail"),
            Segue(
                id: "R2", source: "DNAV", destination: "DETAIL", kind: "relationship",
                relationship: "rootViewController"),
        ])

    static let onboarding = Storyboard(
        name: "Onboarding", initialScene: "WELCOME",
        scenes: [
            Scene(id: "WELCOME", kind: "viewController", customClass: "WelcomeViewController"),
            Scene(
                id: "TERMS", kind: "viewController", customClass: "TermsViewController", storyboardIdentifier: "Terms"),
        ])

    static func location(_ file: String, _ line: Int) -> SourceLocation {
        SourceLocation(file: "App/" + file, line: line)
    }

    /// A call of `from` in `file` at `line`.
    static func call(
        _ from: String, _ to: CodeDestination, _ kind: CodeNavigationKind, _ file: String, _ line: Int,
        containers: [String] = []
    ) -> CodeEdge {
        CodeEdge(from: from, to: to, kind: kind, containers: containers, location: location(file, line))
    }

    /// LIST pushes SETTINGS by its ID in its own storyboard.
    static let listPushesSettings = call(
        "ListViewController", .scene(storyboard: nil, identifier: "Settings"), .push, "List.swift", 20)
    /// SETTINGS pushes a `ProfileViewController()`, which only PROFILE is.
    static let settingsPushesProfile = call(
        "SettingsViewController", .viewController("ProfileViewController"), .push, "Settings.swift", 33)
    /// A coordinator presents Onboarding's initial scene in a navigation controller made in code.
    static let coordinatorPresentsOnboarding = call(
        "AppCoordinator", .initialScene(storyboard: "Onboarding"), .present, "AppCoordinator.swift", 10,
        containers: ["UINavigationController"])
    /// WELCOME presents a class no storyboard has.
    static let welcomePresentsLegal = call(
        "WelcomeViewController", .viewController("LegalViewController"), .present, "Welcome.swift", 8)
    /// LIST performs `showDetail` from code.
    static let listPerformsShowDetail = call(
        "ListViewController", .segue("showDetail"), .performSegue, "List.swift", 40)
    /// A segue DETAIL does not have.
    static let detailPerformsMissingSegue = call(
        "DetailViewController", .segue("nope"), .performSegue, "Detail.swift", 5)
    /// `self.storyboard` in a class no storyboard has: its own storyboard is unknown.
    static let helperUsesOwnStoryboard = call(
        "SettingsRouter", .scene(storyboard: nil, identifier: "Settings"), .show, "SettingsRouter.swift", 12)

    static let legalFromNib = CodeInstantiation(
        from: "WelcomeViewController", destination: .viewController("LegalViewController"), method: .nib,
        location: location("Welcome.swift", 7))

    static let code = CodeNavigation(
        edges: [
            listPushesSettings, settingsPushesProfile, coordinatorPresentsOnboarding, welcomePresentsLegal,
            listPerformsShowDetail, detailPerformsMissingSegue, helperUsesOwnStoryboard,
        ],
        instantiations: [legalFromNib])

    static let project = Project(name: "Mixed", module: "Mixed")

    static func graph(code: CodeNavigation = code) -> NavigationGraph {
        NavigationGraph(project: project, storyboards: [main, onboarding], code: code)
    }

    static func withoutCode() -> NavigationGraph {
        NavigationGraph(project: project, storyboards: [main, onboarding])
    }
}
