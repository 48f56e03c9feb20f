import StoryboardModel

/// Reads the navigation Swift and Objective-C code does out of an app's source files: every call that pushes,
/// presents, shows, sets view controllers or performs a segue becomes a `CodeEdge` (its destination named) or an
/// `UnresolvedNavigation` (with why not), and every view controller made becomes a `CodeInstantiation`.
///
/// Pure, no I/O. Nothing is guessed: a destination is named only when the expression (or the one local it is
/// read from, given exactly one value) is one of the forms `docs/code-navigation.md` lists. Linear in the
/// input's size, whatever its nesting; unterminated comments and strings end at the file's end.
public enum CodeNavigationReader {
    /// The facts of `files` (`path` relative and `/`-separated, as they go into the document), sorted by file
    /// and line. A `.swift` path is read as Swift; `.m`, `.mm`, `.h` as Objective-C; others are skipped.
    public static func read(files: [(path: String, text: String)]) -> CodeNavigation {
        let sources = files.compactMap { file -> TokenizedSource? in
            let pathExtension = file.path.split(separator: ".").last.map(String.init) ?? ""
            guard file.path.contains("."), let language = SourceLanguage(pathExtension: pathExtension) else {
                return nil
            }
            return TokenizedSource(path: file.path, text: file.text, language: language)
        }
        var types = DeclaredTypes()
        for source in sources {
            types.collect(source)
            types.collectConstants(source)
        }
        types.finishFunctions()
        var document = CodeNavigation()
        for source in sources {
            var reader = FileNavigationReader(source: source, types: types)
            let facts = reader.read()
            document.edges += facts.edges
            document.instantiations += facts.instantiations
            document.unresolved += facts.unresolved
        }
        document.edges.sort { ($0.location, $0.from, $0.kind.rawValue) < ($1.location, $1.from, $1.kind.rawValue) }
        document.instantiations.sort { $0.location < $1.location }
        document.unresolved.sort { $0.location < $1.location }
        return document
    }
}
