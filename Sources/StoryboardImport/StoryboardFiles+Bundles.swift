import Foundation
import XcodeProject

extension StoryboardFiles {
    /// Finds the storyboards under `paths` and splits them into bundles, the scope of a storyboard name.
    ///
    /// Every `.xcodeproj` found under the folders is read: each native target whose resources build phase
    /// (variant groups included) or synchronized folders hold some of the storyboards becomes a bundle
    /// named after the target. A file in several targets is in each of their bundles. Storyboards no
    /// target claims form one bundle named after the first path, unless two of them share a name: then
    /// they are grouped by the nearest folder (up to the path given) that holds an `Info.plist` (or a
    /// `*-Info.plist`), else by their own folder (the one holding `xx.lproj` for localized files).
    /// Within a bundle, a second file with a taken name is listed in `duplicates`, not in `files`.
    /// A target bundle has the main storyboards its `Info.plist` declares, when any target of its project
    /// declares one and its own `Info.plist` could be read (or its generated keys declare some).
    /// A project reads files only inside the path it was found under (its configuration files elsewhere are
    /// noted, never read).
    /// `nibs` (`.xib` files found under the same paths) join bundles too (`layout.nibs`): a nib a target's
    /// resources or synchronized folders hold joins that target's bundle (a target holding nibs and no
    /// storyboard is a bundle of its own, as a framework of cells is); the others join a bundle by folder
    /// (`assign(_:to:)`).
    /// - Throws: what `discover(_:)` throws. A project that cannot be read is not an error here: it is
    ///   listed in `projectErrors` and its storyboards are grouped as if it were absent.
    public static func bundles(_ paths: [String], nibs: [URL] = []) throws(ImportError) -> StoryboardLayout {
        try bundles(paths, discovery: discover(paths), nibs: nibs)
    }

    /// `bundles(_:nibs:)` of the storyboards and the nibs under `paths`, every folder listed once
    /// (`discoverWithNibs`): the layout, with the nibs found placed in its bundles, and every nib found (a folder
    /// of nibs alone has no bundle). A `.xib` named among `paths` is a nib, never a root the bundles are named
    /// after.
    /// - Throws: what `discoverWithNibs(_:)` throws.
    public static func bundlesWithNibs(_ paths: [String]) throws(ImportError) -> (layout: StoryboardLayout, nibs: [URL])
    {
        let (storyboards, nibs) = try discoverWithNibs(paths)
        let roots = paths.filter { !$0.hasSuffix(".xib") }
        return (try bundles(roots.isEmpty ? paths : roots, discovery: storyboards, nibs: nibs.files), nibs.files)
    }

    /// `bundles(_:nibs:)` of the storyboards `discovery` found under `paths`.
    private static func bundles(
        _ paths: [String], discovery: StoryboardDiscovery, nibs: [URL]
    ) throws(ImportError) -> StoryboardLayout {
        let roots = paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        var projectErrors: [ImportError] = []
        var targetBundles: [(project: String, bundle: StoryboardBundle, nibs: [URL])] = []
        var claimed: Set<String> = []
        var claimedNibs: Set<String> = []
        for projectURL in discovery.projects {
            let project: XcodeProjectFile
            do {
                let root = roots.filter { projectURL.path.hasPrefix($0 == "/" ? "/" : $0 + "/") }.max {
                    $0.count < $1.count
                }
                project = try XcodeProjectFile.load(projectURL, root: root)
            } catch {
                projectErrors.append(
                    ImportError(
                        .unreadable, "cannot read Xcode project: \(error.message)", source: error.path,
                        line: error.line))
                continue
            }
            // When no target declares a main storyboard, none is known (a storyboard named Main counts).
            let declaresMain = project.targets.contains { !$0.mainStoryboards.isEmpty }
            for target in project.targets {
                let files = discovery.files.filter { file in
                    target.contains(file.path)
                        || discovery.localizedCopies.contains { $0.base == file && target.contains($0.copy.path) }
                }
                let targetNibs = nibs.filter { target.contains($0.path) }
                guard !files.isEmpty || !targetNibs.isEmpty else { continue }
                claimed.formUnion(files.map(\.path))
                claimedNibs.formUnion(targetNibs.map(\.path))
                var bundle = makeBundle(
                    name: target.name, origin: .target(project: project.name, productType: target.productType),
                    module: target.moduleName, files: files, discovery: discovery)
                bundle.moduleNote = target.moduleNameNote
                // A target whose Info.plist could not be read and that declares nothing else is not known.
                let unread = target.mainStoryboardsNote != nil && target.mainStoryboards.isEmpty
                bundle.mainStoryboards = declaresMain && !unread ? target.mainStoryboards : nil
                bundle.mainStoryboardsNote = target.mainStoryboardsNote
                targetBundles.append((project.name, bundle, targetNibs))
            }
        }
        // Two projects with a target of one name: qualify both with their project.
        let targetNames = Dictionary(grouping: targetBundles.map(\.bundle.name), by: { $0 })
        var bundles = targetBundles.map { entry in
            var bundle = entry.bundle
            if (targetNames[bundle.name]?.count ?? 0) > 1 { bundle.name = "\(entry.project)-\(bundle.name)" }
            return bundle
        }
        let rest = discovery.files.filter { !claimed.contains($0.path) }
        if !rest.isEmpty {
            bundles += try folderBundles(rest, roots: paths, discovery: discovery)
        }
        let named = uniquelyNamed(bundles)
        var nibsByBundle: [String: [URL]] = [:]
        for (bundle, entry) in zip(named, targetBundles) where !entry.nibs.isEmpty {
            nibsByBundle[bundle.name] = entry.nibs
        }
        let unclaimedNibs = nibs.filter { !claimedNibs.contains($0.path) }
        for (name, files) in assign(unclaimedNibs, to: named) { nibsByBundle[name, default: []] += files }
        return StoryboardLayout(bundles: named, projectErrors: projectErrors, nibs: nibsByBundle)
    }

