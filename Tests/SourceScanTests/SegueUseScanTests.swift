import SourceScan
import Testing

/// Issue 38 point 4: a comparison is a segue identifier only where the compared value is a segue's; `String`
/// enum cases without raw values, class names taken as strings and generated storyboard APIs count as uses.
@Suite struct SegueUseScanTests {
    static func references(_ text: String, _ language: SourceLanguage = .swift) -> [String] {
        SourceScanTests.references(text, language)
    }

    @Test("identifier comparisons on values that are not segues are not segue identifiers")
    func otherIdentifiersAreNotSegues() {
        let text = """
            func configure(locale: Locale, constraint: NSLayoutConstraint, cell: UITableViewCell) {
                if locale.identifier == "en" { }
                if constraint.identifier == "height" { }
                if cell.reuseIdentifier == "Cell" { }
                if view.restorationIdentifier == "Restored" { }
                if notification.request.identifier == "reminder" { }
                switch locale.identifier { case "fr": break; default: break }
                if "de" == locale.identifier { }
            }
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                switch sender as? String { case "notASegue": break; default: break }
                if locale.identifier == "it" { }
            }
            """
        #expect(Self.references(text).isEmpty)
        let objectiveC = """
            - (void)viewDidLoad {
                if ([self.locale.identifier isEqualToString:@"en"]) { }
                if ([[constraint identifier] isEqualToString:@"height"]) { }
            }
            """
        #expect(Self.references(objectiveC, .objectiveC).isEmpty)
    }

    @Test("comparisons with a segue's identifier count, whatever the segue's name")
    func segueComparisonsCount() {
        let text = """
            override func prepare(for s: UIStoryboardSegue, sender: Any?) {
                if s.identifier == "showX" { }
                if s.identifier != "notY" { }
                if "yoda" == s.identifier { }
                if let id = s.identifier, id == "bound" { }
                guard let name = s.identifier else { return }
                switch name { case "viaName": break; default: break }
                switch s.identifier! { case "forced": break; default: break }
            }
            @IBAction func unwind(_ back: UIStoryboardSegue) {
                if back.identifier == "unwindDone" { }
            }
            func handle(_ fade: FadeSegue) {
                if fade.identifier == "fade" { }
            }
            override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
                identifier == "guarded"
            }
            func later(id: String) {
                if id == "outOfScope" { }
            }
            """
        #expect(
            Self.references(text) == [
                "segueIdentifier:showX@2", "segueIdentifier:notY@3", "segueIdentifier:yoda@4",
                "segueIdentifier:bound@5", "segueIdentifier:viaName@7", "segueIdentifier:forced@8",
                "segueIdentifier:unwindDone@11", "segueIdentifier:fade@14", "segueIdentifier:guarded@17",
            ])
    }

    @Test("Objective-C: prepareForSegue's parameter, segue locals and shouldPerformSegueWithIdentifier")
    func objectiveCSegueComparisons() {
        let text = """
            - (void)prepareForSegue:(UIStoryboardSegue *)aSegue sender:(id)sender {
                if ([aSegue.identifier isEqualToString:@"dot"]) { }
                if ([[aSegue identifier] isEqualToString:@"message"]) { }
                NSString *name = aSegue.identifier;
                if ([name isEqualToString:@"bound"]) { }
                if ([sender isEqualToString:@"notASegue"]) { }
            }
            - (BOOL)shouldPerformSegueWithIdentifier:(NSString *)identifier sender:(id)sender {
                return [identifier isEqualToString:@"should"];
            }
            - (void)other {
                UIStoryboardSegue *local = nil;
                if ([local.identifier isEqualToString:@"local"]) { }
                [self shouldPerformSegueWithIdentifier:@"asked" sender:nil];
            }
            """
        #expect(
            Self.references(text, .objectiveC) == [
                "segueIdentifier:dot@2", "segueIdentifier:message@3", "segueIdentifier:bound@5",
                "segueIdentifier:should@9", "segueIdentifier:local@13", "segueIdentifier:asked@14",
            ])
    }

    @Test("String enum cases without raw values spell their names; with one, their raw value")
    func stringEnumCasesAreUses() {
        let text = """
            enum SegueID: String, CaseIterable {
                case showDetail, `default`
                case compose = "compose-sheet", editItem
                func describe() -> String {
                    switch self { case .showDetail: return "x"; default: return "y" }
                }
            }
            enum Count: Int { case notAString }
            enum Plain { case notRaw }
            """
        let literals = SourceScan(text, language: .swift).literals
        #expect(literals.isSuperset(of: ["showDetail", "default", "compose-sheet", "editItem"]))
        #expect(!literals.contains("compose"))
        #expect(!literals.contains("notAString"))
        #expect(!literals.contains("notRaw"))
    }

    @Test("class names taken as strings, and classes whose scene is found by their name, are uses")
    func classNamesAsStrings() {
        let swift = """
            performSegue(withIdentifier: ResultsViewController.className, sender: nil)
            let id = String(describing: HomeViewController.self)
            let other = NSStringFromClass(LegacyViewController.self)
            let lower = item.className
            final class InfoViewController: UIViewController, StoryboardSceneBased {}
            extension HomeViewController: Storyboardable {}
            class PlainViewController: UIViewController {}
            """
        let literals = SourceScan(swift, language: .swift).literals
        #expect(
            literals.isSuperset(of: [
                "ResultsViewController", "HomeViewController", "LegacyViewController", "InfoViewController",
            ]))
        #expect(!literals.contains("item"))
        #expect(!literals.contains("PlainViewController"))
        let objectiveC =
            "id vc = [sb instantiateViewControllerWithIdentifier:NSStringFromClass([DetailViewController class])];"
        #expect(SourceScan(objectiveC, language: .objectiveC).literals.contains("DetailViewController"))
    }

    @Test("members of NavGraph's, SwiftGen's and R.swift's generated APIs are found")
    func generatedNamesAreFound() {
        let text = """
            let home = StoryboardScene.Main.home.instantiate()
            perform(segue: StoryboardSegue.Main.showDetail)
            perform(segue: .openSettings)
            let kind = HomeViewController.Segue.presentAuth
            let profile = R.storyboard.main.profileScreen()
            let segue = R.segue.homeViewController.showHelp
            let keyword = StoryboardScene.`Default`.`class`
            let notGenerated = Other.Main.home
            """
        let names = SourceScan(text, language: .swift).generatedNames
        #expect(
            names == [
                GeneratedName(kind: .storyboardIdentifier, container: "Main", member: "home"),
                GeneratedName(kind: .segueIdentifier, container: "Main", member: "showDetail"),
                GeneratedName(kind: .segueIdentifier, container: nil, member: "openSettings"),
                GeneratedName(kind: .segueIdentifier, container: nil, member: "presentAuth"),
                GeneratedName(kind: .storyboardIdentifier, container: "main", member: "profileScreen"),
                GeneratedName(kind: .segueIdentifier, container: "homeViewController", member: "showHelp"),
                GeneratedName(kind: .storyboardIdentifier, container: "Default", member: "class"),
            ])
        #expect(GeneratedName.folded("Settings Screen") == GeneratedName.folded("settingsScreen"))
        #expect(GeneratedName.folded("sign-up") == "signup")
    }
}

