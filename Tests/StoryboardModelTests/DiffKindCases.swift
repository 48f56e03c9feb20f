import StoryboardModel
import TestSupport

/// The cases of `NavigationDiffKindTests`, one per kind of change, grouped by what changed.
enum DiffKindCases {
    typealias Case = NavigationDiffKindTests.Case
    typealias Edit = NavigationDiffKindTests.Edit

    static func replace(_ old: String, _ new: String, in storyboard: String = "Main") -> Edit {
        .replace(storyboard: storyboard, old, with: new)
    }

    /// A scene or segue property changed: the diff's sentence is `property of subject item: old → new` and why.
    static func changed(
        _ name: String, _ edits: [Edit], _ impact: NavigationChange.Impact, _ subject: NavigationChange.Subject,
        _ item: String, _ property: String, _ values: (old: String, new: String), why: String = ""
    ) -> Case {
        Case(
            name: name, edits: edits, impact: impact, subject: subject, kind: .changed, property: property,
            message: "\(property) of \(subject.rawValue) \(item): \(values.old) → \(values.new)\(why)")
    }

    static let home = "Main/HOM (HomeViewController)"
    static let detail = "Main/DTL (DetailViewController)"
    static let settings = "Main/SET (SettingsViewController)"
    /// A storyboard reference is labelled with the framework's type: what its segue's destination is typed as.
    static let reference = "Main/REF (UIViewController)"
    static let showDetail = "'showDetail' from \(home)"
    static let presentSettings = "presentation SG2 from \(home)"
    static let segue1 = #"<segue destination="DTL" kind="show" identifier="showDetail" id="SG1"/>"#
    static let segue2 = #"<segue destination="SET" kind="presentation" modalPresentationStyle="formSheet" id="SG2"/>"#
    static let settingsScene = #"<viewController id="SET""#
    static let dropInitial = replace(#" initialViewController="HOM""#, "")
    static let dropSettings = [replace(segue2, ""), .removeScene(storyboard: "Main", "SET-scn")]
    static let dropDetail = [replace(segue1, ""), .removeScene(storyboard: "Main", "DTL-scn")]
    static let dropDetailID = replace(#"storyboardIdentifier="Detail" "#, "")
    static let detailToSettings = replace(#"destination="DTL" kind="show""#, #"destination="SET" kind="show""#)
    static let leadsElsewhere = ": the reference leads elsewhere"
    static let instantiateFails = ": instantiateViewController(withIdentifier:) with \"Detail\" fails"
    static let performRaises = ": performSegue(withIdentifier:sender:) with \"showDetail\" raises"

    /// Storyboards and their initial scenes.
    static let storyboards = [
        Case(
            name: "storyboard removed", edits: [.remove(storyboard: "Onboarding")], impact: .breaking,
            subject: .storyboard, kind: .removed,
            message: "storyboard 'Onboarding' was removed: UIStoryboard(name: \"Onboarding\", bundle:) fails"),
        Case(
            name: "storyboard added", edits: [.remove(storyboard: "Onboarding")], reversed: true, impact: .behaviour,
            subject: .storyboard, kind: .added, message: "storyboard 'Onboarding' was added"),
        Case(
            name: "initial scene removed", edits: [dropInitial], impact: .breaking, subject: .storyboard,
            kind: .changed, property: "initialScene",
            message: "initial scene of 'Main' is now none (was \(home)): instantiateInitialViewController() returns nil"
        ),
        Case(
            name: "initial scene added", edits: [dropInitial], reversed: true, impact: .behaviour,
            subject: .storyboard, kind: .changed, property: "initialScene",
            message: "initial scene of 'Main' is now \(home) (was none)"),
        Case(
            name: "initial scene changed",
            edits: [replace(#"initialViewController="HOM""#, #"initialViewController="DTL""#)],
            impact: .breaking, subject: .storyboard, kind: .changed, property: "initialScene",
            message: "initial scene of 'Main' is now \(detail) (was \(home)): instantiateInitialViewController() "
                + "returns something else"),
    ]

    /// Scenes and their properties.
    static let scenes = [
        Case(
            name: "scene without ID removed", edits: dropSettings, impact: .behaviour, subject: .scene, kind: .removed,
            message: "scene \(settings) was removed"),
        Case(
            name: "scene added", edits: dropSettings, reversed: true, impact: .behaviour, subject: .scene, kind: .added,
            message: "scene \(settings) was added"),
        Case(
            name: "scene with a storyboard ID removed", edits: dropDetail, impact: .breaking, subject: .scene,
            kind: .removed,
            message: "scene \(detail) was removed: instantiateViewController(withIdentifier:) of its ID fails"),
        changed(
            "scene kind changed",
            [
                replace(
                    #"<viewController storyboardIdentifier="Detail""#,
                    #"<tableViewController storyboardIdentifier="Detail""#)
            ],
            .breaking, .scene, detail, "kind", ("viewController", "tableViewController"),
            why: ": code receives another type"),
        changed(
            "scene title changed", [replace(#"title="Home""#, #"title="Start""#)], .cosmetic, .scene, home, "title",
            ("Home", "Start")),
        changed(
            "scene label changed", [replace(#"userLabel="Settings""#, #"userLabel="Preferences""#)], .cosmetic,
            .scene, settings, "userLabel", ("Settings", "Preferences")),
        changed(
            "storyboard ID added",
            [replace(settingsScene, #"<viewController storyboardIdentifier="Settings" id="SET""#)],
            .cosmetic, .scene, settings, "storyboardIdentifier", ("none", "Settings")),
        changed(
            "storyboard ID removed", [dropDetailID], .breaking, .scene, detail, "storyboardIdentifier",
            ("Detail", "none"), why: instantiateFails),
        // Settings shared Detail's ID (an error): taking it away leaves the call to Detail, not failing. Code that
        // got Settings by it breaks, which the instantiation comparison says (the most serious change).
        Case(
            name: "storyboard ID another scene keeps removed",
            edits: [replace(settingsScene, #"<viewController storyboardIdentifier="Detail" id="SET""#)],
            reversed: true, impact: .behaviour, top: .breaking, subject: .scene, kind: .changed,
            property: "storyboardIdentifier",
            message:
                "storyboardIdentifier of scene \(settings): Detail → none: instantiateViewController(withIdentifier:) "
                + "with \"Detail\" now returns another scene that has it"),
        changed(
            "storyboard ID renamed", [replace(#"storyboardIdentifier="Detail""#, #"storyboardIdentifier="Article""#)],
            .breaking, .scene, detail, "storyboardIdentifier", ("Detail", "Article"), why: instantiateFails),
        changed(
            "class changed", [replace(#"customClass="DetailViewController""#, #"customClass="ArticleViewController""#)],
            .breaking, .scene, detail, "customClass", ("DetailViewController", "ArticleViewController"),
            why: ": `as!` casts to DetailViewController fail"),
        changed(
            "class taken away", [replace(#" customClass="SettingsViewController""#, "")], .breaking, .scene, settings,
            "customClass", ("SettingsViewController", "none"), why: ": `as!` casts to SettingsViewController fail"),
        Case(
            name: "class given", edits: [replace(#" customClass="SettingsViewController""#, "")], reversed: true,
            impact: .behaviour, subject: .scene, kind: .changed, property: "customClass",
            message: "customClass of scene Main/SET (UIViewController): none → SettingsViewController: the scene now "
                + "runs SettingsViewController's code"),
        changed(
            "module changed",
            [
                replace(
                    #"customClass="DetailViewController" customModule="App" customModuleProvider="target""#,
                    #"customClass="DetailViewController" customModule="Kit""#)
            ], .breaking, .scene, detail, "customModule", ("App", "Kit"),
            why: ": UIKit looks the class up in another module"),
        changed(
            "storyboard reference's scene changed", [replace(#""Topics""#, #""FAQ""#)], .breaking, .scene, reference,
            "referencedIdentifier", ("Topics", "FAQ"), why: leadsElsewhere),
        changed(
            "storyboard reference's storyboard changed",
            [replace(#"storyboardName="Help" referencedIdentifier="Topics""#, #"storyboardName="Onboarding""#)],
            .breaking, .scene, reference, "referencedStoryboard", ("Help", "Onboarding"), why: leadsElsewhere),
        changed(
            "storyboard reference's bundle changed",
            [replace(#"storyboardName="Help""#, #"storyboardName="Help" bundleIdentifier="com.example.HelpKit""#)],
            .breaking, .scene, reference, "bundleIdentifier", ("none", "com.example.HelpKit"), why: leadsElsewhere),
    ]

    static let faq = "Help/FAQ (FAQViewController)"
    static let question = "table view cell 'Question'"
    static let cell = #"<tableViewCell reuseIdentifier="Question" id="CEL" customClass="QuestionCell""#
    static let dropCell = replace(
        cell + #" customModule="App" customModuleProvider="target"></tableViewCell>"#, "", in: "Help")
    static let dequeueFails = #": tableView.dequeueReusableCell(withIdentifier: "Question", for: indexPath) fails"#

    /// Prototype cells: code dequeues them by reuse identifier and casts them to their class.
    static let cells = [
        Case(
            name: "cell removed", edits: [dropCell], impact: .breaking, subject: .scene, kind: .changed,
            property: "cells", message: "\(question) of scene \(faq) was removed\(dequeueFails)"),
        Case(
            name: "cell added", edits: [dropCell], reversed: true, impact: .behaviour, subject: .scene,
            kind: .changed, property: "cells", message: "\(question) of scene \(faq) was added"),
        Case(
            name: "cell reuse identifier renamed", edits: [replace(#""Question""#, #""Answer""#, in: "Help")],
            impact: .breaking, subject: .scene, kind: .changed, property: "cell.reuseIdentifier",
            message: "reuseIdentifier of \(question) in scene \(faq): Question → Answer\(dequeueFails)"),
        Case(
            name: "cell reuse identifier removed", edits: [replace(#"reuseIdentifier="Question" "#, "", in: "Help")],
            impact: .breaking, subject: .scene, kind: .changed, property: "cell.reuseIdentifier",
            message: "reuseIdentifier of \(question) in scene \(faq): Question → none\(dequeueFails)"),
        Case(
            name: "cell reuse identifier added", edits: [replace(#"reuseIdentifier="Question" "#, "", in: "Help")],
            reversed: true, impact: .cosmetic, subject: .scene, kind: .changed, property: "cell.reuseIdentifier",
            message: "reuseIdentifier of table view cell CEL in scene \(faq): none → Question"),
        Case(
            name: "cell class changed", edits: [replace(#""QuestionCell""#, #""AnswerCell""#, in: "Help")],
            impact: .breaking, subject: .scene, kind: .changed, property: "cell.customClass",
            message: "customClass of \(question) in scene \(faq): QuestionCell → AnswerCell: `as!` casts to "
                + "QuestionCell fail"),
    ]

    /// Segues and their properties.
    static let segues = [
        Case(
            name: "segue with an identifier removed", edits: [replace(segue1, "")], impact: .breaking, subject: .segue,
            kind: .removed,
            message: "segue \(showDetail) was removed: performSegue(withIdentifier:sender:) with it raises"),
        Case(
            name: "segue without identifier removed", edits: [replace(segue2, "")], impact: .behaviour,
            subject: .segue, kind: .removed, message: "segue \(presentSettings) was removed"),
        Case(
            name: "segue added", edits: [replace(segue2, "")], reversed: true, impact: .behaviour, subject: .segue,
            kind: .added, message: "segue \(presentSettings) was added"),
        changed(
            "segue identifier removed", [replace(#" identifier="showDetail""#, "")], .breaking, .segue, showDetail,
            "identifier", ("showDetail", "none"), why: performRaises),
        changed(
            "segue identifier renamed", [replace(#""showDetail""#, #""showArticle""#)], .breaking, .segue,
            showDetail, "identifier", ("showDetail", "showArticle"), why: performRaises),
        // `showDetail` now leaves Detail: performSegue from Home raises.
        changed(
            "segue with an identifier moved to another scene",
            [
                replace(segue1, ""),
                replace(
                    #"customClass="DetailViewController" customModule="App" customModuleProvider="target" "#
                        + #"sceneMemberID="viewController"/>"#,
                    #"customClass="DetailViewController" customModule="App" customModuleProvider="target" "#
                        + #"sceneMemberID="viewController"><connections>\#(segue1)</connections></viewController>"#),
            ], .breaking, .segue, showDetail, "source", ("HOM", "DTL"), why: performRaises),
        changed(
            "segue identifier added", [replace(#"id="SG2""#, #"identifier="showSettings" id="SG2""#)], .cosmetic,
            .segue, presentSettings, "identifier", ("none", "showSettings")),
        changed(
            "segue kind changed",
            [replace(#"kind="show" identifier="showDetail""#, #"kind="showDetail" identifier="showDetail""#)],
            .behaviour, .segue, showDetail, "kind", ("show", "showDetail")),
        changed(
            "segue presentation style changed", [replace(#""formSheet""#, #""pageSheet""#)], .behaviour, .segue,
            presentSettings, "modalPresentationStyle", ("formSheet", "pageSheet")),
        changed(
            "segue animation turned off", [replace(#"id="SG2""#, #"animates="NO" id="SG2""#)], .behaviour, .segue,
            presentSettings, "animates", ("none", "NO")),
        changed(
            "segue class given", [replace(#"id="SG2""#, #"customClass="FadeSegue" id="SG2""#)], .behaviour, .segue,
            presentSettings, "customClass", ("none", "FadeSegue")),
        changed(
            "segue with an identifier leads elsewhere", [detailToSettings], .breaking, .segue, showDetail,
            "destination", (detail, settings)),
        changed(
            "segue without identifier leads elsewhere",
            [replace(#"destination="SET" kind="presentation""#, #"destination="DTL" kind="presentation""#)],
            .behaviour, .segue, presentSettings, "destination", (settings, detail)),
    ]

    /// What the structural changes mean: resolutions, instantiation, routes, diagnostics, generated names.
    static let meanings = [
        Case(
            name: "segue resolves to another class", edits: [detailToSettings], impact: .breaking,
            subject: .resolution, kind: .changed, property: "content",
            message: "segue \(showDetail) now resolves to content SettingsViewController (was DetailViewController): "
                + "`as!` casts in prepare(for:sender:) fail"),
        // Detail wrapped in a navigation controller: what `showDetail` presents changes (behaviour); the segue's
        // own destination, what `segue.destination` is in code, changes too (breaking).
        Case(
            name: "segue presents another scene",
            edits: [
                replace(#"destination="DTL" kind="show""#, #"destination="NAV" kind="show""#),
                replace(
                    "</scenes>",
                    DiffKindStoryboards.scene(
                        "NAV", element: "navigationController",
                        segues: [
                            #"<segue destination="DTL" kind="relationship" relationship="rootViewController" id="SG9"/>"#
                        ])
                        + "</scenes>"),
            ], impact: .behaviour, top: .breaking, subject: .resolution, kind: .changed, property: "presented",
            message: "segue \(showDetail) now resolves to presented Main/NAV (UINavigationController) (was \(detail))"),
        Case(
            name: "class no longer instantiable", edits: dropDetail, impact: .breaking, subject: .instantiation,
            kind: .removed,
            message: "DetailViewController can no longer be instantiated: no scene has class 'DetailViewController'"),
        Case(
            name: "class obtained another way", edits: [dropDetailID], impact: .breaking, subject: .instantiation,
            kind: .changed, property: "instantiation",
            message: "DetailViewController is now obtained by segue only (was identifier 'Detail' in Main)"),
        // Code that called `instantiateInitialViewController()` still gets the class: nothing it does breaks.
        Case(
            name: "storyboard ID given to an initial scene",
            edits: [
                replace(
                    #"<viewController id="WEL""#, #"<viewController storyboardIdentifier="Welcome" id="WEL""#,
                    in: "Onboarding")
            ],
            impact: .cosmetic, subject: .instantiation, kind: .changed, property: "instantiation",
            message: "WelcomeViewController is now obtained by identifier 'Welcome' in Onboarding "
                + "(was initial scene of Onboarding)"),
        Case(
            name: "route lost", edits: [replace(segue2, "")], impact: .behaviour, subject: .route, kind: .removed,
            message: "no route from an initial scene reaches \(settings) any more"),
        Case(
            name: "route gained", edits: [replace(segue2, "")], reversed: true, impact: .behaviour, subject: .route,
            kind: .added, message: "\(settings) is now reached from an initial scene"),
        Case(
            name: "warning introduced", edits: [replace(segue2, "")], impact: .behaviour, subject: .diagnostic,
            kind: .introduced,
            message:
                "warning introduced: scene \(settings) is unreachable: no initial scene or scene with a storyboard ID "
                + "leads to it through segues, containers or storyboard references (scenes with a storyboard ID count "
                + "as reachable because code can instantiate them); give it a storyboard ID or a segue, or delete it"),
        Case(
            name: "error introduced",
            edits: [replace(settingsScene, #"<viewController storyboardIdentifier="Detail" id="SET""#)],
            impact: .breaking, subject: .diagnostic, kind: .introduced,
            message: "error introduced: storyboard ID 'Detail' of scene \(settings) is also on scene \(detail); "
                + "instantiateViewController(withIdentifier:) can return only one of them"),
        // Help's Topics given back the storyboard ID Main's reference names: the error goes, and nothing else
        // that code or users notice.
        Case(
            name: "error fixed", edits: [replace(#"storyboardIdentifier="Topics" "#, "", in: "Help")], reversed: true,
            impact: .cosmetic, subject: .diagnostic, kind: .fixed,
            message: "error fixed: storyboard reference Main/REF cannot be followed: storyboard 'Help' has no scene "
                + "with storyboard ID 'Topics'"),
        Case(
            name: "generated name of a storyboard ID renamed",
            edits: [replace(settingsScene, #"<viewController storyboardIdentifier="detail" id="SET""#)],
            impact: .breaking, subject: .symbol, kind: .changed, property: "storyboard ID",
            message: "generated name of storyboard ID 'Detail' is now detail2 (was detail)"),
        Case(
            name: "generated name of a segue identifier renamed",
            edits: [replace(#"id="SG2""#, #"identifier="showHelp" id="SG2""#)], impact: .breaking, subject: .symbol,
            kind: .changed, property: "segue identifier",
            message: "generated name of segue identifier 'show-help' is now showHelp2 (was showHelp)"),
        // A second cell `question` in FAQ's table: `Question`'s generated name yields to it.
        Case(
            name: "generated name of a reuse identifier renamed",
            edits: [
                replace(
                    "</prototypes>", #"<tableViewCell reuseIdentifier="question" id="CL2"/></prototypes>"#, in: "Help")
            ],
            impact: .breaking, subject: .symbol, kind: .changed, property: "reuse identifier",
            message: "generated name of reuse identifier 'Question' is now question2 (was question)"),
    ]
}