    /// The unclaimed files: one bundle, or one per `Info.plist` folder when names clash.
    private static func folderBundles(
        _ files: [URL], roots: [String], discovery: StoryboardDiscovery
    ) throws(ImportError) -> [StoryboardBundle] {
        let names = Set(files.map(storyboardName(of:)))
        guard names.count < files.count else {
            let first = URL(fileURLWithPath: roots[0]).standardizedFileURL
            let name = first.pathExtension == "storyboard" ? first.deletingLastPathComponent() : first
            return [makeBundle(name: name.lastPathComponent, origin: .paths, files: files, discovery: discovery)]
        }
        let rootPaths = roots.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        var groups: [String: [URL]] = [:]
        for file in files {
            groups[try bundleFolder(of: file, roots: rootPaths), default: []].append(file)
        }
        let folders = groups.keys.sorted()
        let lastComponents = Dictionary(grouping: folders, by: { ($0 as NSString).lastPathComponent })
        return folders.map { folder in
            let last = (folder as NSString).lastPathComponent
            let name = (lastComponents[last]?.count ?? 0) > 1 ? relative(folder, roots: rootPaths) : last
            return makeBundle(name: name, origin: .folder(folder), files: groups[folder] ?? [], discovery: discovery)
        }
    }

    /// The nearest folder from the file up to its root that holds an `Info.plist`, else its own folder.
    private static func bundleFolder(of file: URL, roots: [String]) throws(ImportError) -> String {
        var own = file.deletingLastPathComponent()
        if own.pathExtension == "lproj" { own = own.deletingLastPathComponent() }
        let root = roots.filter { file.path.hasPrefix($0 + "/") }.max { $0.count < $1.count }
        var folder = own
        while true {
            if try holdsInfoPlist(folder) { return folder.path }
            guard let root, folder.path != root, folder.path.hasPrefix(root + "/") else { break }
            folder = folder.deletingLastPathComponent()
        }
        return own.path
    }

    private static func holdsInfoPlist(_ folder: URL) throws(ImportError) -> Bool {
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw ImportError(
                .unreadable, "cannot list \(folder.path): \(FileErrorText.reason(error))", source: folder.path)
        }
        return entries.contains { $0 == "Info.plist" || $0.hasSuffix("-Info.plist") }
    }

    /// `folder` relative to the root it is under (the root's own name when it is the root).
    private static func relative(_ folder: String, roots: [String]) -> String {
        guard let root = roots.filter({ folder.hasPrefix($0 + "/") }).max(by: { $0.count < $1.count }) else {
            return (folder as NSString).lastPathComponent
        }
        return String(folder.dropFirst(root.count + 1))
    }

    /// A bundle of `files` (sorted), with their localized copies and the second and later files of a name.
    private static func makeBundle(
        name: String, origin: StoryboardBundle.Origin, module: String? = nil, files: [URL],
        discovery: StoryboardDiscovery
    ) -> StoryboardBundle {
        var kept: [URL] = []
        var duplicates: [DuplicateStoryboard] = []
        var taken: [String: URL] = [:]
        for file in files.sorted(by: { $0.path < $1.path }) {
            let storyboard = storyboardName(of: file)
            if let first = taken[storyboard] {
                duplicates.append(DuplicateStoryboard(file: file, takenBy: first))
            } else {
                taken[storyboard] = file
                kept.append(file)
            }
        }
        let keptPaths = Set(kept.map(\.path))
        return StoryboardBundle(
            name: name, origin: origin, module: module, files: kept,
            localizedCopies: discovery.localizedCopies.filter { keptPaths.contains($0.base.path) },
            duplicates: duplicates)
    }

    /// Appends `-2`, `-3`... to a name an earlier bundle has.
    private static func uniquelyNamed(_ bundles: [StoryboardBundle]) -> [StoryboardBundle] {
        var used: Set<String> = []
        return bundles.map { bundle in
            var bundle = bundle
            var candidate = bundle.name
            var counter = 2
            while used.contains(candidate) {
                candidate = "\(bundle.name)-\(counter)"
                counter += 1
            }
            used.insert(candidate)
            bundle.name = candidate
            return bundle
        }
    }
}
