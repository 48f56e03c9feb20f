extension NavigationGraph {
    /// The lookup answer for `className`, which no scene has, from the code navigation and the nibs: where
    /// code makes it (its instantiations, in file and line order), where code shows it, and the nibs that hold
    /// it with how code obtains it there; `nil` when neither code nor a nib makes it, or when only nibs hold a
    /// class that prototype cells have too (the cell lookup answers it then, with those nibs).
    func codeLookup(className: String) -> LookupResult? {
        let made = codeNavigation.instantiations.filter {
            $0.destination.kind == .viewController && $0.destination.className == className
        }.sorted { $0.location < $1.location }
        let held = nibLookups(className: className)
        guard !made.isEmpty || (!held.isEmpty && cellsByClass[className] == nil) else { return nil }
        var reason = "no storyboard has class \(className)"
        if !held.isEmpty { reason += "; " + Self.nibSentence(held, also: false) }
        if !made.isEmpty {
            reason +=
                "; code makes it at " + made.map { "\($0.location) (\($0.method.rawValue))" }.joined(separator: ", ")
        }
        let shown = codeArrivals(at: .code(className)).sorted { $0.location < $1.location }
        if !shown.isEmpty {
            reason +=
                (made.isEmpty ? "; code shows it at " : " and shows it at ")
                + shown.map { "\($0.location) (\($0.kind.rawValue))" }.joined(separator: ", ")
        }
        return LookupResult(
            storyboard: "", scene: className, kind: made.isEmpty ? "nib" : "code", identifier: nil, initial: false,
            swiftType: className, module: held.first?.module ?? project.module, instantiation: .code, reason: reason,
            madeInCode: made.isEmpty ? nil : made, nibs: held.isEmpty ? nil : held)
    }

    /// `nib 'Profile' (Profile.xib:4) holds it as ...: call; nib ...`, with `also` when a scene has it too.
    static func nibSentence(_ held: [NibLookup], also: Bool) -> String {
        held.map { "\($0.place) \(also ? "also holds" : "holds") it \($0.roleText): \($0.obtain)" }
            .joined(separator: "; ")
    }
}
