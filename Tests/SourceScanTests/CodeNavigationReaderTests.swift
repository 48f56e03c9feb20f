import SourceScan
import StoryboardModel
import Testing

/// The navigation reader: which expressions name a destination, which calls stay unresolved and why, scopes,
/// and comments and strings never read as code.
@Suite struct CodeNavigationReaderTests {
    static func read(_ files: [(path: String, text: String)]) -> CodeNavigation {
        CodeNavigationReader.read(files: files)
    }

    static func edges(_ text: String, path: String = "A.swift", also: [(path: String, text: String)] = []) -> [String] {
        read([(path, text)] + also).edges.map(CodeNavigationText.line)
    }

    static func unresolved(_ text: String, path: String = "A.swift") -> [String] {
        read([(path, text)]).unresolved.map { "\($0.location.line) \($0.kind.rawValue) \($0.reason.rawValue)" }
    }

    @Test func storyboardInstantiationOnALiteralNamedStoryboardOwnStoryboardAndALocal() {
        let text = """
            class HomeViewController: UIViewController {
                func openLogin() {
                    let vc = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Login") as! LoginViewController
                    navigationController?.pushViewController(vc, animated: true)
                }
                func openProfile() {
                    let sb = UIStoryboard(name: "Settings", bundle: .main)
                    present(sb.instantiateInitialViewController()!, animated: true)
                    let modern = sb.instantiateViewController(identifier: "Privacy") { coder in PrivacyViewController(coder: coder) }
                    show(modern, sender: self)
                    showDetailViewController(self.storyboard!.instantiateViewController(withIdentifier: "Detail"), sender: nil)
                    if let help = storyboard?.instantiateViewController(withIdentifier: "Help") as? HelpViewController {
                        present(help, animated: false, completion: nil)
                    }
                }
            }
            """
        #expect(
            Self.edges(text) == [
                "A.swift:4 HomeViewController --push--> Main/Login",
                "A.swift:8 HomeViewController --present--> Settings/(initial)",
                "A.swift:10 HomeViewController --show--> Settings/Privacy",
                "A.swift:11 HomeViewController --showDetail--> (own storyboard)/Detail",
                "A.swift:13 HomeViewController --present--> (own storyboard)/Help",
            ])
        let made = Self.read([("A.swift", text)]).instantiations.map(CodeNavigationText.line)
        #expect(made.contains("A.swift:3 HomeViewController makes Main/Login (storyboard)"))
        #expect(made.contains("A.swift:9 HomeViewController makes Settings/Privacy (storyboard)"))
    }

    @Test func classesMadeInCodeFactoriesAndGeneratedAPIs() {
        let text = """
            final class AppCoordinator {
                let navigationController: UINavigationController
                func start() {
                    navigationController.pushViewController(ListViewController(), animated: false)
                    let detail = DetailViewController(nibName: "DetailView", bundle: nil)
                    navigationController.pushViewController(detail, animated: true)
                    let onboarding = OnboardingViewController.instantiate(with: model)
                    navigationController.present(onboarding, animated: true)
                    navigationController.present(StoryboardScene.Main.home.instantiate(), animated: true)
                    navigationController.present(StoryboardScene.Auth.initialScene.instantiate(), animated: true)
                    navigationController.show(R.storyboard.main.settings(), sender: nil)
                    navigationController.show(R.storyboard.auth.instantiateInitialViewController()!, sender: nil)
                    let picker = Picker()
                    navigationController.present(picker, animated: true)
                    navigationController.show(ProfileViewController.viewController(from: .main), sender: nil)
                    navigationController.show(WelcomeViewController.initialViewController(from: .onboarding), sender: nil)
                    navigationController.show(navigationController.viewController(from: x), sender: nil)
                }
            }
            """
        #expect(
            Self.edges(text) == [
                "A.swift:4 AppCoordinator --push--> ListViewController",
                "A.swift:6 AppCoordinator --push--> DetailViewController",
                "A.swift:8 AppCoordinator --present--> OnboardingViewController",
                "A.swift:9 AppCoordinator --present--> ~Main/home",
                "A.swift:10 AppCoordinator --present--> ~Auth/(initial)",
                "A.swift:11 AppCoordinator --show--> ~main/settings",
                "A.swift:12 AppCoordinator --show--> ~auth/(initial)",
                "A.swift:14 AppCoordinator --present--> Picker",
                "A.swift:15 AppCoordinator --show--> ProfileViewController",
                "A.swift:16 AppCoordinator --show--> ~onboarding/(initial)",
            ])
        let made = Self.read([("A.swift", text)]).instantiations.map(CodeNavigationText.line)
        #expect(
            made == [
                "A.swift:4 AppCoordinator makes ListViewController (initializer)",
                "A.swift:5 AppCoordinator makes DetailViewController (nib)",
                "A.swift:7 AppCoordinator makes OnboardingViewController (factory)",
                "A.swift:9 AppCoordinator makes ~Main/home (generated)",
                "A.swift:10 AppCoordinator makes ~Auth/(initial) (generated)",
                "A.swift:11 AppCoordinator makes ~main/settings (generated)",
                "A.swift:12 AppCoordinator makes ~auth/(initial) (generated)",
                "A.swift:15 AppCoordinator makes ProfileViewController (generated)",
                "A.swift:16 AppCoordinator makes ~onboarding/(initial) (generated)",
            ], "Picker() is no instantiation: not declared or named as a view controller")
    }

    @Test func aClassDeclaredAsAViewControllerSubclassIsOneWhateverItsName() {
        let declarations = (
            path: "B.swift", text: "class Picker: BaseScreen {}\nclass BaseScreen: UITableViewController {}"
        )
        let text = "class X { func f() { let p = Picker() } }"
        let made = Self.read([("A.swift", text), declarations]).instantiations.map(CodeNavigationText.line)
        #expect(made == ["A.swift:1 X makes Picker (initializer)"])
        let mock = (
            path: "M.swift", text: "protocol CameraController {}\nclass CameraControllerMock: CameraController {}"
        )
        let test = "class T { func f() { let c = CameraControllerMock() } }"
        #expect(
            Self.read([("A.swift", test), mock]).instantiations.isEmpty,
            "a class conforming to a protocol the sources declare is no framework view controller")
    }

    @Test func aTypeTheSourcesDeclareAsNoViewControllerIsNoDestination() {
        let text = """
            struct LoginScreen: View { var body: some View { Text("") } }
            final class Router {
                func present(_ screen: LoginScreen, animated: Bool) {}
                func go() { present(LoginScreen(), animated: true) }
            }
            """
        #expect(Self.edges(text).isEmpty)
        #expect(Self.unresolved(text) == ["4 present unknownExpression"])
    }

    @Test func containersMadeInCodeAreUnwrapped() {
        let text = """
            class MenuViewController: UIViewController {
                func open() {
                    let settings = SettingsViewController()
                    present(UINavigationController(rootViewController: settings), animated: true)
                    let nav = AppNavigationController(rootViewController: UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()!)
                    present(nav, animated: true)
                    navigationController?.setViewControllers([settings, AboutViewController()], animated: false)
                    let tabs = UITabBarController()
                    tabs.viewControllers = [settings, UINavigationController(rootViewController: HistoryViewController())]
                }
            }
            class AppNavigationController: UINavigationController {}
            """
        #expect(
            Self.edges(text) == [
                "A.swift:4 MenuViewController --present--> [UINavigationController] SettingsViewController",
                "A.swift:6 MenuViewController --present--> [AppNavigationController] Main/(initial)",
                "A.swift:7 MenuViewController --setViewControllers--> SettingsViewController",
                "A.swift:7 MenuViewController --setViewControllers--> AboutViewController",
                "A.swift:9 MenuViewController --setViewControllers--> SettingsViewController",
                "A.swift:9 MenuViewController --setViewControllers--> [UINavigationController] HistoryViewController",
            ])
    }

    @Test func seguesLiteralGeneratedAndDynamic() {
        let text = """
            class ListViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    performSegue(withIdentifier: "showDetail", sender: indexPath)
                    perform(segue: .showHome)
                    perform(segue: StoryboardSegue.Main.showAbout, sender: nil)
                    performSegue(withIdentifier: DetailViewController.className, sender: nil)
                    performSegue(withIdentifier: StoryboardSegue.Main.showList.rawValue, sender: nil)
                    performSegue(withIdentifier: R.segue.listViewController.showEdit, sender: nil)
                }
            }
            """
        #expect(
            Self.edges(text) == [
                "A.swift:3 ListViewController --performSegue--> segue \"showDetail\"",
                "A.swift:4 ListViewController --performSegue--> ~segue \"showHome\"",
                "A.swift:5 ListViewController --performSegue--> ~segue \"showAbout\"",
                "A.swift:7 ListViewController --performSegue--> ~segue \"showList\"",
                "A.swift:8 ListViewController --performSegue--> ~segue \"showEdit\"",
            ])
        #expect(Self.unresolved(text) == ["6 performSegue dynamicName"])
    }

    @Test func aClassNamePropertyTheSourcesDefineNamesTheClass() {
        let identifiable = """
            protocol IdentifiableClass: AnyObject { static var className: String { get } }
            extension IdentifiableClass {
                static var className: String { return NSStringFromClass(self).components(separatedBy: ".").last! }
            }
            """
        let text = """
            class ListViewController: UITableViewController {
                func f() {
                    performSegue(withIdentifier: DetailViewController.className, sender: nil)
                    present(storyboard!.instantiateViewController(withIdentifier: EditViewController.className), animated: true)
                    performSegue(withIdentifier: DetailViewController.title, sender: nil)
                    let add = UIStoryboard(name: String(describing: AddViewController.self), bundle: nil)
                    show(add.instantiateViewController(withIdentifier: String(describing: AddViewController.self)), sender: nil)
                }
            }
            """
        #expect(
            Self.edges(text, also: [("I.swift", identifiable)]) == [
                "A.swift:3 ListViewController --performSegue--> segue \"DetailViewController\"",
                "A.swift:4 ListViewController --present--> (own storyboard)/EditViewController",
                "A.swift:7 ListViewController --show--> AddViewController/AddViewController",
            ])
        let other = "class Other { static var className: String { \"fixed\" } }"
        #expect(
            Self.edges(text, also: [("I.swift", identifiable), ("O.swift", other)]).count == 1,
            "two className definitions: Foo.className is not known")
        #expect(
            Self.unresolved(text) == [
                "3 performSegue dynamicName", "4 present dynamicName", "5 performSegue dynamicName",
            ])
    }

    @Test func aTypesStringConstantsNameItsSegues() {
        let text = """
            class MapViewController: UIViewController {
                let segueAlert = "showAlert"
                static let storyboardName: String = "Map"
                func f(segueCamera: String) {
                    performSegue(withIdentifier: segueAlert, sender: nil)
                    performSegue(withIdentifier: self.segueAlert, sender: nil)
                    show(UIStoryboard(name: MapViewController.storyboardName, bundle: nil).instantiateInitialViewController()!, sender: nil)
                    performSegue(withIdentifier: segueCamera, sender: nil)
                    let segueAlert = other
                    performSegue(withIdentifier: segueAlert, sender: nil)
                    performSegue(withIdentifier: segueOther, sender: nil)
                }
                func g() {
                    let x = "local"
                    performSegue(withIdentifier: x, sender: nil)
                    var y = "first"
                    performSegue(withIdentifier: y, sender: nil)
                    y = "second"
                }
            }
            class ListViewController: UIViewController {
                func h() { performSegue(withIdentifier: segueAlert, sender: nil) }
            }
            """
        #expect(
            Self.edges(text) == [
                "A.swift:5 MapViewController --performSegue--> segue \"showAlert\"",
                "A.swift:6 MapViewController --performSegue--> segue \"showAlert\"",
                "A.swift:7 MapViewController --show--> Map/(initial)",
                "A.swift:15 MapViewController --performSegue--> segue \"local\"",
            ])
        #expect(
            Self.unresolved(text) == [
                "8 performSegue dynamicName", "10 performSegue dynamicName", "11 performSegue dynamicName",
                "17 performSegue reassigned", "22 performSegue dynamicName",
            ])
    }

    /// A segue is one of the scene that performs it: `vc.performSegue(...)` in a presenter names a segue of
    /// `vc`'s scene, not of the presenter's (read on an app whose presenter performed its view controller's segue).
    @Test func aSegueAnotherViewControllerPerformsIsNotTheCallers() {
        let text = """
            class DialogPresenter {
                func present(in vc: UIViewController) {
                    vc.performSegue(withIdentifier: "Dialog", sender: nil)
                }
            }
            class ListViewController: UIViewController {
                var child: UIViewController?
                func f() {
                    self.performSegue(withIdentifier: "mine", sender: nil)
                    child?.performSegue(withIdentifier: "childs", sender: nil)
                    navigationController?.perform(segue: .showHome)
                    super.performSegue(withIdentifier: "super", sender: nil)
                    DispatchQueue.main.async { [weak self] in self?.performSegue(withIdentifier: "later", sender: nil) }
                }
            }
            """
        #expect(
            Self.edges(text) == [
                "A.swift:9 ListViewController --performSegue--> segue \"mine\"",
                "A.swift:12 ListViewController --performSegue--> segue \"super\"",
                "A.swift:13 ListViewController --performSegue--> segue \"later\"",
            ])
        #expect(
            Self.unresolved(text) == [
                "3 performSegue parameter", "10 performSegue property", "11 performSegue property",
            ])
        #expect(Self.read([("A.swift", text)]).unresolved.map(\.expression) == ["vc", "child", "navigationController"])
        let objectiveC = """
            @implementation DialogPresenter
            - (void)presentIn:(UIViewController *)vc {
                [vc performSegueWithIdentifier:@"Dialog" sender:nil];
                [self.parentViewController performSegueWithIdentifier:@"up" sender:nil];
                [self performSegueWithIdentifier:@"mine" sender:nil];
            }
            @end
            """
        #expect(Self.edges(objectiveC, path: "P.m") == ["P.m:5 DialogPresenter --performSegue--> segue \"mine\""])
        #expect(Self.unresolved(objectiveC, path: "P.m") == ["3 performSegue parameter", "4 performSegue property"])
    }

    /// `extension UIStoryboard { static var account: UIStoryboard { UIStoryboard(name: "Account", ...) } }`:
    /// `UIStoryboard.account` is the storyboard `Account`, when the sources declare that property once.
    @Test func aStoryboardPropertyOfUIStoryboardNamesItsStoryboard() {
        let storyboards = """
            extension UIStoryboard {
                static var account: UIStoryboard { UIStoryboard(name: "Account", bundle: nil) }
                public static var settings: UIStoryboard {
                    return UIStoryboard(name: "Settings", bundle: nil)
                }
                static let main = UIStoryboard(name: "Main", bundle: nil)
                static var dynamic: UIStoryboard { UIStoryboard(name: name, bundle: nil) }
                static var twice: UIStoryboard { UIStoryboard(name: "One", bundle: nil) }
                static let title = "not a storyboard"
            }
            extension UIStoryboard { static var twice: UIStoryboard { UIStoryboard(name: "Two", bundle: nil) } }
            struct Other { static var elsewhere: UIStoryboard { UIStoryboard(name: "Elsewhere", bundle: nil) } }
            """
        let text = """
            class AccountsViewController: UIViewController {
                func f() {
                    let nav = UIStoryboard.account.instantiateViewController(withIdentifier: "AccountNav") as! UINavigationController
                    present(nav, animated: true)
                    show(UIStoryboard.settings.instantiateInitialViewController()!, sender: nil)
                    navigationController?.pushViewController(UIStoryboard.main.instantiateViewController(withIdentifier: "Home"), animated: true)
                    present(UIStoryboard.dynamic.instantiateInitialViewController()!, animated: true)
                    present(UIStoryboard.twice.instantiateInitialViewController()!, animated: true)
                    present(UIStoryboard.elsewhere.instantiateInitialViewController()!, animated: true)
                }
            }
            """
        let facts = Self.read([("A.swift", text), ("S.swift", storyboards)])
        #expect(
            facts.edges.map(CodeNavigationText.line) == [
                "A.swift:4 AccountsViewController --present--> Account/AccountNav",
                "A.swift:5 AccountsViewController --show--> Settings/(initial)",
                "A.swift:6 AccountsViewController --push--> Main/Home",
            ])
        #expect(
            facts.unresolved.map { "\($0.location.line) \($0.reason.rawValue)" } == [
                "7 property", "8 property", "9 property",
            ])
    }

    /// `guard let x = x` is the `x` it unwraps; `Foo { ... }` and `f { ... }` with only a trailing closure are
    /// calls (read on an app whose `guard let controller = controller` and `EmailPromptViewController { ... }`
    /// were unknown expressions).
    @Test func anUnwrappedLocalIsItsValueAndATrailingClosureIsACall() {
        let text = """
            class MainViewController: UIViewController {
                var current: UIViewController?
                func f(given: UIViewController?) {
                    let storyboard = UIStoryboard(name: "Privacy", bundle: nil)
                    let controller = storyboard.instantiateInitialViewController { coder in
                        PrivacyViewController(coder: coder)
                    }
                    guard let controller = controller else { return }
                    present(controller, animated: true)
                    let prompt = PromptViewController { accepted in
                        let signup = SignupViewController { _ in }
                        self.present(UINavigationController(rootViewController: signup), animated: true)
                    }
                    present(prompt, animated: true)
                    guard let given = given else { return }
                    present(given, animated: true)
                    if let current = current { present(current, animated: true) }
                }
            }
            """
        #expect(
            Self.edges(text) == [
                "A.swift:9 MainViewController --present--> Privacy/(initial)",
                "A.swift:12 MainViewController --present--> [UINavigationController] SignupViewController",
                "A.swift:14 MainViewController --present--> PromptViewController",
            ])
        #expect(Self.unresolved(text) == ["16 present parameter", "17 present property"])
    }

    @Test func unresolvedReasons() {
        let text = """
            class Router {
                var current: UIViewController?
                func route(to destination: UIViewController, from source: UIViewController) {
                    source.present(destination, animated: true)
                    source.present(current!, animated: true)
                    source.present(self.current!, animated: true)
                    source.present(makeScreen(), animated: true)
                    source.present(UIStoryboard(name: name, bundle: nil).instantiateInitialViewController()!, animated: true)
                    var screen = FirstViewController()
                    if flag { screen = SecondViewController() }
                    source.present(screen, animated: true)
                    source.present(flag ? a : b, animated: true)
                    items.forEach { item in source.present(item, animated: true) }
                    source.present(UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: id), animated: true)
                }
            }
            """
        #expect(
            Self.unresolved(text) == [
                "4 present parameter", "5 present property", "6 present property", "7 present functionResult",
                "8 present dynamicName", "11 present reassigned", "12 present unknownExpression",
                "13 present parameter",
                "14 present dynamicName",
            ])
        #expect(Self.edges(text).isEmpty)
    }

    @Test func aVariableAssignedAfterTheCallIsStillAmbiguous() {
        let text = """
            class A: UIViewController {
                func f() {
                    var vc: UIViewController = FirstViewController()
                    present(vc, animated: true)
                    vc = SecondViewController()
                }
                func g() {
                    var vc: UIViewController
                    vc = FirstViewController()
                    present(vc, animated: true)
                }
            }
            """
        #expect(Self.unresolved(text) == ["4 present reassigned"])
        #expect(Self.edges(text) == ["A.swift:10 A --present--> FirstViewController"])
    }

    @Test func scopesNameTheEnclosingTypeAndLocalsStayInTheirFunction() {
        let text = """
            class Outer: UIViewController {
                func a() { let vc = FirstViewController(); present(vc, animated: true) }
                func b() { present(vc, animated: true) }
                struct Inner {
                    func c(host: UIViewController) { host.present(ThirdViewController(), animated: true) }
                }
            }
            extension Outer {
                func d() { show(FourthViewController(), sender: nil) }
            }
            func free(host: UIViewController) { host.present(FifthViewController(), animated: true) }
            """
        #expect(
            Self.edges(text) == [
                "A.swift:2 Outer --present--> FirstViewController",
                "A.swift:5 Inner --present--> ThirdViewController",
                "A.swift:9 Outer --show--> FourthViewController",
            ])
        #expect(Self.unresolved(text) == ["3 present property", "11 present unknownExpression"])
    }

    @Test func aConditionsConstantsBelongToItsBody() {
        let text = """
            class A: UIViewController {
                var vc: UIViewController?
                func f() {
                    if let vc = FirstViewController() as? UIViewController, let other = Optional(SecondViewController()) {
                        present(vc, animated: true)
                    }
                    present(vc!, animated: true)
                    while let next = ThirdViewController() as UIViewController? { show(next, sender: nil) }
                    guard let last = FourthViewController() as UIViewController? else { return }
                    show(last, sender: nil)
                }
            }
            """
        #expect(
            Self.edges(text) == [
                "A.swift:5 A --present--> FirstViewController", "A.swift:8 A --show--> ThirdViewController",
                "A.swift:10 A --show--> FourthViewController",
            ])
        #expect(Self.unresolved(text) == ["7 present property"])
    }

    @Test func declarationsAndOtherMethodsNamedLikeNavigationAreNotCalls() {
        let text = """
            class Presenter: UIViewController {
                override func present(_ vc: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
                    super.present(vc, animated: animated, completion: completion)
                }
                func f() {
                    ExtensionDelegate.shared().present(error)
                    show(alert: alert)
                    window.show(animated: true)
                }
            }
            """
        #expect(Self.unresolved(text) == ["3 present parameter"])
        #expect(Self.edges(text).isEmpty)
    }

    @Test func commentsAndStringsAreNeverReadAsCode() {
        let text = #"""
            class A: UIViewController {
                func f() {
                    // present(FirstViewController(), animated: true)
                    /* show(SecondViewController(), sender: nil) /* nested */ pushViewController(X(), animated: true) */
                    let s = "present(ThirdViewController(), animated: true)"
                    let t = """
                        pushViewController(FourthViewController(), animated: true)
                        """
                    present(FifthViewController(), animated: true)
                }
            }
            """#
        #expect(Self.edges(text) == ["A.swift:9 A --present--> FifthViewController"])
        #expect(Self.read([("A.swift", text)]).instantiations.count == 1)
    }

    @Test func objectiveCForms() {
        let text = """
            @interface ProfileViewController : UIViewController
            - (void)pushViewController:(UIViewController *)vc animated:(BOOL)animated;
            @end
            @implementation ProfileViewController
            - (void)openWith:(UIViewController *)given {
                UIStoryboard *sb = [UIStoryboard storyboardWithName:@"Main" bundle:nil];
                UIViewController *login = [sb instantiateViewControllerWithIdentifier:@"Login"];
                [self.navigationController pushViewController:login animated:YES];
                [self presentViewController:[[UINavigationController alloc] initWithRootViewController:[[EditViewController alloc] initWithNibName:@"Edit" bundle:nil]] animated:YES completion:nil];
                [self showViewController:(UIViewController *)[self.storyboard instantiateInitialViewController] sender:self];
                [self performSegueWithIdentifier:@"showHelp" sender:self];
                [self showDetailViewController:given sender:nil];
                // [self presentViewController:[CommentViewController new] animated:YES completion:nil];
                [self presentViewController:[AboutViewController new] animated:YES completion:nil];
                self.tabBarController.viewControllers = @[login, [[SearchViewController alloc] init]];
            }
            - (void)warn {
                UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"t" message:nil preferredStyle:UIAlertControllerStyleAlert];
                [self presentViewController:alert animated:YES completion:nil];
            }
            + (void)push:(UIViewController *)viewController on:(UINavigationController *)nav;
            {
                [nav pushViewController:viewController animated:YES];
            }
            @end
            """
        #expect(
            Self.edges(text, path: "P.m") == [
                "P.m:8 ProfileViewController --push--> Main/Login",
                "P.m:9 ProfileViewController --present--> [UINavigationController] EditViewController",
                "P.m:10 ProfileViewController --show--> (own storyboard)/(initial)",
                "P.m:11 ProfileViewController --performSegue--> segue \"showHelp\"",
                "P.m:14 ProfileViewController --present--> AboutViewController",
                "P.m:15 ProfileViewController --setViewControllers--> Main/Login",
                "P.m:15 ProfileViewController --setViewControllers--> SearchViewController",
                "P.m:19 ProfileViewController --present--> UIAlertController",
            ])
        #expect(Self.unresolved(text, path: "P.m") == ["12 showDetail parameter", "23 push parameter"])
        let made = Self.read([("P.m", text)]).instantiations.map(CodeNavigationText.line)
        #expect(
            made == [
                "P.m:7 ProfileViewController makes Main/Login (storyboard)",
                "P.m:9 ProfileViewController makes EditViewController (nib)",
                "P.m:10 ProfileViewController makes (own storyboard)/(initial) (storyboard)",
                "P.m:14 ProfileViewController makes AboutViewController (initializer)",
                "P.m:15 ProfileViewController makes SearchViewController (initializer)",
            ])
    }

    @Test func storyboardInACoordinatorIsItsPropertyNotAnOwnStoryboard() {
        let text = """
            class Coordinator {
                let storyboard: UIStoryboard
                func go() { nav.pushViewController(storyboard.instantiateViewController(withIdentifier: "A"), animated: true) }
            }
            """
        #expect(Self.unresolved(text) == ["3 push property"])
    }

    @Test func hostileInputEndsQuicklyWithoutCrashing() {
        let deep = String(repeating: "{(", count: 20_000) + "present(A(), animated: true)"
        let unterminated = "class A: UIViewController { func f() { present(\"unterminated, animated: true) /* open"
        let many =
            "class B: UIViewController { func f() {\n"
            + String(repeating: "let vc = vc\npresent(vc, animated: true)\n", count: 5_000) + "} }"
        let chain =
            "class C: UIViewController { func f() { let x = a" + String(repeating: ".b", count: 50_000)
            + "\n" + String(repeating: "present(x, animated: true)\n", count: 5_000) + "} }"
        let document = Self.read([
            ("deep.swift", deep), ("u.swift", unterminated), ("many.swift", many), ("chain.swift", chain),
            ("deep.m", String(repeating: "[", count: 50_000) + String(repeating: "]", count: 10)),
        ])
        #expect(document.unresolved.count >= 10_000)
    }
}
