/// What a facts document may hold, checked before anything is stored: a document written by `navgraph push`
/// passes; one made by hand or by a hostile client gets a message that names the first fact at fault.
extension CodeNavigation {
    /// The limits a document is checked against.
    public struct Limits: Sendable, Equatable {
        /// Facts of all three kinds together.
        public var facts: Int
        /// UTF-8 bytes of a file path.
        public var pathBytes: Int
        /// UTF-8 bytes of a name (a class, a storyboard, a storyboard ID, a segue identifier, a container).
        public var nameBytes: Int
        /// UTF-8 bytes of an unresolved entry's expression.
        public var expressionBytes: Int
        /// Containers around one edge's destination.
        public var containers: Int

        /// Creates limits.
        public init(facts: Int, pathBytes: Int, nameBytes: Int, expressionBytes: Int, containers: Int) {
            self.facts = facts
            self.pathBytes = pathBytes
            self.nameBytes = nameBytes
            self.expressionBytes = expressionBytes
            self.containers = containers
        }

        /// The server's: 200,000 facts (an app with ten times Loop's navigation has about 5,000), paths of
        /// 1,024 bytes, names of 1,024, expressions of 512, 8 containers.
        public static let standard = Limits(
            facts: 200_000, pathBytes: 1024, nameBytes: 1024, expressionBytes: 512, containers: 8)
    }

    /// Why a document is refused: `path` names the fact (`edges[3].to.identifier`), `problem` what is wrong.
    public struct ValidationError: Error, Sendable, Equatable, CustomStringConvertible {
        /// Where in the document, as a JSON path.
        public var path: String
        /// What is wrong there.
        public var problem: String

        /// `path: problem`.
        public var description: String { path.isEmpty ? problem : "\(path): \(problem)" }
    }

    /// Throws the first problem of the document against `limits`; returns when it may be stored.
    public func validate(_ limits: Limits = .standard) throws(ValidationError) {
        guard format == Self.formatName else {
            throw ValidationError(path: "format", problem: "is '\(format)'; a facts document's is '\(Self.formatName)'")
        }
        guard version == Self.currentVersion else {
            throw ValidationError(
                path: "version",
                problem: "is \(version); this server reads version \(Self.currentVersion) (send what `navgraph push` "
                    + "of the same release writes)")
        }
        let total = edges.count + instantiations.count + unresolved.count
        guard total <= limits.facts else {
            throw ValidationError(
                path: "", problem: "the document holds \(total) facts; at most \(limits.facts) are taken")
        }
        let checker = FactChecker(limits: limits)
        for (index, edge) in edges.enumerated() {
            let path = "edges[\(index)]"
            try checker.name(edge.from, at: path + ".from")
            try checker.destination(edge.to, at: path + ".to")
            guard edge.containers.count <= limits.containers else {
                throw ValidationError(
                    path: path + ".containers",
                    problem: "has \(edge.containers.count) containers; at most \(limits.containers) are taken")
            }
            for (position, container) in edge.containers.enumerated() {
                try checker.name(container, at: path + ".containers[\(position)]")
            }
            try checker.location(edge.location, at: path + ".location")
        }
        for (index, made) in instantiations.enumerated() {
            let path = "instantiations[\(index)]"
            if let from = made.from { try checker.name(from, at: path + ".from") }
            try checker.destination(made.destination, at: path + ".destination")
            guard made.destination.kind != .segue else {
                throw ValidationError(
                    path: path + ".destination.kind", problem: "a segue is performed, not instantiated")
            }
            try checker.location(made.location, at: path + ".location")
        }
        for (index, entry) in unresolved.enumerated() {
            let path = "unresolved[\(index)]"
            if let from = entry.from { try checker.name(from, at: path + ".from") }
            try checker.text(entry.expression, at: path + ".expression", limit: limits.expressionBytes)
            try checker.location(entry.location, at: path + ".location")
        }
    }
}

/// The checks of one value of a facts document.
private struct FactChecker {
    typealias ValidationError = CodeNavigation.ValidationError
    let limits: CodeNavigation.Limits

    /// A name: not empty, within the limit, no control characters.
    func name(_ value: String, at path: String) throws(ValidationError) {
        guard !value.isEmpty else { throw ValidationError(path: path, problem: "is empty") }
        try text(value, at: path, limit: limits.nameBytes)
    }

    /// Text shown to people: within `limit` UTF-8 bytes, no control characters (a line break would forge lines
    /// of the text and markdown reports).
    func text(_ value: String, at path: String, limit: Int) throws(ValidationError) {
        guard value.utf8.count <= limit else {
            throw ValidationError(path: path, problem: "is \(value.utf8.count) bytes long; at most \(limit) are taken")
        }
        if let control = value.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            let code = "U+" + String(control.value, radix: 16, uppercase: true)
            throw ValidationError(path: path, problem: "holds the control character \(code)")
        }
    }

    /// A destination: the fields its kind needs, each a name, and none it does not.
    func destination(_ value: CodeDestination, at path: String) throws(ValidationError) {
        let needs: (storyboard: Bool, identifier: Bool, className: Bool)
        switch value.kind {
        case .scene: needs = (true, true, false)
        case .initialScene: needs = (true, false, false)
        case .viewController: needs = (false, false, true)
        case .segue, .bundleScene: needs = (false, true, false)
        }
        try field(value.storyboard, "storyboard", optional: needs.storyboard, needed: false, of: value.kind, at: path)
        try field(value.identifier, "identifier", optional: false, needed: needs.identifier, of: value.kind, at: path)
        try field(value.className, "className", optional: false, needed: needs.className, of: value.kind, at: path)
    }

    /// One field of a destination: `needed` ones must be there, `optional` ones may, others must not.
    private func field(
        _ value: String?, _ key: String, optional: Bool, needed: Bool, of kind: CodeDestination.Kind, at path: String
    ) throws(ValidationError) {
        switch value {
        case nil where needed:
            throw ValidationError(
                path: path + "." + key, problem: "is missing; a '\(kind.rawValue)' destination needs it")
        case nil:
            return
        case .some where !needed && !optional:
            throw ValidationError(
                path: path + "." + key, problem: "has no meaning for a '\(kind.rawValue)' destination")
        case .some(let name):
            try self.name(name, at: path + "." + key)
        }
    }

    /// A location: a relative path within the limit, a line from 1.
    func location(_ value: SourceLocation, at path: String) throws(ValidationError) {
        guard !value.file.isEmpty else { throw ValidationError(path: path + ".file", problem: "is empty") }
        try text(value.file, at: path + ".file", limit: limits.pathBytes)
        guard !value.file.hasPrefix("/"), !value.file.split(separator: "/").contains("..") else {
            throw ValidationError(
                path: path + ".file",
                problem: "'\(value.file)' is not relative to the sources folder (no leading / or ..)")
        }
        guard value.line >= 1 else {
            throw ValidationError(path: path + ".line", problem: "is \(value.line); lines count from 1")
        }
    }
}
