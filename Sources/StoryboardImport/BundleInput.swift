import Foundation
import StoryboardModel

/// The storyboards of one bundle, read from disk: the one way from a folder (or an extracted archive) to the
/// storyboards of a project, for `check`, `generate`, `graph`, `diff`, `import` and the snapshot route.
///
/// 1. `StoryboardFiles.bundles(_:)` finds the bundles (the Xcode project's targets, with their module and main
///    storyboards, else the folder rules) and leaves a second file of a taken name out of its bundle
///    (`StoryboardBundle.duplicates`).
/// 2. `refusal(of:names:)`, for input taken whole (a snapshot): its first duplicate name, or the first name the
///    caller's rule refuses, before any file is read.
/// 3. `read(_:names:stoppingAtFirstFailure:keepingSources:)` reads each file once, parses it, and normalizes
///    its names (NFC) once, in `storyboard(_:name:)`, the step a stored source read again takes too.
///
/// Callers word duplicates and failures as their users read them (a finding, an error line, a problem).
public struct BundleInput {
    /// One storyboard read and parsed.
    public struct File {
        /// The file.
        public var url: URL
        /// Its bytes, as read: the source a store keeps beside the storyboard (empty when not kept).
        public var source: Data
        /// The storyboard, its names in NFC.
        public var storyboard: Storyboard
    }

    /// A file that could not be read, or read but not parsed.
    public struct Failure: Error {
        /// The file.
        public var url: URL
        /// Why: the file system's error (`unreadable`) or the parser's (`invalid`, located at the storyboard's
        /// name, with its line and column).
        public var error: any Error

        /// The failure as an `ImportError` located at `source`: the parser's own (its line and column kept), or
        /// `.unreadable` with `cannot read SOURCE: reason`.
        public func located(at source: String) -> ImportError {
            guard var located = error as? ImportError else {
                return ImportError(
                    .unreadable, "cannot read \(source): \(FileErrorText.reason(error, reading: url.path))",
                    source: source)
            }
            located.source = source
            return located
        }
    }

    /// Why a bundle taken whole is refused before any file is read.
    public enum Refusal: Error, Equatable {
        /// A file has the storyboard name of another file of the bundle.
        case duplicate(DuplicateStoryboard)
        /// A file's storyboard name breaks the caller's rule: the file, the name, what is wrong with it.
        case name(URL, String, problem: String)
    }

    /// The bundle read.
    public var bundle: StoryboardBundle
    /// Each file of `bundle.files` in order, parsed or not (the files after a failure are left out when reading
    /// stopped at it).
    public var results: [Result<File, Failure>]
    /// The main storyboards the bundle declares (those the caller's rule admits), in NFC; `nil` when not known.
    public var mainStoryboards: [String]?

    /// The storyboards parsed, in file order.
    public var files: [File] { results.compactMap { try? $0.get() } }

    /// The files that could not be read or parsed, in file order.
    public var failures: [Failure] {
        results.compactMap { result in
            guard case .failure(let failure) = result else { return nil }
            return failure
        }
    }

    /// `given`, else the platform of the first storyboard that names one, else iOS.
    public func platform(_ given: Platform? = nil) -> Platform {
        given ?? results.lazy.compactMap { try? $0.get().storyboard.platform }.first ?? .ios
    }

    /// The first duplicate name of `bundle`, else the first of its storyboard names `names` finds a problem with
    /// (a sentence such as `must not be empty`), else `nil`. No file is read.
    public static func refusal(of bundle: StoryboardBundle, names: (String) -> String?) -> Refusal? {
        if let duplicate = bundle.duplicates.first { return .duplicate(duplicate) }
        for url in bundle.files {
            let name = StoryboardFiles.storyboardName(of: url)
            if let problem = names(name) { return .name(url, name, problem: problem) }
        }
        return nil
    }

    /// Reads and parses each file of `bundle`, one after another, each read once (the bytes parsed are the
    /// bytes kept, unless `keepingSources` is false: a reader that stores nothing need not hold every file's
    /// bytes at once); stops at the first failure when asked. `names` filters the main storyboards.
    public static func read(
        _ bundle: StoryboardBundle, names: (String) -> String? = { _ in nil }, stoppingAtFirstFailure: Bool = false,
        keepingSources: Bool = true
    ) -> BundleInput {
        var results: [Result<File, Failure>] = []
        results.reserveCapacity(bundle.files.count)
        for url in bundle.files {
            let result = file(url, keepingSource: keepingSources)
            results.append(result)
            if stoppingAtFirstFailure, case .failure = result { break }
        }
        let main = bundle.mainStoryboards.map { $0.filter { names($0) == nil }.map(\.nfc) }
        return BundleInput(bundle: bundle, results: results, mainStoryboards: main)
    }

    /// One file read, parsed under its storyboard name and its names normalized.
    private static func file(_ url: URL, keepingSource: Bool) -> Result<File, Failure> {
        let bytes: Data
        do {
            bytes = try Data(contentsOf: url)
        } catch {
            return .failure(Failure(url: url, error: error))
        }
        do throws(ImportError) {
            let storyboard = try storyboard(bytes, name: StoryboardFiles.storyboardName(of: url))
            return .success(File(url: url, source: keepingSource ? bytes : Data(), storyboard: storyboard))
        } catch {
            return .failure(Failure(url: url, error: error))
        }
    }

    /// The pipeline's step for one source: `bytes` parsed as the storyboard `name`, its names normalized (NFC).
    /// For a source that comes from elsewhere than a folder (a stored source read again).
    public static func storyboard(_ bytes: Data, name: String) throws(ImportError) -> Storyboard {
        try StoryboardParser.parse(bytes, name: name).normalizingNames()
    }

    /// The same step for a source that arrives in pieces (an upload read from the socket): `next` hands the
    /// parser each piece as it comes, `nil` at the end.
    public static func storyboard(name: String, pulling next: () -> Data?) throws(ImportError) -> Storyboard {
        try StoryboardParser.parse(name: name, pulling: next).normalizingNames()
    }

    /// The pipeline's step for one nib: `bytes` parsed as the nib `name`, its names normalized (NFC).
    public static func nib(_ bytes: Data, name: String) throws(ImportError) -> Nib {
        try NibParser.parse(bytes, name: name).normalizingNames()
    }

    /// The same step for a nib that arrives in pieces: `next` hands the parser each piece, `nil` at the end.
    public static func nib(name: String, pulling next: () -> Data?) throws(ImportError) -> Nib {
        try NibParser.parse(name: name, pulling: next).normalizingNames()
    }
}
