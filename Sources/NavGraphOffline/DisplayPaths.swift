import Foundation

/// Paths as the user reaches them: a file found under an argument is shown as that argument, as typed,
/// followed by the file's path inside it (`App/Base.lproj/Main.storyboard` for `App`;
/// `Base.lproj/Main.storyboard` for `.`), so `check .` at a repository's root prints repository-relative
/// paths, as GitHub annotations and SARIF viewers expect.
struct DisplayPaths: Sendable {
    /// The arguments as typed, and as absolute standardized paths.
    private let arguments: [(typed: String, absolute: String)]

    init(arguments: [String], context: CommandContext) {
        self.arguments = arguments.map { ($0, context.resolve($0).path) }
    }

    /// The absolute paths, in argument order.
    var absoluteArguments: [String] { arguments.map(\.absolute) }

    /// `absolute` as reached through the argument holding it (the deepest one); unchanged when none does.
    func display(_ absolute: String) -> String {
        var best: (typed: String, absolute: String)?
        for argument in arguments
        where absolute == argument.absolute || absolute.hasPrefix(argument.absolute + "/")
            || argument.absolute == "/"
        {
            if best == nil || argument.absolute.count > best!.absolute.count { best = argument }
        }
        guard let best else { return absolute }
        if absolute == best.absolute { return best.typed }
        let inside = String(absolute.dropFirst(best.absolute == "/" ? 1 : best.absolute.count + 1))
        var prefix = best.typed
        while prefix.hasSuffix("/") && prefix.count > 1 { prefix.removeLast() }
        if prefix == "." || prefix == "./" { return inside }
        if prefix.hasPrefix("./") { prefix.removeFirst(2) }
        return prefix == "/" ? "/" + inside : prefix + "/" + inside
    }

    /// `url`'s path for display.
    func display(_ url: URL) -> String { display(url.path) }

    /// Replaces absolute argument paths quoted inside a message by their display form.
    func rewrite(_ message: String) -> String {
        var text = message
        for argument in arguments.sorted(by: { $0.absolute.count > $1.absolute.count }) where argument.absolute != "/" {
            text = text.replacingOccurrences(of: argument.absolute, with: argument.typed)
        }
        return text
    }
}
