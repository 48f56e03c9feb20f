import Foundation

/// A target's `navgraph.json`: which styles to generate and how. Every key is optional.
///
///     { "styles": ["scenes", "segues"], "access": "public", "module": "MyApp", "platform": "ios" }
struct NavGraphConfiguration: Equatable {
    /// The file name looked for in the target's folder.
    static let fileName = "navgraph.json"
    /// The styles a build can compile: every style of `navgraph generate` that writes one Swift file.
    static let supportedStyles = [
        "scenes", "segues", "storyboard-enum", "storyboardable", "initializable", "viewmodel-bindable",
    ]
    /// The keys the file may hold.
    static let keys = ["access", "module", "platform", "styles"]

    /// The styles to generate, one Swift file each (default: `scenes`).
    var styles = ["scenes"]
    /// `internal` or `public` (default: `internal`).
    var access = "internal"
    /// The module the generated code is compiled into, which it does not import (default: the target's).
    var module: String
    /// `ios`, `tvos`, `macos` or `watchos`; `nil` lets `navgraph` read it from the storyboards.
    var platform: String?

    /// Reads and validates `url`; every error names the key at fault and what it accepts.
    static func load(_ url: URL, defaultModule: String) throws(ConfigurationError) -> NavGraphConfiguration {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ConfigurationError(url, "cannot read the file: \(error.localizedDescription)")
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            throw ConfigurationError(url, "not valid JSON" + (detail.map { ": \($0)" } ?? ""))
        }
        guard let fields = object as? [String: Any] else {
            throw ConfigurationError(url, "expected a JSON object such as {\"styles\": [\"scenes\"]}")
        }
        return try NavGraphConfiguration(fields: fields, file: url, defaultModule: defaultModule)
    }

    /// The defaults, for a target without a configuration file.
    init(module: String) {
        self.module = module
    }

    private init(fields: [String: Any], file: URL, defaultModule: String) throws(ConfigurationError) {
        module = defaultModule
        if let unknown = fields.keys.sorted().first(where: { !Self.keys.contains($0) }) {
            throw ConfigurationError(
                file, "unknown key '\(unknown)'; the keys are \(Self.keys.map { "'\($0)'" }.joined(separator: ", "))")
        }
        if let value = fields["styles"] {
            styles = try Self.styles(value, file: file)
        }
        if let value = fields["access"] {
            guard let text = value as? String, ["internal", "public"].contains(text) else {
                throw ConfigurationError(file, "'access' must be \"internal\" or \"public\"")
            }
            access = text
        }
        if let value = fields["module"] {
            guard let text = value as? String, Self.isIdentifier(text) else {
                throw ConfigurationError(file, "'module' must be a Swift module name such as \"MyApp\"")
            }
            module = text
        }
        if let value = fields["platform"] {
            let platforms = ["ios", "tvos", "macos", "watchos"]
            guard let text = value as? String, platforms.contains(text) else {
                throw ConfigurationError(
                    file, "'platform' must be one of \(platforms.map { "\"\($0)\"" }.joined(separator: ", "))")
            }
            platform = text
        }
    }

    private static func styles(_ value: Any, file: URL) throws(ConfigurationError) -> [String] {
        guard let names = value as? [String], !names.isEmpty else {
            throw ConfigurationError(file, "'styles' must be a non-empty array of style names such as [\"scenes\"]")
        }
        for name in names where !supportedStyles.contains(name) {
            if name == "objc-backed" {
                throw ConfigurationError(
                    file,
                    "style 'objc-backed' writes Objective-C files a Swift target cannot compile; run "
                        + "`navgraph generate --style objc-backed --output DIR` in a build phase instead")
            }
            throw ConfigurationError(
                file, "unknown style '\(name)'; the styles are \(supportedStyles.joined(separator: ", "))")
        }
        if let repeated = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
            throw ConfigurationError(file, "style '\(repeated)' is listed twice")
        }
        return names
    }

    /// A plain identifier: what SwiftPM and Xcode make module names of.
    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first) else {
            return false
        }
        return text.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) }
    }
}

/// A `navgraph.json` that cannot be used, with the file and what is wrong.
struct ConfigurationError: Error, CustomStringConvertible {
    /// The configuration file.
    var file: URL
    /// What is wrong and what would be accepted.
    var problem: String

    init(_ file: URL, _ problem: String) {
        self.file = file
        self.problem = problem
    }

    var description: String { "\(file.path): \(problem)" }
}
