import NavGraphLog
import StoryboardModel

/// The rule for a name from the input (an Xcode target, a generated file) used as one file or folder name
/// under `--output`: it is used as written when it is one ordinary path component, and refused otherwise,
/// never mapped, so the files written are always where the names say (README, "generate").
///
/// Refused: the empty name, `.` and `..`, a name holding `/` or `\` (a separator on macOS, Linux or
/// Windows), NUL or any control or bidirectional character (`PlainText.isControl`), and names longer than
/// 255 bytes (the common file system limit). So nothing from a `project.pbxproj` leaves the folder.
enum OutputPathComponent {
    /// `name`, or `dataError` saying why it cannot be a file name (`what` is e.g. "bundle").
    static func checked(_ name: String, what: String) throws(CLIError) -> String {
        if let reason = problem(name) {
            throw CLIError.dataError(
                "\(what) name '\(PlainText.line(name))' cannot be a file name under --output: \(reason); nothing "
                    + "written (pass --target NAME with --output FILE to write it elsewhere)")
        }
        return name
    }

    /// Why `name` is not one safe path component, or `nil`.
    static func problem(_ name: String) -> String? {
        if name.isEmpty { return "it is empty" }
        if name == "." || name == ".." { return "it names a folder outside its own" }
        if name.contains("/") || name.contains("\\") { return "it holds a path separator" }
        if name.unicodeScalars.contains(where: { $0 == "\0" || PlainText.isControl($0) }) {
            return "it holds a control character"
        }
        if name.utf8.count > 255 { return "it is longer than 255 bytes" }
        return nil
    }
}
