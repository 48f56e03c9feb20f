import StoryboardModel

/// The view controllers made from their nibs (`init(nibName:bundle:)`) in the styles that inject a view
/// model: `initializable`'s `NibInitializable` (the view model handed to the adopter's
/// `init(nibName:bundle:viewModel:)`, which calls `super.init(nibName:bundle:)`) and `viewmodel-bindable`'s
/// `NibViewModelBindable` (made from its nib, given its view model, its view loaded and bound). Each class
/// that is the File's Owner of exactly one view controller nib gets its `nibName`; nothing is generated
/// without such a nib.
struct NibViewControllerDecls {
    let context: CodeContext

    /// The custom classes of view controller nibs, sorted by name, with their nib; a class several nibs own is
    /// named in `leftOut`.
    func ownedClasses() -> (classes: [(type: TypeReference, nib: String)], leftOut: SwiftDecl?) {
        let nibDecls = NibDecls(context: context)
        let entries = context.nibs.filter(\.isViewControllerNib).map { nib in
            (type: nibDecls.ownerType(of: nib), nib: nib.name, kept: ())
        }
        let (unique, leftOut) = NibDecls.oneNibPerClass(
            entries.filter(\.type.isCustom), several: "it owns several view controller nibs")
        return (unique.map { ($0.type, $0.nib) }, leftOut.isEmpty ? nil : .comment(leftOut))
    }

    /// `initializable`'s declarations and the types they name; empty without a view controller nib.
    func initializable() -> (decls: [SwiftDecl], types: [TypeReference]) {
        let (classes, leftOut) = ownedClasses()
        guard !classes.isEmpty || leftOut != nil else { return ([], []) }
        let protocolDecl = SwiftDecl.type(
            SwiftType(
                doc: [
                    "A view controller that receives its view model when it is made from its nib.",
                    "Main-actor isolated because the view controllers that adopt it are. Its",
                    "`init(nibName:bundle:viewModel:)` keeps the view model and calls `super.init(nibName:bundle:)`;",
                    "a class that is not `final` declares it `required`, since `instantiate` calls it on `Self`.",
                ], attributes: ["@MainActor"], kind: .protocol, name: "NibInitializable",
                members: [
                    .typeAlias(doc: ["The view model's type."], name: "ViewModel", type: nil),
                    nibNameRequirement,
                    .function(
                        SwiftFunction(
                            doc: ["Creates the view controller with its view model, its view in the nib."],
                            signature: "init(nibName: String?, bundle: Bundle?, viewModel: ViewModel)", body: nil,
                            isAPI: false)),
                ]))
        let make = SwiftDecl.type(
            SwiftType(
                kind: .extension, name: "NibInitializable", whereClause: "Self: UIViewController",
                members: [
                    .function(
                        SwiftFunction(
                            doc: [
                                "Makes the view controller with `viewModel`, its view loaded when needed from its nib",
                                "in `bundle`, else in the bundle that holds this code.",
                            ], modifiers: ["static"],
                            signature: "func instantiate(viewModel: ViewModel, bundle: Bundle? = nil) -> Self",
                            body: [
                                .line(
                                    "Self(nibName: nibName, bundle: bundle ?? Bundle(for: BundleToken.self), viewModel: viewModel)"
                                )
                            ]))
                ]))
        return (
            [.mark("Nibs"), protocolDecl, make] + classExtensions(classes, leftOut: leftOut), classes.map(\.type)
        )
    }

    /// `viewmodel-bindable`'s declarations and the types they name; empty without a view controller nib.
    func viewModelBindable() -> (decls: [SwiftDecl], types: [TypeReference]) {
        let (classes, leftOut) = ownedClasses()
        guard !classes.isEmpty || leftOut != nil else { return ([], []) }
        let protocolDecl = SwiftDecl.type(
            SwiftType(
                doc: [
                    "A view controller made from its nib and a view model.",
                    "Main-actor isolated because the view controllers that adopt it are.",
                ], attributes: ["@MainActor"], kind: .protocol, name: "NibViewModelBindable",
                members: [
                    ViewModelBindableStyle.viewModelRequirements[0], ViewModelBindableStyle.viewModelRequirements[1],
                    nibNameRequirement,
                    .function(
                        SwiftFunction(
                            doc: ["UIKit's `init(nibName:bundle:)` (`required` in a class that is not `final`)."],
                            signature: "init(nibName: String?, bundle: Bundle?)", body: nil, isAPI: false)),
                    ViewModelBindableStyle.viewModelRequirements[2],
                ]))
        let make = SwiftDecl.type(
            SwiftType(
                kind: .extension, name: "NibViewModelBindable", whereClause: "Self: UIViewController",
                members: [
                    .function(
                        SwiftFunction(
                            doc: [
                                "Makes the view controller from its nib in `bundle` (else in the bundle that holds this",
                                "code), sets `viewModel`, loads the view so outlets are connected, then calls",
                                "`bindViewModel()`.",
                            ], signature: "init(viewModel: ViewModelType, bundle: Bundle? = nil)",
                            body: [
                                .line(
                                    "self.init(nibName: Self.nibName, bundle: bundle ?? Bundle(for: BundleToken.self))"),
                                .line("self.viewModel = viewModel"),
                                .line("loadViewIfNeeded()"),
                                .line("bindViewModel()"),
                            ]))
                ]))
        let binding = ViewModelBindableStyle.defaultBinding(of: "NibViewModelBindable")
        return (
            [.mark("Nibs"), protocolDecl, make, binding] + classExtensions(classes, leftOut: leftOut),
            classes.map(\.type)
        )
    }

    private var nibNameRequirement: SwiftDecl {
        .property(
            SwiftProperty(
                doc: ["The nib that holds its view, without `.xib` (generated below)."], modifiers: ["static"],
                name: "nibName", type: "String", accessors: "{ get }", isAPI: false))
    }

    /// `extension Class { static var nibName: String { "Nib" } }` for each class, after the left-out comment.
    private func classExtensions(_ classes: [(type: TypeReference, nib: String)], leftOut: SwiftDecl?) -> [SwiftDecl] {
        let extensions = classes.map { entry -> SwiftDecl in
            .type(
                SwiftType(
                    kind: .extension, name: entry.type.name,
                    members: [context.staticString("nibName", entry.nib, doc: "The nib that holds this class's view.")])
            )
        }
        return [.mark("Nibs of each class")] + (leftOut.map { [$0] } ?? []) + extensions
    }
}