extension SegueUseScanTests {
    @Test("a static factory instantiating String(describing: self) makes its callers' class names uses")
    func classNamedFactoriesAndTheirCalls() {
        let text = """
            extension UIViewController {
                static func loadFromStoryboard<T: UIViewController>(named name: String) -> T {
                    let storyboard = UIStoryboard(name: name, bundle: .main)
                    return storyboard.instantiateViewController(withIdentifier: String(describing: self)) as! T
                }
                static func make() -> Self { Self(nibName: String(describing: self), bundle: nil) }
                func notStatic() { _ = storyboard?.instantiateViewController(withIdentifier: String(describing: self)) }
            }
            let search = SearchViewController.loadFromStoryboard(named: "Main") as SearchViewController
            let nib = NibViewController.make()
            """
        let scan = SourceScan(text, language: .swift)
        #expect(scan.classNamedFactories == ["loadFromStoryboard"])
        #expect(scan.typeCalls["loadFromStoryboard"] == ["SearchViewController"])
        #expect(scan.typeCalls["make"] == ["NibViewController"])
    }
}

extension SegueUseScanTests {
    @Test("a function instantiating String(describing: type) of its argument makes the classes passed to it uses")
    func metatypeFactoriesAndTheirCalls() {
        let text = """
            extension UIStoryboard {
                func instantiateController<T>(ofType type: T.Type = T.self) -> T where T: UIViewController {
                    let storyboardId = String(describing: type)
                    return instantiateViewController(withIdentifier: storyboardId) as! T
                }
                func describe(_ value: Any) -> String { String(describing: value) }
            }
            let preview = UIStoryboard.main.instantiateController(ofType: PreviewViewController.self)
            let text = UIStoryboard.main.describe(OtherViewController.self)
            """
        let scan = SourceScan(text, language: .swift)
        #expect(scan.metatypeFactories == ["instantiateController"])
        #expect(scan.metatypeCalls["instantiateController"] == ["PreviewViewController"])
        #expect(scan.metatypeCalls["describe"] == ["OtherViewController"])
        #expect(scan.classNamedFactories.isEmpty, "an instance method does not spell its own class")
    }
}

extension SegueUseScanTests {
    @Test("20,000 identifier bindings in one scope, each compared, are read in one pass")
    func manyBindingsStayLinear() {
        let lines = (0..<20_000).map { "let id\($0) = segue.identifier; _ = id\($0) == \"s\($0)\"" }
        let text = "func f(segue: UIStoryboardSegue) {\n" + lines.joined(separator: "\n") + "\n}\n"
        let references = SourceScan(text, language: .swift).references
        #expect(references.count == 20_000)
        #expect(Set(references.map(\.value)) == Set((0..<20_000).map { "s\($0)" }))
    }
}

extension SegueUseScanTests {
    @Test("classes instantiated through APIs keyed by the class are found; other calls are not")
    func instantiatedClassesAreFound() {
        let text = """
            let a = DetailViewController.instantiate(viewModel: model)
            let b = InfoViewController.instantiate()
            let c = HomeViewController.viewController(from: .main)
            let d = ProfileViewController(from: storyboard, viewModel: profile)
            let e: LoginViewController = UIStoryboard(storyboard: .auth).instantiateViewController()
            let f = storyboard.instantiateViewController() as! SettingsViewController
            let g = Formatter.instantiate
            let h = ListViewController(from: decoder)
            let i = storyboard.instantiateViewController(withIdentifier: "X") as! NotThisViewController
            """
        #expect(
            SourceScan(text, language: .swift).instantiatedClasses == [
                "DetailViewController", "InfoViewController", "HomeViewController", "ProfileViewController",
                "LoginViewController", "SettingsViewController",
            ])
    }
}
