/// The classes the project's nibs hold (docs/model.md, "Nibs"): a view controller nib's File's Owner, the
/// owner of a nib that loads it itself, and every top-level object with a custom class, each with how code
/// obtains it.
extension NavigationGraph {
    /// Every place a nib holds `className` (or `Module.Class`): nibs in name order, in each the File's Owner
    /// first, then the top-level objects in document order. Only custom classes count: a framework class
    /// (`UITableViewCell`) is every nib's.
    public func nibLookups(className: String) -> [NibLookup] {
        guard !nibs.isEmpty, !className.isEmpty else { return [] }
        let exact = nibs.flatMap { holdings(of: className, in: $0) }
        guard exact.isEmpty, let dot = className.lastIndex(of: ".") else { return exact }
        let module = String(className[..<dot])
        let bare = String(className[className.index(after: dot)...])
        return nibs.flatMap { holdings(of: bare, in: $0) }.filter { $0.module == module }
    }

    /// The view controller nib of each class a view controller nib's File's Owner is, for its node: the nib
    /// UIKit loads for `Foo()` by the class's name (`Foo.xib`, or `FooView.xib` for `FooViewController`;
    /// AppKit: `Foo.xib`) when one holds it, else the first by name.
    func viewControllerNibs() -> [String: NibLookup] {
        var byClass: [String: [Nib]] = [:]
        for nib in nibs where nib.isViewControllerNib {
            guard let owner = nib.owner, let name = owner.customClass, !name.isEmpty,
                !Self.isFrameworkClass(name, module: owner.customModule, inherited: owner.inheritsModuleFromTarget)
            else { continue }
            byClass[name, default: []].append(nib)
        }
        var chosen: [String: NibLookup] = [:]
        for (name, held) in byClass {
            let nib =
                held.first { defaultNibNames(of: name, platform: platform(of: $0)).contains($0.name) } ?? held[0]
            if let owner = nib.owner { chosen[name] = ownerLookup(nib, owner: owner, className: name) }
        }
        return chosen
    }

    /// The places `nib` holds `className`: its owner, then its top-level objects.
    private func holdings(of className: String, in nib: Nib) -> [NibLookup] {
        var found: [NibLookup] = []
        if let owner = nib.owner, owner.customClass == className,
            !Self.isFrameworkClass(className, module: owner.customModule, inherited: owner.inheritsModuleFromTarget)
        {
            found.append(ownerLookup(nib, owner: owner, className: className))
        }
        let appKit = platform(of: nib) == .macos
        for (position, object) in nib.objects.enumerated()
        where object.customClass == className
            && !Self.isFrameworkClass(
                className, module: object.customModule, inherited: object.inheritsModuleFromTarget)
        {
            let role = Self.role(of: object)
            found.append(
                NibLookup(
                    nib: nib.name, file: nib.fileName, line: object.line, role: role, objectID: object.id,
                    element: object.elementName, reuseIdentifier: object.usableReuseIdentifier,
                    module: module(object.customModule, inherited: object.inheritsModuleFromTarget),
                    obtain: NibObtain(nib: nib.name, className: className, appKit: appKit).object(
                        role, position: position, identifier: object.usableReuseIdentifier)))
        }
        return found
    }

    private func ownerLookup(_ nib: Nib, owner: NibOwner, className: String) -> NibLookup {
        let appKit = platform(of: nib) == .macos
        let obtain = NibObtain(nib: nib.name, className: className, appKit: appKit)
        let isDefault = defaultNibNames(of: className, platform: appKit ? .macos : .ios).contains(nib.name)
        return NibLookup(
            nib: nib.name, file: nib.fileName, line: owner.line,
            role: nib.isViewControllerNib ? .viewController : .owner,
            objectID: nil, element: "placeholder",
            reuseIdentifier: nil, module: module(owner.customModule, inherited: owner.inheritsModuleFromTarget),
            obtain: nib.isViewControllerNib ? obtain.viewController(loadsByName: isDefault) : obtain.owner())
    }

