import Foundation

/// The unconditional settings of a build settings file (`.xcconfig`) with its `#include`s followed.
///
/// Format facts (Xcode's "Build settings reference", configuration files): one `NAME = value` per line, an
/// optional `;` at its end; `//` starts a comment anywhere on a line; `#include "other.xcconfig"` reads
/// another file, relative to the including one, at that point (`#include?` when the file may be missing);
/// a later assignment overrides an earlier one, and `$(inherited)` in it stands for the earlier value.
/// `NAME[sdk=...]` assignments hold for some builds only and are left out.
struct XCConfigFile {
    /// The settings, by name.
    var settings: [String: BuildSettingValue] = [:]

    /// Reads the file at absolute `path`. `chain` holds the files that include it, to refuse cycles.
    /// - Throws: a `BuildSettingNote` naming the file and line of a missing include or a cycle, or the file
    ///   that cannot be read.
    static func load(_ path: String, chain: [String] = []) throws(BuildSettingNote) -> XCConfigFile {
        let standardized = (path as NSString).standardizingPath
        if chain.contains(standardized) {
            let cycle = (chain.drop { $0 != standardized } + [standardized]).map { ($0 as NSString).lastPathComponent }
            throw BuildSettingNote(
                path: chain.last ?? standardized, message: "makes a cycle: " + cycle.joined(separator: " → "))
        }
        // Only build settings files are read: a project names its configuration files, and a hostile one
        // must not make NavGraph read anything else.
        guard standardized.hasSuffix(".xcconfig") else {
            throw BuildSettingNote(path: standardized, message: "not an .xcconfig file")
        }
        let text: String
        do {
            text = try String(contentsOfFile: standardized, encoding: .utf8)
        } catch {
            throw BuildSettingNote(path: standardized, message: "cannot read: \(XcodeProjectFile.reason(error))")
        }
        var file = XCConfigFile()
        let folder = (standardized as NSString).deletingLastPathComponent
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = offset + 1
            let content = Self.strippingComment(rawLine).trimmingCharacters(in: .whitespaces)
            if content.hasPrefix("#include") {
                guard let included = Self.includedPath(content) else { continue }
                let target = XcodeProjectFile.join(folder, included.path)
                if included.optional && !FileManager.default.fileExists(atPath: target) { continue }
                let other: XCConfigFile
                do {
                    other = try load(target, chain: chain + [standardized])
                } catch {
                    // The including line is where the user can act, unless a deeper file already says where.
                    guard error.line == nil else { throw error }
                    throw BuildSettingNote(
                        path: standardized, line: line, message: "#include \"\(included.path)\": \(error.message)")
                }
                for (name, value) in other.settings { file.assign(name, value) }
                continue
            }
            guard let equals = content.firstIndex(of: "=") else { continue }
            let name = content[..<equals].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, !name.contains("[") else { continue }
            var value = content[content.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            file.assign(
                name,
                BuildSettingValue(text: value.trimmingCharacters(in: .whitespaces), path: standardized, line: line))
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
