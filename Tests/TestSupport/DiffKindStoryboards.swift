/// The project the diff tests edit (`NavigationDiffKindTests`, `DiffImpactRoutesTests`), as Xcode writes its
/// storyboards (module `App`):
///
/// - `Main` (initial scene Home): Home shows Detail by `showDetail`, presents Settings (a form sheet, no
///   identifier) and shows Help's Topics by `show-help` through a storyboard reference. Home and Detail have
///   storyboard IDs; Settings has a class but no ID, so code only reaches it by its segue.
/// - `Help`: Topics (initial, ID `Topics`) and FAQ (ID `FAQ`, reached by no segue), a table whose prototype
///   cell `Question` is a `QuestionCell`.
/// - `Onboarding`: one initial scene, Welcome.
public enum DiffKindStoryboards {
    /// Storyboard name → XML.
    public static let base = ["Main": main, "Help": help, "Onboarding": onboarding]

    /// `Main`.
    public static let main = document(
        initial: "HOM",
        scene(
            "HOM", id: "Home", customClass: "HomeViewController", extra: #"title="Home""#,
            segues: [
                #"<segue destination="DTL" kind="show" identifier="showDetail" id="SG1"/>"#,
                #"<segue destination="SET" kind="presentation" modalPresentationStyle="formSheet" id="SG2"/>"#,
                #"<segue destination="REF" kind="show" identifier="show-help" id="SG3"/>"#,
            ]),
        scene("DTL", id: "Detail", customClass: "DetailViewController"),
        scene("SET", customClass: "SettingsViewController", extra: #"userLabel="Settings""#),
        scene(
            "REF", element: "viewControllerPlaceholder", extra: #"storyboardName="Help" referencedIdentifier="Topics""#)
    )

    /// `Help`.
    public static let help = document(
        initial: "TOP", scene("TOP", element: "tableViewController", id: "Topics", customClass: "TopicsViewController"),
        scene(
            "FAQ", element: "tableViewController", id: "FAQ", customClass: "FAQViewController",
            view: #"<tableView key="view" dataMode="prototypes" id="FAQ-tbl"><prototypes>"#
                + #"<tableViewCell reuseIdentifier="Question" id="CEL" customClass="QuestionCell" customModule="App" "#
                + #"customModuleProvider="target"></tableViewCell></prototypes></tableView>"#))

    /// `Onboarding`.
    public static let onboarding = document(initial: "WEL", scene("WEL", customClass: "WelcomeViewController"))

    /// An iOS storyboard document of `scenes`.
    static func document(initial: String, _ scenes: String...) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="\(initial)">
            <scenes>
        \(scenes.joined())    </scenes>
        </document>

        """
    }

    /// A scene whose controller `element` has IB id `objectID`, the storyboard ID `id` and the class `customClass`
    /// of the target's module when given, `extra` attributes, its `view` (XML) and `segues`.
    public static func scene(
        _ objectID: String, element: String = "viewController", id: String? = nil, customClass: String? = nil,
        extra: String = "", view: String = "", segues: [String] = []
    ) -> String {
        var attributes = id.map { #"storyboardIdentifier="\#($0)" "# } ?? ""
        attributes += #"id="\#(objectID)""#
        if let customClass {
            attributes += #" customClass="\#(customClass)" customModule="App" customModuleProvider="target""#
        }
        attributes += (extra.isEmpty ? "" : " \(extra)") + #" sceneMemberID="viewController""#
        let connections = segues.isEmpty ? "" : "<connections>\(segues.joined())</connections>"
        let controller =
            view.isEmpty && segues.isEmpty
            ? "<\(element) \(attributes)/>" : "<\(element) \(attributes)>\(view)\(connections)</\(element)>"
        return #"<scene sceneID="\#(objectID)-scn"><objects>\#(controller)</objects></scene>"# + "\n"
    }
}