    /// The nib names `className()` loads with no nib name given: UIKit tries the name without `Controller`,
    /// then the class's name; AppKit the class's name.
    private func defaultNibNames(of className: String, platform: Platform) -> [String] {
        guard platform != .macos, className.hasSuffix("Controller"), className != "Controller" else {
            return [className]
        }
        return [String(className.dropLast("Controller".count)), className]
    }

    /// Whether a custom class IB names is UIKit's or AppKit's own (a File's Owner set to `UIViewController`):
    /// no module and the frameworks' prefix, `UI` or `NS` then a capital. No nib makes such a class its own.
    static func isFrameworkClass(_ name: String, module: String?, inherited: Bool) -> Bool {
        guard !inherited, (module ?? "").isEmpty, name.hasPrefix("UI") || name.hasPrefix("NS") else { return false }
        return name.dropFirst(2).first?.isUppercase == true
    }

    /// The platform of `nib`: its document's, else the project's.
    private func platform(of nib: Nib) -> Platform {
        nib.platform ?? project.platform
    }

    /// The module declaring a nib class: `customModule`, else the app's (IB looks the class up in the target).
    private func module(_ customModule: String?, inherited: Bool) -> String? {
        if let customModule, !customModule.isEmpty, !inherited { return customModule }
        return project.module ?? customModule
    }

    private static func role(of object: NibObject) -> NibLookup.Role {
        switch object.kind {
        case .tableViewCell: return .tableViewCell
        case .collectionViewCell: return .collectionViewCell
        case .collectionReusableView: return .collectionReusableView
        case .tableCellView: return .tableCellView
        case .view: return .view
        case .viewController, .customObject, .other: return .object
        }
    }
}

/// The code that obtains a nib's class, UIKit or AppKit.
private struct NibObtain {
    let nib: String
    let className: String
    let appKit: Bool

    private var literal: String { "\"\(nib.replacingBackslashesAndQuotes())\"" }
    private var loader: String {
        appKit ? "NSNib(nibNamed: \(literal), bundle: nil)" : "UINib(nibName: \(literal), bundle: nil)"
    }

    func viewController(loadsByName: Bool) -> String {
        let call = "\(className)(nibName: \(literal), bundle: nil)"
        return loadsByName ? call + ", or \(className)(), which finds '\(nib).xib' by the class's name" : call
    }

    func owner() -> String {
        appKit
            ? "\(loader)?.instantiate(withOwner: self, topLevelObjects: nil) in \(className), the nib's owner"
            : "\(loader).instantiate(withOwner: self, options: nil) in \(className), the nib's owner"
    }

    func object(_ role: NibLookup.Role, position: Int, identifier: String?) -> String {
        let id = "\"\((identifier ?? className).replacingBackslashesAndQuotes())\""
        let unnamed =
            identifier == nil ? " (the nib sets no reuse identifier: this registers it under its class's name)" : ""
        switch role {
        case .tableViewCell:
            return "tableView.register(\(loader), forCellReuseIdentifier: \(id)), then "
                + "tableView.dequeueReusableCell(withIdentifier: \(id), for: indexPath) as! \(className)" + unnamed
        case .collectionViewCell:
            return "collectionView.register(\(loader), forCellWithReuseIdentifier: \(id)), then "
                + "collectionView.dequeueReusableCell(withReuseIdentifier: \(id), for: indexPath) as! \(className)"
                + unnamed
        case .collectionReusableView:
            return "collectionView.register(\(loader), forSupplementaryViewOfKind: kind, withReuseIdentifier: \(id)), "
                + "then collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: \(id), "
                + "for: indexPath) as! \(className)" + unnamed
        case .tableCellView:
            let item = "NSUserInterfaceItemIdentifier(\(id))"
            return "tableView.register(\(loader), forIdentifier: \(item)), then "
                + "tableView.makeView(withIdentifier: \(item), owner: self) as! \(className)" + unnamed
        case .viewController, .owner, .view, .object:
            return appKit
                ? "\(loader)?.instantiate(withOwner: nil, topLevelObjects: &objects), then the \(className) among "
                    + "objects (AppKit keeps no order)"
                : "\(loader).instantiate(withOwner: nil, options: nil)[\(position)] as! \(className)"
        }
    }
}
