import Foundation
import SourceScan
import StoryboardImport
import StoryboardModel

extension CheckFinding {
    /// A literal in code naming a segue identifier no segue of the bundle has.
    static let unknownSegueIdentifier = "unknown-segue-identifier"
    /// A literal in code naming a storyboard ID no scene of the bundle has.
    static let unknownStoryboardID = "unknown-storyboard-id"
    /// A literal in code naming a storyboard the bundle does not have.
    static let unknownStoryboard = "unknown-storyboard"
    /// A literal in a dequeue call naming a reuse identifier no prototype cell of the bundle declares and no
    /// `register` call of the sources registers.
    static let unknownReuseIdentifier = "unknown-reuse-identifier"
    /// A storyboard ID no string literal of the sources mentions.
    static let unreferencedStoryboardID = "unreferenced-storyboard-id"
    /// A segue identifier no string literal of the sources mentions.
    static let unreferencedSegueIdentifier = "unreferenced-segue-identifier"

    /// The codes `check --sources` adds.
    static let sourceCodes: Set<String> = Set(NibCodeFinding.Code.allCases.map(\.rawValue)).union([
        unknownSegueIdentifier, unknownStoryboardID, unknownStoryboard, unreferencedStoryboardID,
        unreferencedSegueIdentifier, unknownReuseIdentifier,
    ])

    /// Folders never read for sources: build products and other people's code.
    static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules"]

    /// The findings of `files`, the sources read under `folders`, against the storyboards of `bundles`: every
    /// literal that names nothing in its bundle (an error), and every storyboard ID and segue identifier that
    /// no literal mentions (info).
    static func sources(
        _ files: [SourceFile], folders: [String], bundles: [(StoryboardBundle, LocalProject)], paths: DisplayPaths,
        context: CommandContext
    ) throws(CLIError) -> [CheckFinding] {
        let sourcePaths = DisplayPaths(arguments: folders, context: context)
        var findings: [CheckFinding] = []
        var mentioned: Set<String> = []
        var generated: Set<GeneratedName> = []
        var instantiated: Set<String> = []
        var factories = ClassNamedUses()
        var cells = NibCodeFacts()
        // Dequeues are judged once every file is read: a `register` call anywhere declares an identifier.
        var registered: Set<String> = []
        var dequeues: [(reference: SourceReference, owners: [(StoryboardBundle, LocalProject)], path: String)] = []
        for source in files.sorted(by: { $0.url.path < $1.url.path }) {
            let file = source.url
            guard let language = SourceLanguage(pathExtension: file.pathExtension) else { continue }
            let text: String
            switch source.text {
            case .success(let read): text = read
            case .failure(let error):
                findings.append(
                    CheckFinding(
                        path: sourcePaths.display(file.path), code: code(for: .unreadable), severity: .error,
                        message: "cannot read the source file: \(FileErrorText.reason(error, reading: file.path))",
                        bundle: ""))
                continue
            }
            let scan = SourceScan(text, language: language)
            mentioned.formUnion(scan.literals)
            generated.formUnion(scan.generatedNames)
            instantiated.formUnion(scan.instantiatedClasses)
            factories.add(scan)
            cells.add(CellCodeReader.read(path: file.path, text: text, language: language))
            let owners = owningBundles(of: file, among: bundles)
            for reference in scan.references {
                switch reference.kind {
                case .reuseIdentifierRegistration:
                    registered.insert(reference.value)
                    continue
                case .reuseIdentifier:
                    dequeues.append((reference, owners, sourcePaths.display(file.path)))
                    continue
                default: break
                }
                if let finding = unknown(reference, owners: owners, registered: []) {
                    var located = finding
                    located.path = sourcePaths.display(file.path)
                    findings.append(located)
                }
            }
        }
        // A bundle whose storyboards declare no dequeued cell registers its cells in code (nibs, classes),
        // often by identifiers no literal spells: its dequeues are not judged.
        for dequeue in dequeues
        where dequeue.owners.contains(where: { $0.1.graph.storyboards.contains { !$0.dequeuedCells.isEmpty } }) {
            if var finding = unknown(dequeue.reference, owners: dequeue.owners, registered: registered) {
                finding.path = dequeue.path
                findings.append(finding)
            }
        }
        findings += nibFindings(cells, bundles: bundles, paths: paths, sourcePaths: sourcePaths)
        mentioned.formUnion(factories.classNames)
        let uses = IdentifierUses(literals: mentioned, generated: generated, classes: instantiated)
        for (bundle, local) in bundles {
            findings += unreferenced(bundle, local: local, uses: uses, paths: paths)
        }
        return findings
    }

