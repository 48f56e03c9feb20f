import Foundation

/// The storyboards found under some paths: what to import, and the localized copies left out.
public struct StoryboardDiscovery: Sendable, Equatable {
    /// The files to import, sorted by path. Of a set of localized copies, only the base one is here.
    public var files: [URL]
    /// Localized copies (`fr.lproj/Main.storyboard` beside `Base.lproj/Main.storyboard`) not imported,
    /// sorted by path.
    public var localizedCopies: [LocalizedStoryboardCopy]
    /// The `.xcodeproj` folders met under the folders searched, sorted by path (never entered).
    public var projects: [URL]

    /// Creates a discovery result.
    public init(files: [URL], localizedCopies: [LocalizedStoryboardCopy], projects: [URL] = []) {
        self.files = files
        self.localizedCopies = localizedCopies
        self.projects = projects
    }

    /// Storyboard names that more than one file to import would take, with those files. Names are unique
    /// per project, so importing them together would make one replace the other.
    public var nameConflicts: [String: [URL]] {
        Dictionary(grouping: files, by: StoryboardFiles.storyboardName(of:)).filter { $0.value.count > 1 }
    }
}

/// A localized copy of a storyboard, reported instead of imported.
public struct LocalizedStoryboardCopy: Sendable, Equatable {
    /// The localized copy, e.g. `.../fr.lproj/Main.storyboard`.
    public var copy: URL
    /// The file imported in its place, e.g. `.../Base.lproj/Main.storyboard`.
    public var base: URL
    /// The copy's localization, the `.lproj` folder name without its extension (`fr`, `pt-BR`).
    public var localization: String

    /// Creates a localized copy record.
    public init(copy: URL, base: URL, localization: String) {
        self.copy = copy
        self.base = base
        self.localization = localization
    }
}
