import SourceScan
import Testing

/// `Foo.make(...)` of a static or class function the sources declare on `Foo` (or its superclass), and
/// `errorAlert()` or `self.errorAlert()` of a method the calling type declares, whose signature names the type it
/// returns: the call makes that type, whatever the function's body or name. A stored property of the calling type
/// holds the type its declaration names.
@Suite struct DeclaredResultNavigationTests {
    typealias R = CodeNavigationReaderTests

    static let caller = """
        class HomeViewController: UIViewController {
            func open() {
                present(DetailViewController.make(item: item), animated: true)
                navigationController?.pushViewController(ReportViewController.generate(for: day), animated: true)
                let settings = SettingsViewController.instantiate(from: .main)
                show(settings, sender: self)
                present(NoticeMaker.alert { dismiss() }, animated: true)
                show(ProDetailViewController.make(item: item), sender: self)
                present(PlusViewController.fromCode(), animated: true)
            }
        }
        """

    @Test func aStaticFactorysDeclaredResultIsWhatTheCallMakes() {
        let declarations = """
            class DetailViewController: UIViewController {
                public static func make(item: Item) -> Self { fatalError() }
            }
            class ProDetailViewController: DetailViewController {}
            extension ReportViewController {
                typealias T = ReportViewController
                class func generate(for day: Date) -> T { T(day: day) }
            }
            class ReportViewController: UITableViewController {}
            final class SettingsViewController: UIViewController {
                @objc static func instantiate(from storyboard: Board) -> SettingsViewController? { nil }
            }
            enum NoticeMaker {
                static func alert(_ done: @escaping () -> Void) -> UIAlertController { UIAlertController() }
            }
            class BaseViewController: UIViewController {
                class func fromCode() -> PlusViewController { PlusViewController() }
            }
            class PlusViewController: BaseViewController {}
            """
        #expect(
            R.edges(Self.caller, also: [("D.swift", declarations)]) == [
                "A.swift:3 HomeViewController --present--> DetailViewController",
                "A.swift:4 HomeViewController --push--> ReportViewController",
                "A.swift:6 HomeViewController --show--> SettingsViewController",
                "A.swift:7 HomeViewController --present--> UIAlertController",
                // `Self` is the class the call names; a superclass's factory answers for its subclasses.
                "A.swift:8 HomeViewController --show--> ProDetailViewController",
                "A.swift:9 HomeViewController --present--> PlusViewController",
            ])
    }

    @Test func onlyAStaticSignatureNamingOneViewControllerMakesIt() {
        let call = """
            class HomeViewController: UIViewController {
                func open() { present(DetailViewController.make(), animated: true) }
            }
            """
        func edges(_ body: String) -> [String] {
            R.edges(call, also: [("D.swift", "class DetailViewController: UIViewController {\n\(body)\n}")])
        }
        let made = "A.swift:2 HomeViewController --present--> DetailViewController"
        #expect(edges("static func make() -> Self { fatalError() }") == [made])
        #expect(edges("static func make() throws -> DetailViewController! { nil }") == [made])
        // Not declared: the name alone says nothing.
        #expect(R.edges(call).isEmpty)
        #expect(R.unresolved(call) == ["2 present functionResult"])
        // An instance method, a general view controller, no result, a generic function, a type that is no view
        // controller, a result of another type's name.
        #expect(edges("func make() -> Self { self }").isEmpty)
        #expect(edges("static func make() -> UIViewController { fatalError() }").isEmpty)
        #expect(edges("static func make() -> UINavigationController { fatalError() }").isEmpty)
        #expect(edges("static func make() { }").isEmpty)
        #expect(edges("static func make<T>() -> T { fatalError() }").isEmpty)
        #expect(edges("static func make() -> Model { fatalError() }\nstruct Model {}").isEmpty)
        #expect(edges("static func make() -> Model.Kind { fatalError() }").isEmpty)
        // Two declarations of the name with other results: the call may be either.
        #expect(
            edges(
                "static func make() -> Self { fatalError() }\nstatic func make(_ x: Int) -> OtherViewController { fatalError() }"
            )
            .isEmpty)
        // Declared on another type: not this call's.
        #expect(
            R.edges(
                call, also: [("D.swift", "class ListViewController: UIViewController { static func make() -> Self }")]
            )
            .isEmpty)
    }

    @Test func declarationsThatDisagreeAcrossFilesMakeNothing() {
        let call = """
            class HomeViewController: UIViewController {
                func open() { present(DetailViewController.make(), animated: true) }
            }
            """
        let one = "extension DetailViewController { static func make() -> Self { fatalError() } }"
        let other = "extension DetailViewController { static func make() -> PopupViewController { fatalError() } }"
        #expect(R.edges(call, also: [("D.swift", one), ("E.swift", one)]).count == 1)
        #expect(R.edges(call, also: [("D.swift", one), ("E.swift", other)]).isEmpty)
    }

    @Test func aMethodOfTheCallingTypeMakesTheTypeItsSignatureNames() {
        let text = """
            class InspectorViewController: BaseViewController {
                func notify() {
                    present(errorAlert(), animated: true)
                    let alert = self.errorAlert()
                    present(alert, animated: true)
                    navigationController?.pushViewController(makeDetails(for: item), animated: true)
                    present(other.errorAlert(), animated: true)
                    present(untyped(), animated: true)
                    present(popup(), animated: true)
                }
                func errorAlert() -> UIAlertController { UIAlertController() }
                func untyped() -> UIViewController { UIViewController() }
            }
            extension BaseViewController {
                func makeDetails(for item: Item) -> DetailsViewController { fatalError() }
            }
            class BaseViewController: UIViewController {}
            class ListViewController: UIViewController {
                func popup() -> PopupViewController { fatalError() }
            }
            """
        #expect(
            R.edges(text) == [
                "A.swift:3 InspectorViewController --present--> UIAlertController",
                "A.swift:5 InspectorViewController --present--> UIAlertController",
                "A.swift:6 InspectorViewController --push--> DetailsViewController",
            ])
        // Another object's method, a general view controller, another type's method: not known.
        #expect(
            R.unresolved(text) == [
                "7 present functionResult", "8 present functionResult", "9 present functionResult",
            ])
    }

    @Test func aPropertyOfTheCallingTypeHoldsTheTypeItsDeclarationNames() {
        let text = """
            class HomeViewController: BaseViewController {
                fileprivate var actionSheet: UIAlertController!
                lazy var preview: QLPreviewController = {
                    QLPreviewController()
                }()
                let picker = UIImagePickerController()
                var content: UIViewController?
                static var shared: SharedViewController?
                func open() {
                    present(actionSheet, animated: true)
                    present(self.preview, animated: true)
                    present(picker, animated: true)
                    navigationController?.pushViewController(details, animated: true)
                    present(content!, animated: true)
                    present(shared, animated: true)
                    present(other.actionSheet, animated: true)
                }
            }
            class BaseViewController: UIViewController {
                var details: DetailsViewController?
            }
            """
        #expect(
            R.edges(text) == [
                "A.swift:10 HomeViewController --present--> UIAlertController",
                "A.swift:11 HomeViewController --present--> QLPreviewController",
                "A.swift:12 HomeViewController --present--> UIImagePickerController",
                "A.swift:13 HomeViewController --push--> DetailsViewController",
            ])
        // A general view controller, a static property, another object's property: not known.
        #expect(
            R.unresolved(text) == [
                "14 present property", "15 present property", "16 present property",
            ])
    }

    @Test func aLocalOrParameterOfThePropertysNameIsNotTheProperty() {
        let text = """
            class HomeViewController: UIViewController {
                var vc: DetailViewController!
                func open(items: [UIViewController], action: Action) {
                    items.forEach { vc in present(vc, animated: true) }
                    for vc in items { present(vc, animated: true) }
                }
                func show(action: Action) {
                    if case .show(let vc) = action { present(vc, animated: true) }
                }
                func guarded(items: [UIViewController]) {
                    guard let vc = items.first else { return }
                    present(vc, animated: true)
                }
                func forwarded(_ vc: UIViewController) {
                    present(vc, animated: true)
                }
                func own() {
                    present(vc, animated: true)
                }
            }
            """
        #expect(R.edges(text) == ["A.swift:18 HomeViewController --present--> DetailViewController"])
        #expect(R.unresolved(text).count == 5)
    }

    @Test func anObjectiveCPropertyHoldsTheClassItsDeclarationNames() {
        let headers = """
            @interface ParentViewController : UIViewController
            @property (nonatomic, strong) UIAlertController *actionsAlertController;
            @end
            @interface ListViewController : ParentViewController
            @end
            @interface NavigationViewController : UINavigationController
            @end
            """
        let text = """
            @interface ListViewController ()
            @property (nonatomic, strong) UIImagePickerController *imagePickerController;
            @property (nonatomic, strong) NavigationViewController *pickerNavigation;
            @property (nonatomic, copy) NSArray<UIViewController *> *stack;
            @end
            @implementation ListViewController
            - (void)open {
                [self presentViewController:self.imagePickerController animated:YES completion:nil];
                [self presentViewController:self.actionsAlertController animated:YES completion:nil];
                [self presentViewController:self.pickerNavigation animated:YES completion:nil];
                [self presentViewController:other.imagePickerController animated:YES completion:nil];
            }
            @end
            """
        let files: [(path: String, text: String)] = [("M.m", text), ("H.h", headers)]
        #expect(
            R.read(files).edges.map(CodeNavigationText.line) == [
                "M.m:8 ListViewController --present--> UIImagePickerController",
                "M.m:9 ListViewController --present--> UIAlertController",
            ])
        // A navigation controller of the sources' own says nothing of its content; another object's property.
        #expect(
            R.read(files).unresolved.map { "\($0.location.line) \($0.reason.rawValue)" } == [
                "10 property", "11 property",
            ])
    }
}