    /// Every Swift and Objective-C file under `folder`, hidden and build folders left out.
    static func sourceFiles(under folder: URL) -> [URL] {
        guard
            let walker = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        else { return [] }
        var files: [URL] = []
        for case let url as URL in walker {
            if skippedFolders.contains(url.lastPathComponent) {
                walker.skipDescendants()
                continue
            }
            // A folder named like a source (`Yams.swift/`, a checkout) is walked into, never read as a file.
            if SourceLanguage(pathExtension: url.pathExtension) != nil,
                (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true
            {
                files.append(url)
            }
        }
        return files
    }

    /// The bundles a source file belongs to: those whose storyboards share the longest folder prefix with it
    /// (the app's sources sit beside its storyboards); every bundle on a tie.
    static func owningBundles(
        of file: URL, among bundles: [(StoryboardBundle, LocalProject)]
    ) -> [(StoryboardBundle, LocalProject)] {
        owningBundles(of: file, among: bundles.map(\.0)).map { bundles[$0] }
    }

    /// The positions in `bundles` of those `file` belongs to, as `owningBundles(of:among:)` judges.
    static func owningBundles(of file: URL, among bundles: [StoryboardBundle]) -> [Int] {
        let parts = file.standardizedFileURL.pathComponents
        let shared = bundles.map { bundle in
            bundle.files.map { storyboard in
                zip(parts, storyboard.standardizedFileURL.pathComponents).prefix { $0 == $1 }.count
            }.max() ?? 0
        }
        let best = shared.max() ?? 0
        return shared.indices.filter { shared[$0] == best }
    }

    /// An error when `reference` names nothing in any of `owners` (nor, for a reuse identifier, in `registered`).
    private static func unknown(
        _ reference: SourceReference, owners: [(StoryboardBundle, LocalProject)], registered: Set<String>
    ) -> CheckFinding? {
        // A bundle of nibs alone says nothing of the storyboards the code names.
        guard owners.contains(where: { !$0.0.files.isEmpty }) else { return nil }
        let graphs = owners.map(\.1.graph)
        let names = owners.map(\.0.name).joined(separator: ", ")
        let code: String
        let known: [String]
        switch reference.kind {
        case .segueIdentifier:
            code = unknownSegueIdentifier
            known = graphs.flatMap { $0.storyboards.flatMap { $0.segues.compactMap(\.identifier) } }
        case .storyboardIdentifier:
            code = unknownStoryboardID
            known = graphs.flatMap { $0.storyboards.flatMap { $0.scenes.compactMap(\.storyboardIdentifier) } }
        case .storyboard:
            code = unknownStoryboard
            known = graphs.flatMap { $0.storyboards.map(\.name) }
        case .reuseIdentifier:
            code = unknownReuseIdentifier
            // A nib's cell identifier is the nib check's to judge (`unregistered-cell-nib`).
            known =
                graphs.flatMap { $0.storyboards.flatMap(\.reuseIdentifiers) } + registered
                + owners.flatMap { $0.1.nibs.flatMap { $0.cells.compactMap(\.usableReuseIdentifier) } }
        case .reuseIdentifierRegistration:
            return nil
        }
        guard !known.contains(reference.value) else { return nil }
        let what: String
        switch reference.kind {
        case .segueIdentifier: what = "segue identifier"
        case .storyboardIdentifier: what = "storyboard ID"
        case .storyboard: what = "storyboard"
        case .reuseIdentifier, .reuseIdentifierRegistration: what = "reuse identifier"
        }
        let message = "\(what) '\(reference.value)' is not in bundle '\(names)'"
        return CheckFinding(
            path: "", line: reference.line, column: reference.column, code: code, severity: .error,
            message: message, bundle: names)
    }

    /// The nib findings of the sources (`NibCodeCheck`): dequeued nib cells no code registers, at the dequeue;
    /// File's Owner classes no code declares, at the nib.
    private static func nibFindings(
        _ facts: NibCodeFacts, bundles: [(StoryboardBundle, LocalProject)], paths: DisplayPaths,
        sourcePaths: DisplayPaths
    ) -> [CheckFinding] {
        let storyboards = bundles.flatMap(\.1.graph.storyboards)
        let classes = Set(storyboards.flatMap { $0.scenes.compactMap(\.customClass) })
        var findings: [CheckFinding] = []
        var placed: [PlacedNib] = []
        var bundleOfNib: [String: String] = [:]
        for (bundle, local) in bundles {
            let nibs = local.nibs.map { PlacedNib($0, path: local.nibPaths[$0.name].map(paths.display) ?? $0.fileName) }
            placed += nibs
            for nib in nibs { bundleOfNib[nib.nib.name] = bundleOfNib[nib.nib.name] ?? bundle.name }
            for finding in NibCodeCheck.unknownOwnerClasses(
                nibs, facts: facts, storyboardClasses: classes, module: bundle.module)
            {
                findings.append(
                    CheckFinding(
                        path: finding.file, line: finding.line, code: finding.code.rawValue, severity: .warning,
                        message: finding.message, bundle: bundle.name))
            }
        }
        let unregistered = NibCodeCheck.unregisteredCellNibs(
            placed, facts: facts, storyboardReuseIdentifiers: Set(storyboards.flatMap(\.reuseIdentifiers)),
            storyboardCellClasses: Set(storyboards.flatMap { $0.dequeuedCells.compactMap(\.cell.customClass) }))
        for finding in unregistered {
            findings.append(
                CheckFinding(
                    path: sourcePaths.display(finding.file), line: finding.line, code: finding.code.rawValue,
                    severity: .warning, message: finding.message, bundle: bundleOfNib[finding.nib] ?? ""))
        }
        return findings
    }

    /// Storyboard IDs and segue identifiers of `bundle` that the sources do not use and no storyboard
    /// reference of the bundle needs.
    private static func unreferenced(
        _ bundle: StoryboardBundle, local: LocalProject, uses: IdentifierUses, paths: DisplayPaths
    ) -> [CheckFinding] {
        let needed = IdentifierUses.referencedIdentifiers(of: local.graph.storyboards)
        var findings: [CheckFinding] = []
        for storyboard in local.graph.storyboards {
            let file = local.paths[storyboard.name].map { paths.display($0) } ?? storyboard.name
            for scene in storyboard.scenes {
                guard let id = scene.storyboardIdentifier, !id.isEmpty,
                    !needed.contains(IdentifierUses.Key(storyboard: storyboard.name, identifier: id)),
                    !uses.usesStoryboardID(id, in: storyboard.name),
                    !uses.instantiates(scene.customClass)
                else { continue }
                findings.append(
                    CheckFinding(
                        path: file, line: scene.line, code: unreferencedStoryboardID, severity: .info,
                        message: "storyboard ID '\(id)' is used by no string literal in the sources",
                        bundle: bundle.name, storyboard: storyboard.name, sceneID: scene.id))
            }
            for segue in storyboard.segues where !segue.isContainment {
                guard let identifier = segue.identifier, !identifier.isEmpty, !uses.usesSegueIdentifier(identifier)
                else { continue }
                findings.append(
                    CheckFinding(
                        path: file, line: segue.line, code: unreferencedSegueIdentifier, severity: .info,
                        message: "segue identifier '\(identifier)' is used by no string literal in the sources",
                        bundle: bundle.name, storyboard: storyboard.name, segueID: segue.id))
            }
        }
        return findings
    }
}
