/// The names generated code gives storyboards, storyboard IDs and segue identifiers, decided here so that
/// codegen prints them and diagnostics report them from one rule: `uniqueNames`, then a numeric suffix for
/// a name that is unusable (`_`, `self`, ...) or taken by a type or member the generated code declares or
/// names.
extension SwiftIdentifier {
    /// Names that cannot be used for a type or member whatever the rules say (`_` alone is not a name;
    /// `Type`, `Self` and `self` mean something else after a dot).
    public static let unusableNames: Set<String> = ["_", "Type", "Self", "self", "Protocol", "init", "Any"]

    /// Type names every style's fixed part declares or uses, which a storyboard's enum must not shadow.
    public static let generatedTypeNames: Set<String> = [
        "UIKit", "UIViewController", "UIStoryboard", "UIStoryboardSegue", "UINavigationController", "Bundle",
        "AppKit", "NSViewController", "NSWindowController", "NSStoryboard", "NSStoryboardSegue",
        "String", "NSCoder", "StoryboardScene", "StoryboardSegue", "StoryboardType", "SceneType",
        "InitialSceneType", "SegueType", "BundleToken", "Storyboard", "StoryboardCases",
        "UITableView", "UICollectionView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
        "IndexPath", "ReuseIdentifier", "ReusableCell", "ReusableSupplementaryView", "SupplementaryViewKind",
    ]

    /// Members every storyboard enum of the `scenes` style has, which a scene's member must not take.
    public static let storyboardMemberNames: Set<String> = ["storyboardName", "initialScene", "storyboard"]

    /// Names for `raws` in `style`, unique among themselves and avoiding `reserved` and `unusableNames`: a
    /// clash gets the smallest free numeric suffix. Deterministic for any input order. A name is spelled in
    /// NFC whatever form its raw string has (a storyboard ID keeps its NFD bytes, its member's name does not).
    public static func generatedNames(
        for raws: [String], _ style: Case, reserved: Set<String> = []
    ) -> [String: String] {
        let base = (allNamed(raws, style) ? named(raws) : uniqueNames(for: raws, style)).mapValues(\.nfc)
        let blocked = reserved.union(unusableNames)
        var taken = Set(base.values.map(withoutBackticks))
        var result: [String: String] = [:]
        for raw in base.keys.sorted() {
            let name = base[raw] ?? raw
            let plain = withoutBackticks(name)
            guard blocked.contains(plain) else {
                result[raw] = name
                continue
            }
            var counter = 2
            while taken.contains("\(plain)\(counter)") || blocked.contains("\(plain)\(counter)") { counter += 1 }
            let renamed = "\(plain)\(counter)"
            taken.insert(renamed)
            result[raw] = renamed
        }
        return result
    }

    /// `name` without backticks: how a member is written after a dot, where keywords other than the
    /// unusable ones need none (SE-0071).
    public static func withoutBackticks(_ name: String) -> String {
        name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
    }

    /// The names generated code writes for `scene`'s type that a storyboard enum could shadow: its class
    /// (when a valid name, else its framework class) and, for a class of another module, that module.
    public static func typeNamesReferenced(by scene: Scene, platform: Platform, appModule: String?) -> [String] {
        if let customClass = scene.customClass, !customClass.isEmpty, isValidIdentifier(customClass) {
            guard !scene.inheritsModuleFromTarget, let module = scene.customModule, !module.isEmpty,
                module != appModule, isValidIdentifier(module)
            else { return [customClass] }
            return [customClass, module]
        }
        return [Scene.frameworkClass(forKind: scene.kind, platform: platform) ?? scene.swiftType(platform: platform)]
    }

    /// The names generated code writes for the cell classes of `scene` (dequeued cells only) that a
    /// storyboard enum could shadow, each with its module when that is another module, in cell order.
    public static func typeNamesReferenced(
        byCellsOf scene: Scene, appModule: String?
    ) -> [(name: String, module: String?)] {
        scene.cells.filter(\.isDequeued).compactMap { cell in
            guard let customClass = cell.customClass, !customClass.isEmpty, isValidIdentifier(customClass) else {
                return nil
            }
            guard !cell.inheritsModuleFromTarget, let module = cell.customModule, !module.isEmpty,
                module != appModule, isValidIdentifier(module)
            else { return (customClass, nil) }
            return (customClass, module)
        }
    }

    /// Upper camel case enum names for `storyboards` (generated together), never shadowing a generated
    /// type or a type their scenes or cells name.
    public static func storyboardTypeNames(
        for storyboards: [Storyboard], platform: Platform, appModule: String?
    ) -> [String: String] {
        var referenced: Set<String> = []
        for storyboard in storyboards {
            for scene in storyboard.scenes {
                referenced.formUnion(typeNamesReferenced(by: scene, platform: platform, appModule: appModule))
                for (name, module) in typeNamesReferenced(byCellsOf: scene, appModule: appModule) {
                    referenced.insert(name)
                    if let module { referenced.insert(module) }
                }
            }
        }
        return generatedNames(
            for: storyboards.map(\.name), .upperCamel, reserved: generatedTypeNames.union(referenced))
    }

    /// Whether every raw string is already its own name in `style` (ASCII letters, digits and `_`, starting
    /// with a letter of the style's case): then `bareName` returns it unchanged and `uniqueNames` keeps
    /// each one, so the table is known without running the rules character by character.
    static func allNamed(_ raws: [String], _ style: Case) -> Bool {
        raws.allSatisfy { raw in
            guard let first = raw.utf8.first else { return false }
            let startsRight =
                style == .lowerCamel ? (first >= 0x61 && first <= 0x7A) : (first >= 0x41 && first <= 0x5A)
            return startsRight
                && raw.utf8.allSatisfy { byte in
                    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                        || byte == 0x5F
                }
        }
    }

    /// The table `uniqueNames` gives for raw strings that are all their own names: each keeps itself,
    /// keywords in backticks.
    static func named(_ raws: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for raw in raws { result[raw] = keywords.contains(raw) ? "`\(raw)`" : raw }
        return result
    }
}
