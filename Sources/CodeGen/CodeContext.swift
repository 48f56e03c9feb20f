import StoryboardModel

/// What every style needs from the graph: the storyboards of its UI framework in order, type names and
/// imports.
struct CodeContext: Sendable {
    let graph: NavigationGraph
    let options: CodeGenOptions
    /// The storyboards generated for, sorted by name: those of the framework's platforms.
    let storyboards: [Storyboard]
    /// Storyboards left out because their platform does not use `framework`, with that platform.
    let skipped: [(name: String, platform: Platform)]
    /// The nibs generated for, sorted by name: those of the framework's platforms (a nib of unknown platform
    /// counts as the project's).
    let nibs: [Nib]
    /// The app's own module (`options.module`, else the project's).
    let appModule: String?
    /// UIKit, or AppKit for a macOS project.
    let framework: UIFramework
    /// Types already worked out, by what decides them: checking a class name's characters is the costly
    /// part of generation, and a project names each class many times.
    private let typeCache: [TypeKey: TypeReference]

    /// What decides a scene's Swift type.
    private struct TypeKey: Hashable {
        var kind: String
        var customClass: String?
        var customModule: String?
        var inheritsModule: Bool
    }

    init(graph: NavigationGraph, options: CodeGenOptions) {
        self.graph = graph
        self.options = options
        self.appModule = options.module ?? graph.project.module
        let framework = UIFramework.of(graph.project.platform)
        self.framework = framework
        var kept: [Storyboard] = []
        var skipped: [(name: String, platform: Platform)] = []
        for storyboard in graph.storyboards.sorted(by: { $0.name < $1.name }) {
            let platform = storyboard.platform ?? graph.project.platform
            if framework.covers(platform) {
                kept.append(storyboard)
            } else {
                skipped.append((storyboard.name, platform))
            }
        }
        self.storyboards = kept
        self.nibs = graph.nibs.filter { framework.covers($0.platform ?? graph.project.platform) }
        self.skipped = skipped
        var cache: [TypeKey: TypeReference] = [:]
        for storyboard in kept {
            for scene in storyboard.scenes {
                let key = TypeKey(
                    kind: scene.kind, customClass: scene.customClass, customModule: scene.customModule,
                    inheritsModule: scene.inheritsModuleFromTarget)
                if cache[key] == nil {
                    cache[key] = Self.computeType(key, appModule: self.appModule, framework: framework)
                }
            }
        }
        self.typeCache = cache
    }

    var access: AccessLevel { options.access }

    /// The Swift type of `scene`: its custom class when that is a usable Swift name, else its framework class.
    func type(of scene: Scene) -> TypeReference {
        type(
            kind: scene.kind, customClass: scene.customClass, customModule: scene.customModule,
            inheritsModule: scene.inheritsModuleFromTarget)
    }

    /// The Swift type of a scene as resolution summarises it.
    func type(of summary: SceneSummary) -> TypeReference {
        type(
            kind: summary.kind, customClass: summary.customClass, customModule: summary.customModule,
            inheritsModule: summary.inheritsModuleFromTarget)
    }

    private func type(
        kind: String, customClass: String?, customModule: String?, inheritsModule: Bool
    )
        -> TypeReference
    {
        let key = TypeKey(
            kind: kind, customClass: customClass, customModule: customModule, inheritsModule: inheritsModule)
        return typeCache[key] ?? Self.computeType(key, appModule: appModule, framework: framework)
    }

    /// The type code names when it cannot name a scene's class exactly.
    var fallbackType: TypeReference {
        TypeReference(className: framework.viewController, module: nil, note: nil, isCustom: false)
    }

    private static func computeType(_ key: TypeKey, appModule: String?, framework: UIFramework) -> TypeReference {
        let (kind, customClass, customModule, inheritsModule) = (
            key.kind, key.customClass, key.customModule, key.inheritsModule
        )
        var note: String?
        if let customClass, !customClass.isEmpty {
            if isUsableTypeName(customClass) {
                return TypeReference(
                    className: customClass,
                    module: importableModule(customModule, inheritsModule: inheritsModule, appModule: appModule),
                    note: nil, isCustom: true)
            }
            note = "class \(SwiftLiteral.commentText(customClass)) is not a Swift type name"
        }
        // IB's kinds map to UIKit or AppKit classes (docs/model.md); the hosting controller is generic, so
        // code can only name it as a plain view controller.
        guard let known = Scene.frameworkClass(forKind: kind, platform: framework.platform),
            known != framework.hostingController
        else {
            let generic = kind == "hostingController" ? "\(framework.hostingController) is generic" : nil
            return TypeReference(
                className: framework.viewController, module: nil, note: note ?? generic, isCustom: false)
        }
        return TypeReference(className: known, module: Scene.extraFramework(forKind: kind), note: note, isCustom: false)
    }

    /// `SwiftIdentifier.isValidIdentifier`, answered without Unicode property lookups for the usual
    /// ASCII class names (letters, digits, `_`, no leading digit): the same rule, a fraction of the time.
    static func isUsableTypeName(_ name: String) -> Bool {
        var isASCIIIdentifier = true
        for byte in name.utf8 {
            let isLetter = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
            if !(isLetter || (byte >= 0x30 && byte <= 0x39)) {
                isASCIIIdentifier = false
                break
            }
        }
        guard isASCIIIdentifier, let first = name.utf8.first else { return SwiftIdentifier.isValidIdentifier(name) }
        return !(first >= 0x30 && first <= 0x39) && !SwiftIdentifier.keywords.contains(name)
    }

    /// The module to import for a class, or `nil` when it is the app's own module or inherited from the target.
    static func importableModule(_ module: String?, inheritsModule: Bool, appModule: String?) -> String? {
        guard !inheritsModule, let module, !module.isEmpty, module != appModule,
            SwiftIdentifier.isValidIdentifier(module)
        else { return nil }
        return module
    }

    /// The header every file starts with (comment text without the `//`): what made it, from which
    /// revision, and which storyboards were left out.
    var header: [String] {
        var text = "Generated by NavGraph from project \(graph.project.name)"
        if let revision = options.projectRevision { text += " (revision \(revision))" }
        var lines = ["\(text). Do not edit: regenerate instead."]
        for (name, platform) in skipped {
            lines.append("Skipped \(name).storyboard: \(platform.rawValue) storyboards do not use \(framework.module).")
        }
        return lines
    }

    /// `import` declarations for the UI framework and every module the referenced types need, sorted.
    func imports(for types: [TypeReference]) -> [SwiftDecl] {
        let modules = Set(types.compactMap(\.module)).union([framework.module])
        return modules.sorted().map { SwiftDecl.importModule($0) }
    }

    /// Every scene of the generated storyboards with its storyboard, in order.
    var allScenes: [(storyboard: Storyboard, scene: Scene)] {
        storyboards.flatMap { storyboard in
            storyboard.scenes.sorted { $0.id < $1.id }.map { (storyboard, $0) }
        }
    }

    /// The file the Swift styles produce.
    func swiftFile(usage: [String], body: [SwiftDecl], types: [TypeReference]) -> GeneratedFile {
        var decls: [SwiftDecl] = [.comment(header), .docComment(usage)]
        decls += imports(for: types)
        decls += body
        return GeneratedFile(
            name: "Storyboards.swift", contents: SwiftRenderer.render(decls, access: access),
            mediaType: GeneratedFile.swiftMediaType)
    }
}
