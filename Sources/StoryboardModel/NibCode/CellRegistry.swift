/// The registrations of a whole set of sources, asked whether a nib or a reuse identifier is registered.
///
/// Conservative by design: a false "never registered" is worse than a missed one, so any registration that
/// might be the nib's counts, and a dynamic one (`NibSource.unknown`) counts for every nib the sources could
/// hand it.
struct CellRegistry {
    private var names: Set<String> = []
    private var types: Set<String> = []
    private var foldedMembers: Set<String> = []
    private var identifiers: Set<String> = []
    /// Files holding a registration whose nib and identifier are both computed: the table they register is
    /// not known, so no dequeue of those files is judged.
    private(set) var silencedFiles: Set<String> = []
    private var hasDynamic = false
    private let mentionedStrings: Set<String>
    private let mentionedTypes: Set<String>

    init(_ facts: NibCodeFacts) {
        mentionedStrings = facts.mentionedStrings
        mentionedTypes = facts.mentionedTypes
        for registration in facts.registrations {
            if let identifier = registration.identifier { identifiers.insert(identifier) }
            switch registration.nib {
            case .named(let name): names.insert(name)
            case .type(let name): types.insert(name)
            case .generated(let member), .rswift(let member): foldedMembers.insert(Self.folded(member))
            case .unknown:
                hasDynamic = true
                if registration.identifier == nil { silencedFiles.insert(registration.location.file) }
            }
        }
    }

    /// Whether some registration spells `identifier` (for a nib or a class: the code chose what it gets).
    func registersIdentifier(_ identifier: String) -> Bool {
        identifiers.contains(identifier)
    }

    /// Whether some registration may hand over `nib`: by its name, by a class it holds, by a generated member
    /// named from it, or dynamically when the sources spell its name, the identifier or the class elsewhere.
    func mayRegister(_ nib: Nib, cell: NibObject) -> Bool {
        if names.contains(nib.name) || types.contains(nib.name) || foldedMembers.contains(Self.folded(nib.name)) {
            return true
        }
        let classes = Set(nib.objects.compactMap(\.customClass))
        if !classes.isDisjoint(with: types) { return true }
        guard hasDynamic else { return false }
        return mentionedStrings.contains(nib.name)
            || cell.usableReuseIdentifier.map { mentionedStrings.contains($0) } == true
            || !classes.isDisjoint(with: mentionedTypes) || !classes.isDisjoint(with: mentionedStrings)
    }

    /// `text` lowercased with everything but letters and digits left out: how the generated members of
    /// NavGraph and R.swift compare with the names they come from.
    static func folded(_ text: String) -> String {
        String(text.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
    }
}
