import SourceScan
import StoryboardModel

extension CheckFinding {
    /// What the sources use of a bundle's storyboard IDs and segue identifiers, for `check --sources`'s
    /// "unreferenced" notes: a string the code spells, or a member of a generated API (NavGraph's, SwiftGen's,
    /// R.swift's) named from the identifier. A generated member that matches no identifier is no finding.
    struct IdentifierUses {
        /// A storyboard ID in one storyboard.
        struct Key: Hashable {
            var storyboard: String
            var identifier: String
        }

        /// Every string the sources spell.
        var literals: Set<String>
        /// Folded storyboard ID members by folded storyboard name; folded members with no storyboard named
        /// under `nil`.
        private var scenes: [String?: Set<String>] = [:]
        /// Folded segue identifier members.
        private var segues: Set<String> = []

        /// Classes code instantiates through an API keyed by the class (`SourceScan.instantiatedClasses`).
        var classes: Set<String>

        init(literals: Set<String>, generated: Set<GeneratedName>, classes: Set<String> = []) {
            self.literals = literals
            self.classes = classes
            for name in generated {
                let member = GeneratedName.folded(name.member)
                switch name.kind {
                case .storyboardIdentifier: scenes[name.container.map(GeneratedName.folded), default: []].insert(member)
                case .segueIdentifier: segues.insert(member)
                default: continue
                }
            }
        }

        /// Whether the sources use storyboard ID `identifier` of storyboard `storyboard`.
        func usesStoryboardID(_ identifier: String, in storyboard: String) -> Bool {
            if literals.contains(identifier) { return true }
            let member = GeneratedName.folded(identifier)
            return scenes[GeneratedName.folded(storyboard)]?.contains(member) == true
                || scenes[nil]?.contains(member) == true
        }

        /// Whether the sources instantiate the scene of class `customClass` by its class.
        func instantiates(_ customClass: String?) -> Bool {
            customClass.map { classes.contains($0) } ?? false
        }

        /// Whether the sources use segue identifier `identifier`.
        func usesSegueIdentifier(_ identifier: String) -> Bool {
            literals.contains(identifier) || segues.contains(GeneratedName.folded(identifier))
        }

        /// The storyboard IDs that storyboard references of `storyboards` point at: a reference without a
        /// storyboard name points into its own storyboard.
        static func referencedIdentifiers(of storyboards: [Storyboard]) -> Set<Key> {
            var keys: Set<Key> = []
            for storyboard in storyboards {
                for scene in storyboard.scenes where scene.isReference {
                    guard let identifier = scene.referencedIdentifier, !identifier.isEmpty else { continue }
                    let target = scene.referencedStoryboard.flatMap { $0.isEmpty ? nil : $0 } ?? storyboard.name
                    keys.insert(Key(storyboard: target, identifier: identifier))
                }
            }
            return keys
        }
    }
}

extension CheckFinding {
    /// The class names the sources use as storyboard IDs through factories that instantiate a class's own
    /// name, gathered over every file (a factory and its calls may sit in different files).
    struct ClassNamedUses {
        private var factories: Set<String> = []
        private var calls: [String: Set<String>] = [:]
        private var metatypeFactories: Set<String> = []
        private var metatypeCalls: [String: Set<String>] = [:]

        /// Adds the factories and calls of one file.
        mutating func add(_ scan: SourceScan) {
            factories.formUnion(scan.classNamedFactories)
            calls.merge(scan.typeCalls) { $0.union($1) }
            metatypeFactories.formUnion(scan.metatypeFactories)
            metatypeCalls.merge(scan.metatypeCalls) { $0.union($1) }
        }

        /// `Foo` of `Foo.loadFromStoryboard()` and of `storyboard.instantiateController(ofType: Foo.self)`.
        var classNames: Set<String> {
            var names: Set<String> = []
            for factory in factories { names.formUnion(calls[factory] ?? []) }
            for factory in metatypeFactories { names.formUnion(metatypeCalls[factory] ?? []) }
            return names
        }
    }
}
