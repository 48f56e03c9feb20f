import StoryboardModel

/// The project attributes a snapshot's input states: the Xcode target's module (or `--module`), the main
/// storyboards its `Info.plist` declares, the platform its files name. `nil`: the input does not say, and the
/// stored attribute stays (a bare folder of storyboards names no module).
public struct ProjectAttributes: Sendable, Equatable {
    /// The Swift module, when stated.
    public var module: String?
    /// The main storyboards, when stated (an empty list states that none is main).
    public var mainStoryboards: [String]?
    /// The platform, when stated.
    public var platform: Platform?

    /// Attributes stated as given; each `nil` is not stated.
    public init(module: String? = nil, mainStoryboards: [String]? = nil, platform: Platform? = nil) {
        self.module = module
        self.mainStoryboards = mainStoryboards
        self.platform = platform
    }

    /// `project` with every stated attribute set.
    public func applied(to project: Project) -> Project {
        var result = project
        if let module { result.module = module }
        if let mainStoryboards { result.mainStoryboards = mainStoryboards }
        if let platform { result.platform = platform }
        return result
    }
}

/// A project attribute a snapshot changed, with its value before and after.
public enum ProjectAttributeChange: Sendable, Equatable {
    /// The Swift module (`nil`: none).
    case module(old: String?, new: String?)
    /// The main storyboards (`nil`: not known).
    case mainStoryboards(old: [String]?, new: [String]?)
    /// The platform.
    case platform(old: Platform, new: Platform)

    /// The attribute's name as the project's JSON spells it: `module`, `mainStoryboards`, `platform`.
    public var name: String {
        switch self {
        case .module: "module"
        case .mainStoryboards: "mainStoryboards"
        case .platform: "platform"
        }
    }

    /// The changes from `before` to `after`, in the order module, main storyboards, platform. Modules compare
    /// byte for byte: one rewritten from NFD to NFC is a change to store.
    public static func changes(from before: Project, to after: Project) -> [ProjectAttributeChange] {
        var changes: [ProjectAttributeChange] = []
        let sameModule =
            switch (before.module, after.module) {
            case (nil, nil): true
            case (let old?, let new?): old.utf8.elementsEqual(new.utf8)
            default: false
            }
        if !sameModule { changes.append(.module(old: before.module, new: after.module)) }
        if before.mainStoryboards != after.mainStoryboards {
            changes.append(.mainStoryboards(old: before.mainStoryboards, new: after.mainStoryboards))
        }
        if before.platform != after.platform { changes.append(.platform(old: before.platform, new: after.platform)) }
        return changes
    }
}
