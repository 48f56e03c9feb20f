extension NavigationGraph {
    /// The lookup answer for `className`, which no scene has, from the code navigation: where code makes it
    /// (its instantiations, in file and line order) and where code shows it; `nil` when code makes it nowhere.
    func codeLookup(className: String) -> LookupResult? {
        let made = codeNavigation.instantiations.filter {
            $0.destination.kind == .viewController && $0.destination.className == className
        }.sorted { $0.location < $1.location }
        guard !made.isEmpty else { return nil }
        var reason =
            "no storyboard has class \(className); code makes it at "
            + made.map { "\($0.location) (\($0.method.rawValue))" }.joined(separator: ", ")
        let shown = codeArrivals(at: .code(className)).sorted { $0.location < $1.location }
        if !shown.isEmpty {
            reason +=
                " and shows it at " + shown.map { "\($0.location) (\($0.kind.rawValue))" }.joined(separator: ", ")
        }
        return LookupResult(
            storyboard: "", scene: className, kind: "code", identifier: nil, initial: false, swiftType: className,
            module: project.module, instantiation: .code, reason: reason, madeInCode: made)
    }
}
