extension NibCodeCheck {
    /// The class prefixes of Apple's frameworks: an owner of one of their classes (`UIViewController`,
    /// `NSApplication`, `PDFView`) is declared by no source of the app and is no finding.
    static let frameworkPrefixes = [
        "UI", "NS", "MK", "AV", "WK", "SK", "SCN", "GLK", "MTK", "AR", "PH", "CN", "QL", "GK", "SF", "PK", "HK",
        "EK", "MF", "IN", "AS", "CP", "LP", "PDF", "IK", "CA", "CL",
    ]

    /// Nibs whose File's Owner class is of the app (no module, the target's, or `module`) while no source
    /// declares it and no storyboard scene uses it (`storyboardClasses`): a class renamed or removed, whose
    /// outlets raise when the nib loads with an owner that lacks them. Reported at the owner's placeholder.
    public static func unknownOwnerClasses(
        _ nibs: [PlacedNib], facts: NibCodeFacts, storyboardClasses: Set<String>, module: String?
    ) -> [NibCodeFinding] {
        var found: [NibCodeFinding] = []
        for placed in nibs {
            guard let owner = placed.nib.owner, let name = owner.customClass, !name.isEmpty,
                isAppModule(owner, module: module), !isFrameworkClass(name), !name.hasPrefix("_Tt"),
                !facts.declaredClasses.contains(name), !storyboardClasses.contains(name),
                !facts.declaredClasses.contains(String(name.split(separator: ".").last ?? ""))
            else { continue }
            found.append(
                NibCodeFinding(
                    code: .unknownOwnerClass, file: placed.path, line: owner.line, nib: placed.nib.name,
                    message: "File's Owner class '\(name)' of nib '\(placed.nib.name)' is declared by no Swift or "
                        + "Objective-C source and used by no storyboard: renamed or removed? Loaded with an owner "
                        + "of another class, the nib's outlets to it raise (not key value coding-compliant); set "
                        + "the owner's class in Interface Builder's identity inspector"))
        }
        return found
    }

    /// Whether `owner`'s class belongs to the app: no module set, the target's module, or `module` itself.
    static func isAppModule(_ owner: NibOwner, module: String?) -> Bool {
        guard let customModule = owner.customModule, !customModule.isEmpty else { return true }
        return owner.inheritsModuleFromTarget || customModule == module
    }

    /// Whether `name` starts with an Apple framework's prefix followed by a capital (`UIView`, not `UIKitty`).
    static func isFrameworkClass(_ name: String) -> Bool {
        frameworkPrefixes.contains { prefix in
            guard name.hasPrefix(prefix), let next = name.dropFirst(prefix.count).first else { return false }
            return next.isUppercase
        }
    }
}
