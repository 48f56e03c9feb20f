import SourceScan
import StoryboardModel
import Testing

/// Two forms of navigation the reader names besides UIKit's: WatchKit's interface controllers shown by name
/// (a storyboard ID in whichever storyboard holds it), and a generic function given `Foo.self` that the sources
/// declare to return the type it is given (`func f<T>(ofType: T.Type) -> T`).
@Suite struct WatchKitAndFactoryNavigationTests {
    typealias R = CodeNavigationReaderTests

    static let identifiable = """
        protocol IdentifiableClass: AnyObject { static var className: String { get } }
        extension IdentifiableClass {
            static var className: String { return NSStringFromClass(self).components(separatedBy: ".").last! }
        }
        """

    @Test func watchKitCallsByNameAreEdgesToTheSceneOfThatIDInAnyStoryboard() {
        let text = """
            class HUDInterfaceController: WKInterfaceController {
                func addCarbs() {
                    presentController(withName: CarbEntryListController.className, context: nil)
                    pushController(withName: "Detail", context: self)
                    presentController(withNames: ["PageOne", PageTwoController.className], contexts: nil)
                    presentController(withNamesAndContexts: [(name: "Pick", context: self as AnyObject)])
                    let names = pages()
                    presentController(withNames: names, contexts: nil)
                    pushController(withName: chosen, context: nil)
                    presentController(withName: "Tip \\(n)", context: nil)
                }
            }
            final class ExtensionDelegate: NSObject, WKExtensionDelegate {
                func applicationDidFinishLaunching() {
                    WKInterfaceController.reloadRootPageControllers(
                        withNames: ["Main", "Chart"], contexts: nil, orientation: .vertical, pageIndex: 0)
                }
            }
            """
        #expect(
            R.edges(text, also: [("I.swift", Self.identifiable)]) == [
                "A.swift:3 HUDInterfaceController --present--> (any storyboard)/CarbEntryListController",
                "A.swift:4 HUDInterfaceController --push--> (any storyboard)/Detail",
                "A.swift:5 HUDInterfaceController --present--> (any storyboard)/PageOne",
                "A.swift:5 HUDInterfaceController --present--> (any storyboard)/PageTwoController",
                "A.swift:6 HUDInterfaceController --present--> (any storyboard)/Pick",
                "A.swift:15 ExtensionDelegate --setViewControllers--> (any storyboard)/Main",
                "A.swift:15 ExtensionDelegate --setViewControllers--> (any storyboard)/Chart",
            ])
        // Names that are no literal (a function's result, a property, an interpolation) are not guessed.
        #expect(
            R.unresolved(text) == [
                "3 present dynamicName", "5 present dynamicName", "8 present dynamicName", "9 push dynamicName",
                "10 present dynamicName",
            ])
        // The document says the scene by its ID alone.
        let edge = R.read([("A.swift", text)]).edges.first { $0.location.line == 4 }
        #expect(edge?.to == CodeDestination(kind: .bundleScene, identifier: "Detail"))
    }

    @Test func watchKitInObjectiveCAndLookalikesThatAreNoWatchKitCall() {
        let text = """
            @implementation MenuController
            - (void)open {
                [self presentControllerWithName:@"Settings" context:nil];
                [self pushControllerWithName:@"Detail" context:self.item];
                [self presentControllerWithNames:@[@"One", @"Two"] contexts:nil];
                [WKInterfaceController reloadRootControllersWithNames:@[@"Home"] contexts:nil];
                [self presentControllerWithNamesAndContexts:@[@{@"name": @"X"}]];
            }
            @end
            """
        #expect(
            R.edges(text, path: "M.m") == [
                "M.m:3 MenuController --present--> (any storyboard)/Settings",
                "M.m:4 MenuController --push--> (any storyboard)/Detail",
                "M.m:5 MenuController --present--> (any storyboard)/One",
                "M.m:5 MenuController --present--> (any storyboard)/Two",
                "M.m:6 MenuController --setViewControllers--> (any storyboard)/Home",
            ])
        #expect(R.unresolved(text, path: "M.m") == ["7 present unknownExpression"])
        // Another label, a declaration, a comment: no call of WatchKit's.
        let lookalikes = """
            class Router {
                func presentController(withName name: String, context: Any?) {}
                func go() {
                    presentController(for: "Settings")
                    // presentController(withName: "Commented", context: nil)
                    pushController(named: "Detail")
                }
            }
            """
        #expect(R.read([("L.swift", lookalikes)]).isEmpty)
    }

    @Test func aGenericMetatypeFactoryGivenFooSelfMakesAFoo() {
        let helper = """
            extension UIStoryboard {
                static var settings: UIStoryboard { UIStoryboard(name: "Settings", bundle: nil) }
                public func instantiateController<T>(ofType type: T.Type = T.self) -> T where T: UIViewController {
                    let storyboardId = String(describing: type)
                    return instantiateViewController(withIdentifier: storyboardId) as! T
                }
            }
            """
        let text = """
            class AddAccountViewController: UITableViewController {}
            class SettingsViewController: UITableViewController {
                func open() {
                    let controller = UIStoryboard.settings.instantiateController(ofType: AddAccountViewController.self)
                    navigationController?.pushViewController(controller, animated: true)
                    present(UIStoryboard.settings.instantiateController(ofType: ThemeViewController.self), animated: true)
                    let nav = UINavigationController(rootViewController: storyboard!.instantiateController(ofType: Views.ImageViewController.self))
                    present(nav, animated: true)
                    present(UIStoryboard.settings.instantiateController(ofType: kind), animated: true)
                    present(UIStoryboard.settings.instantiateController(), animated: true)
                }
            }
            """
        let files: [(path: String, text: String)] = [("A.swift", text), ("H.swift", helper)]
        #expect(
            R.read(files).edges.map(CodeNavigationText.line) == [
                "A.swift:5 SettingsViewController --push--> AddAccountViewController",
                "A.swift:6 SettingsViewController --present--> ThemeViewController",
                "A.swift:8 SettingsViewController --present--> [UINavigationController] ImageViewController",
            ])
        #expect(
            R.read(files).unresolved.map { "\($0.location.line) \($0.reason.rawValue)" } == [
                "9 functionResult", "10 functionResult",
            ])
        #expect(
            R.read(files).instantiations.map(CodeNavigationText.line) == [
                "A.swift:4 SettingsViewController makes AddAccountViewController (factory)",
                "A.swift:6 SettingsViewController makes ThemeViewController (factory)",
                "A.swift:7 SettingsViewController makes ImageViewController (factory)",
            ])
    }

    @Test func onlyADeclaredGenericMetatypeSignatureMakesTheClass() {
        let call = """
            class SettingsViewController: UITableViewController {
                func open() { present(UIStoryboard.main.make(Theme.self), animated: true) }
            }
            """
        func edges(_ helper: String) -> [String] { R.edges(call, also: [("H.swift", helper)]) }
        let made = "A.swift:2 SettingsViewController --present--> Theme"
        #expect(edges("func make<T: UIViewController>(_ type: T.Type) throws -> T { fatalError() }") == [made])
        #expect(edges("func make<T>(_ type: T.Type) -> T? { nil }") == [made])
        // Not declared here: the name alone says nothing.
        #expect(R.edges(call).isEmpty)
        // Signatures that do not return the type given: another result, a parameter not `T.Type`, no generic.
        #expect(edges("func make<T>(_ type: T.Type) -> UIViewController { fatalError() }").isEmpty)
        #expect(edges("func make<T>(_ type: T.Type) -> T.Type { type }").isEmpty)
        #expect(edges("func make<T>(_ type: T) -> T { type }").isEmpty)
        #expect(edges("func make<T>(_ type: U.Type) -> T { fatalError() }").isEmpty)
        #expect(edges("func make(_ type: AnyClass) -> UIViewController { fatalError() }").isEmpty)
        // Another function of the name, or the label the factory does not have: not known to be the factory.
        #expect(edges("func make<T>(_ type: T.Type) -> T { fatalError() }\nfunc make(_ x: Any) -> Any { x }").isEmpty)
        #expect(edges("func make<T>(ofType type: T.Type) -> T { fatalError() }").isEmpty)
        // A declared type that is no view controller is never a destination.
        #expect(
            R.edges(call, also: [("H.swift", "func make<T>(_ t: T.Type) -> T { fatalError() }\nstruct Theme {}")])
                .isEmpty)
    }

    @Test func hostileNamesAndSignaturesEndQuickly() {
        let pages =
            "presentController(withNames: [" + String(repeating: "\"A\", ", count: 100_000) + "], contexts: nil)"
        let pairs =
            "presentController(withNamesAndContexts: ["
            + String(repeating: "(name: \"A\", context: x), ", count: 50_000)
            + "])"
        let nested =
            String(repeating: "func make<T>(_ t: T.Type, _ f: ", count: 20_000)
            + String(repeating: ") -> T", count: 20_000)
        let calls = String(repeating: "present(make(A.self), animated: true)\n", count: 20_000)
        let document = R.read([
            ("p.swift", "class W: WKInterfaceController { func f() {\n\(pages)\n\(pairs)\n} }"),
            ("n.swift", nested), ("c.swift", "class V: UIViewController { func f() {\n\(calls)} }"),
            (
                "m.m",
                "@implementation M\n- (void)f { [self presentControllerWithNames:@["
                    + String(repeating: "@\"A\",", count: 50_000) + "] contexts:nil]; }\n@end"
            ),
        ])
        #expect(document.edges.count >= 200_000)
    }
}
