/// Keeping a graph up to date with a write: only the storyboards the write changed are rebuilt.
extension NavigationGraph {
    /// The graph of `project` after `changed` storyboards were created or replaced and the storyboards named
    /// in `removed` deleted: equal (`==`) to `NavigationGraph(project:storyboards:)` of the resulting
    /// storyboards. A replaced storyboard costs its own part and the references that cross it; a created or
    /// deleted one moves later storyboards' positions, so the cross-storyboard links are rebuilt (every other
    /// part still kept); a new platform, which every part's Swift types depend on, rebuilds everything. The
    /// code navigation facts and the nibs are kept, the facts resolved again against the storyboards that result.
    public func updating(project: Project, changed: [Storyboard], removed: Set<String> = []) -> NavigationGraph {
        var storyboards = self.storyboards
        var parts = self.parts
        guard project.platform == self.project.platform, storyboardIndex.count == storyboards.count else {
            return NavigationGraph(
                project: project, storyboards: Self.merge(storyboards, changed, removed), code: codeNavigation,
                nibs: nibs)
        }
        var links = self.links
        var structural = !removed.isEmpty && removed.contains { storyboardIndex[$0] != nil }
        var added: [Storyboard] = []
        for storyboard in changed {
            guard let position = storyboardIndex[storyboard.name] else {
                added.append(storyboard)
                structural = true
                continue
            }
            storyboards[position] = storyboard
            let old = parts[position]
            parts[position] = StoryboardPart(storyboard, projectPlatform: project.platform)
            if !structural {
                links.replacePart(
                    at: position, old: old, parts: parts, storyboards: storyboards, storyboardIndex: storyboardIndex)
            }
        }
        guard structural else {
            return NavigationGraph(
                project: project, storyboards: storyboards, parts: parts, storyboardIndex: storyboardIndex,
                links: links, code: codeNavigation, nibs: nibs)
        }
        // Positions move: keep every part built, number them again and link them from nothing.
        var kept: [(Storyboard, StoryboardPart)] = zip(storyboards, parts).filter { !removed.contains($0.0.name) }
        kept += added.map { ($0, StoryboardPart($0, projectPlatform: project.platform)) }
        kept.sort { $0.0.name < $1.0.name }
        return NavigationGraph(
            project: project, storyboards: kept.map(\.0), parts: kept.map(\.1), code: codeNavigation, nibs: nibs)
    }

    /// `storyboards` with `changed` put in (replacing those of the same name) and `removed` taken out.
    private static func merge(
        _ storyboards: [Storyboard], _ changed: [Storyboard], _ removed: Set<String>
    )
        -> [Storyboard]
    {
        let replaced = Set(changed.map(\.name))
        return storyboards.filter { !replaced.contains($0.name) && !removed.contains($0.name) } + changed
    }

    /// The same storyboards with `code` as the navigation facts of the app's code, replacing those the graph
    /// had (facts are stored with a revision and replaced whole): equal (`==`) to
    /// `NavigationGraph(project:storyboards:code:)`. The storyboards' parts are kept as built.
    public func replacingCode(_ code: CodeNavigation) -> NavigationGraph {
        NavigationGraph(
            project: project, storyboards: storyboards, parts: parts, storyboardIndex: storyboardIndex, links: links,
            code: code, nibs: nibs)
    }

    /// The same storyboards and code navigation with `nibs` as the project's nibs, replacing those the graph
    /// had: equal (`==`) to `NavigationGraph(project:storyboards:code:nibs:)`. The storyboards' parts are kept.
    public func replacingNibs(_ nibs: [Nib]) -> NavigationGraph {
        NavigationGraph(
            project: project, storyboards: storyboards, parts: parts, storyboardIndex: storyboardIndex, links: links,
            code: codeNavigation, nibs: nibs)
    }
}
