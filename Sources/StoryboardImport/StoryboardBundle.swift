import Foundation
import XcodeProject

/// The storyboards of one bundle (an app target, an extension, a framework, or a folder standing for one):
/// the scope in which storyboard names are unique.
public struct StoryboardBundle: Sendable, Equatable {
    /// Where the grouping came from.
    public enum Origin: Sendable, Equatable {
        /// A native target of an Xcode project: the project's name and the target's product type
        /// (`application`, `app-extension`, `framework`...).
        case target(project: String, productType: String?)
        /// A folder holding an `Info.plist` (or the storyboards' own folder), when no project covers them.
        case folder(String)
        /// Everything under the paths given, when no project covers them and no names clash.
        case paths
    }

    /// The bundle's name, unique among the bundles found: the target name, else the folder name.
    public var name: String
    /// Where the grouping came from.
    public var origin: Origin
    /// The Swift module of a target bundle (`PRODUCT_MODULE_NAME`, else the target name); `nil` otherwise.
    public var module: String?
    /// Why `module` may not be what Xcode builds (a build setting NavGraph cannot resolve, an `.xcconfig` it
    /// cannot read), with where; `nil` otherwise.
    public var moduleNote: BuildSettingNote?
    /// The storyboards a target bundle's app opens at launch, as its `Info.plist` declares them; `nil` when
    /// not known (no target of its project declares any, or not a target): then one named `Main` counts.
    public var mainStoryboards: [String]?
    /// Why `mainStoryboards` may be incomplete (an `Info.plist` outside the folder given, unreadable), or `nil`.
    public var mainStoryboardsNote: BuildSettingNote?
    /// The storyboards to read, one per name, sorted by path.
    public var files: [URL]
    /// Localized copies of those files, reported rather than read.
    public var localizedCopies: [LocalizedStoryboardCopy]
    /// Files whose name an earlier file of this bundle already took.
    public var duplicates: [DuplicateStoryboard]

    /// Creates a bundle value.
    public init(
        name: String, origin: Origin, module: String? = nil, files: [URL],
        localizedCopies: [LocalizedStoryboardCopy] = [], duplicates: [DuplicateStoryboard] = []
    ) {
        self.name = name
        self.origin = origin
        self.module = module
        self.files = files
        self.localizedCopies = localizedCopies
        self.duplicates = duplicates
    }

    /// `app-extension target of Demo.xcodeproj`, `folder App`, for messages.
    public var originDescription: String {
        switch origin {
        case .target(let project, let productType):
            return "\(productType.map { "\($0) " } ?? "")target of \(project).xcodeproj"
        case .folder(let path): return "folder \(path)"
        case .paths: return "in no Xcode target"
        }
    }
}

/// A storyboard left out of its bundle because another file there has its name.
public struct DuplicateStoryboard: Sendable, Equatable {
    /// The file left out.
    public var file: URL
    /// The file that has the name.
    public var takenBy: URL

    /// Creates a value.
    public init(file: URL, takenBy: URL) {
        self.file = file
        self.takenBy = takenBy
    }
}

/// The bundles found under some paths, and the Xcode projects that could not be read.
public struct StoryboardLayout: Sendable, Equatable {
    /// The bundles, in a stable order: project targets in project order, then folders by path.
    public var bundles: [StoryboardBundle]
    /// Projects whose `project.pbxproj` could not be read; their storyboards fall back to folder grouping.
    public var projectErrors: [ImportError]
    /// The `.xib` files given to `StoryboardFiles.bundles(_:nibs:)` by the name of the bundle each joins.
    public var nibs: [String: [URL]]

    /// Creates a layout value.
    public init(bundles: [StoryboardBundle], projectErrors: [ImportError], nibs: [String: [URL]] = [:]) {
        self.bundles = bundles
        self.projectErrors = projectErrors
        self.nibs = nibs
    }
}
