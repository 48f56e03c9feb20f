/// What changed between two versions of a project's storyboards and what it means (docs/cli.md, `navgraph diff`).
///
/// Scenes and segues are matched by storyboard name and IB object id: Interface Builder keeps an object's
/// id for as long as the object lives, so a matched id is the same scene even when everything else moved.
/// On top of that structural comparison come the meaning changes (see `NavigationDiff+Meaning.swift`).
public struct NavigationDiff: Codable, Sendable, Hashable {
    /// Every change, most serious first, then by storyboard, subject and item: stable for reviews and tests.
    public var changes: [NavigationChange]

    /// Compares `old` with `new`.
    public init(old: NavigationGraph, new: NavigationGraph) {
        // `.never` is never cancelled: this cannot throw.
        try! self.init(old: old, new: new, cancellation: .never)
    }

    /// Compares `old` with `new`, giving up with `WorkCancelled` once `cancellation` says nobody waits for
    /// the answer any more (polled every few hundred scenes or segues).
    public init(old: NavigationGraph, new: NavigationGraph, cancellation: CancellationFlag) throws(WorkCancelled) {
        var changes: [NavigationChange] = []
        let oldNames = Set(old.storyboards.map(\.name))
        let newNames = Set(new.storyboards.map(\.name))
        for name in oldNames.subtracting(newNames).sorted() {
            let platform = old.platform(ofStoryboardNamed: name)
            let loading = platform == .watchos ? "" : ": \(platform.storyboardClass)(name: \"\(name)\", bundle:) fails"
            changes.append(
                NavigationChange(
                    .breaking, .storyboard, .removed, storyboard: name, item: name,
                    message: "storyboard '\(name)' was removed" + loading))
        }
        for name in newNames.subtracting(oldNames).sorted() {
            changes.append(
                NavigationChange(
                    .behaviour, .storyboard, .added, storyboard: name, item: name,
                    message: "storyboard '\(name)' was added"))
        }
        for name in oldNames.intersection(newNames).sorted() {
            guard let before = old.storyboard(named: name), let after = new.storyboard(named: name) else { continue }
            changes += Self.storyboardChanges(before, after, old: old, new: new, cancellation: cancellation)
            try cancellation.check()
        }
        changes += try Self.meaningChanges(old: old, new: new, cancellation: cancellation)
        try cancellation.check()
        self.changes = Self.sorted(changes, cancellation: cancellation)
        try cancellation.check()
    }

    /// Creates a diff from changes already made (as decoded from JSON).
    public init(changes: [NavigationChange]) {
        self.changes = Self.sorted(changes)
    }

    /// Whether any change is breaking (`navgraph diff` exits 1).
    public var isBreaking: Bool { changes.contains { $0.impact == .breaking } }

    /// How many changes have `impact`.
    public func count(_ impact: NavigationChange.Impact) -> Int {
        changes.reduce(0) { $0 + ($1.impact == impact ? 1 : 0) }
    }

    /// `2 breaking, 1 behaviour, 0 cosmetic changes`, or `no navigation changes`.
    public var summary: String { Self.summary(changes) }

    /// The summary line of `changes`, counted in one pass (a report's sections are not sorted again for it).
    static func summary<Changes: Collection<NavigationChange>>(_ changes: Changes) -> String {
        guard !changes.isEmpty else { return "no navigation changes" }
        var counts = [Int](repeating: 0, count: NavigationChange.Impact.allCases.count)
        for change in changes { counts[change.impact.rank] += 1 }
        let parts = NavigationChange.Impact.allCases.map { "\(counts[$0.rank]) \($0.rawValue)" }
        return parts.joined(separator: ", ") + (changes.count == 1 ? " change" : " changes")
    }

    /// Without duplicates, most serious first, then by storyboard, subject, item, property and message. Once
    /// `cancellation` fires the order is left unfinished (every comparison answers at once): the caller
    /// checks the flag and drops the result.
    static func sorted(_ changes: [NavigationChange], cancellation: CancellationFlag = .never) -> [NavigationChange] {
        var comparisons = 0
        var stopped = false
        return Array(Set(changes)).sorted { left, right in
            comparisons &+= 1
            if stopped || cancellation.poll(at: comparisons) {
                stopped = true
                return false
            }
            if left.impact != right.impact { return left.impact.rank < right.impact.rank }
            if left.storyboard != right.storyboard { return left.storyboard < right.storyboard }
            if left.subject != right.subject { return left.subject.rank < right.subject.rank }
            if left.item != right.item { return left.item < right.item }
            let (leftProperty, rightProperty) = (left.property ?? "", right.property ?? "")
            if leftProperty != rightProperty { return leftProperty < rightProperty }
            return left.message < right.message
        }
    }
}
