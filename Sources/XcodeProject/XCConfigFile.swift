import Foundation

/// The unconditional settings of a build settings file (`.xcconfig`) with its `#include`s followed.
///
/// Format facts (Xcode's "Build settings reference", configuration files): one `NAME = value` per line, an
/// optional `;` at its end; `//` starts a comment anywhere on a line; `#include "other.xcconfig"` reads
/// another file, relative to the including one, at that point (`#include?` when the file may be missing);
/// a later assignment overrides an earlier one, and `$(inherited)` in it stands for the earlier value.
/// `NAME[sdk=...]` assignments hold for some builds only and are left out. Files are read by an
/// `XCConfigReader`, which holds the limits.
struct XCConfigFile {
    /// The settings, by name.
    var settings: [String: BuildSettingValue] = [:]

    /// Reads `text`, the file at `path`, following its includes through `reader`.
    static func read(
        _ text: String, path: String, reader: XCConfigReader, chain: [String]
    ) throws(BuildSettingNote) -> XCConfigFile {
        var file = XCConfigFile()
        let folder = (path as NSString).deletingLastPathComponent
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = offset + 1
            let content = Self.strippingComment(rawLine).trimmingCharacters(in: .whitespaces)
            if content.hasPrefix("#include") {
                guard let included = Self.includedPath(content) else { continue }
                let other: XCConfigFile?
                do {
                    other = try reader.load(
                        XcodeProjectFile.join(folder, included.path), optional: included.optional,
                        chain: chain + [path])
                } catch {
                    // The including line is where the user can act, unless a deeper file already says where.
                    guard error.line == nil else { throw error }
                    throw BuildSettingNote(
                        path: path, line: line, message: "#include \"\(included.path)\": \(error.message)")
                }
                for (name, value) in other?.settings ?? [:] { file.assign(name, value) }
                continue
            }
            guard let equals = content.firstIndex(of: "=") else { continue }
            let name = content[..<equals].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, !name.contains("[") else { continue }
            var value = content[content.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            file.assign(
                name, BuildSettingValue(text: value.trimmingCharacters(in: .whitespaces), path: path, line: line))
        }
        return file
    }

    /// Sets `name`; `$(inherited)` (or `${inherited}`) in the new value takes the earlier value's text.
    private mutating func assign(_ name: String, _ value: BuildSettingValue) {
        var value = value
        if let earlier = settings[name] {
            value.text = value.text.replacingOccurrences(of: "$(inherited)", with: earlier.text)
                .replacingOccurrences(of: "${inherited}", with: earlier.text)
        }
        settings[name] = value
    }

    /// The line before `//`.
    private static func strippingComment(_ line: Substring) -> Substring {
        guard let range = line.range(of: "//") else { return line }
        return line[..<range.lowerBound]
    }

    /// `#include "a.xcconfig"` → `a.xcconfig`; `#include? "b"` is optional. `<...>` (the developer folder's
    /// files) is not on disk here: `nil`.
    private static func includedPath(_ line: String) -> (path: String, optional: Bool)? {
        var rest = line.dropFirst("#include".count)
        let optional = rest.first == "?"
        if optional { rest = rest.dropFirst() }
        let trimmed = rest.trimmingCharacters(in: .whitespaces)
        guard trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") else { return nil }
        return (String(trimmed.dropFirst().dropLast()), optional)
    }
}
