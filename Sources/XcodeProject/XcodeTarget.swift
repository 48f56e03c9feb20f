/// A native target of an Xcode project (an app, an extension, a framework...) and the files it bundles.
public struct XcodeTarget: Sendable, Equatable {
    /// The longest module name taken from a project, in UTF-8 bytes (a file name's limit; Swift's own
    /// module names are far shorter).
    public static let maxModuleNameBytes = 255

    /// The target's name, e.g. `ShareExtension`.
    public var name: String
    /// The product type without its prefix, e.g. `application`, `app-extension`, `framework`
    /// (`com.apple.product-type.` removed); `nil` when the project does not say.
    public var productType: String?
    /// The Swift module name: `PRODUCT_MODULE_NAME` as the build settings and `.xcconfig` files give it
    /// (see `ObjectGraph.moduleName(of:name:)`), else the target name with characters invalid in an
    /// identifier replaced by `_`; never longer than `maxModuleNameBytes`.
    public var moduleName: String
    /// Why `moduleName` may not be what Xcode builds (a setting NavGraph cannot resolve, an `.xcconfig`
    /// it cannot read), or `nil`.
    public var moduleNameNote: BuildSettingNote?
    /// Absolute paths of the files of its resources build phase, in project order. A variant group
    /// (`Main.storyboard` with `Base.lproj/` and `fr.lproj/` children) contributes each of its children.
    public var resourcePaths: [String]
    /// Xcode 16 synchronized folders the target includes, with their exceptions.
    public var synchronizedFolders: [SynchronizedFolder]
    /// The storyboards the system opens at launch, by name (`Intro` for `Intro.storyboard`), as the target's
    /// `Info.plist` (`INFOPLIST_FILE`) and generated `Info.plist` keys (`INFOPLIST_KEY_UIMainStoryboardFile`)
    /// declare them (see `InfoPlist`); empty when they declare none.
    public var mainStoryboards: [String] = []
    /// Why `mainStoryboards` may be incomplete (an `Info.plist` outside the project's folder or unreadable),
    /// or `nil`.
    public var mainStoryboardsNote: BuildSettingNote?

    /// Creates a target value.
    public init(
        name: String, productType: String?, moduleName: String, moduleNameNote: BuildSettingNote? = nil,
        resourcePaths: [String], synchronizedFolders: [SynchronizedFolder]
    ) {
        self.name = name
        self.productType = productType
        self.moduleName = moduleName
        self.moduleNameNote = moduleNameNote
        self.resourcePaths = resourcePaths
        self.synchronizedFolders = synchronizedFolders
    }

    /// Whether the file at absolute `path` is part of this target: listed in its resources, or inside one
    /// of its synchronized folders and not excepted.
    public func contains(_ path: String) -> Bool {
        resourcePaths.contains(path) || synchronizedFolders.contains { $0.contains(path) }
    }
}
