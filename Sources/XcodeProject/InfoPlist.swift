import Foundation

/// A target's `Info.plist` read for the storyboards the system opens at launch: `UIMainStoryboardFile`
/// (and its device variants such as `UIMainStoryboardFile~ipad`), `NSMainStoryboardFile` on macOS, each
/// scene configuration's `UISceneStoryboardFile` in `UIApplicationSceneManifest`, and an extension's
/// `NSExtensionMainStoryboard`.
///
/// The file is hostile input: read only inside the project's folder, at most `maxBytes`, in the XML or
/// old-style text format (a binary property list is noted, not read), nested at most
/// `PropertyListParser.maxDepth` deep.
enum InfoPlist {
    /// The largest `Info.plist` read (1 MiB); real ones are a few KiB.
    static let maxBytes = 1 << 20
    /// The most main storyboard names one target keeps.
    static let maxNames = 64

    /// The property list at absolute `path`, or a note saying why it was not read (`projectFile` is where the
    /// note points when the path itself is refused).
    static func read(
        _ path: String, folder: ProjectFolder, projectFile: String
    ) throws(BuildSettingNote)
        -> PropertyListValue
    {
        guard folder.holds(path) else {
            throw BuildSettingNote(path: projectFile, message: "the Info.plist file " + ProjectFolder.outside)
        }
        // A folder or a FIFO (which would block the read) is not a property list; a link inside is followed.
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let type = (try? FileManager.default.attributesOfItem(atPath: target))?[.type] as? FileAttributeType
        if let type, type != .typeRegular {
            throw BuildSettingNote(path: path, message: "is not a regular file: not read")
        }
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            data = try handle.read(upToCount: maxBytes + 1) ?? Data()
        } catch {
            throw BuildSettingNote(path: path, message: "cannot read: \(XcodeProjectFile.reason(error))")
        }
        guard data.count <= maxBytes else {
            throw BuildSettingNote(path: path, message: "is larger than 1 MiB: not read")
        }
        let bytes = Array(data)
        do throws(PropertyListError) {
            if bytes.starts(with: Array("bplist".utf8)) {
                throw PropertyListError("a binary property list, which NavGraph does not read", line: 1, column: 1)
            }
            // XML starts with a declaration, a comment or a document type, or `<plist`; old-style text with `{`.
            let start = String(decoding: bytes.prefix(64), as: UTF8.self).drop { $0.isWhitespace || $0 == "\u{FEFF}" }
            if start.hasPrefix("<?") || start.hasPrefix("<!") || start.hasPrefix("<plist") {
                return try XMLPropertyListParser.parse(bytes)
            }
            return try PropertyListParser.parse(bytes)
        } catch {
            throw BuildSettingNote(path: path, line: error.line, message: error.message)
        }
    }

    /// The main storyboard names `plist` declares, in the order found, each once; `expand` resolves build
    /// setting references in a value (`nil` drops it).
    static func mainStoryboards(in plist: PropertyListValue, expand: (String) -> String?) -> [String] {
        var values: [String] = []
        for (key, value) in (plist.dictionary ?? [:]).sorted(by: { $0.key < $1.key }) {
            if key == "UIMainStoryboardFile" || key.hasPrefix("UIMainStoryboardFile~") || key == "NSMainStoryboardFile"
            {
                values += value.string.map { [$0] } ?? []
            }
        }
        values += plist["NSExtension"]?["NSExtensionMainStoryboard"]?.string.map { [$0] } ?? []
        let configurations = plist["UIApplicationSceneManifest"]?["UISceneConfigurations"]?.dictionary ?? [:]
        for (_, role) in configurations.sorted(by: { $0.key < $1.key }) {
            for configuration in role.array ?? [] {
                values += configuration["UISceneStoryboardFile"]?.string.map { [$0] } ?? []
            }
        }
        return names(values.compactMap(expand))
    }

    /// Storyboard names from declared values: `.storyboard` left out; empty and overlong ones, and those no
    /// file could have (a `/`, a control character), dropped; each once, at most `maxNames`.
    static func names(_ values: [String]) -> [String] {
        var names: [String] = []
        for value in values {
            var name = value.trimmingCharacters(in: .whitespaces)
            if name.hasSuffix(".storyboard") { name.removeLast(".storyboard".count) }
            guard !name.isEmpty, name.utf8.count <= XcodeTarget.maxModuleNameBytes, !names.contains(name),
                names.count < maxNames, !name.contains("/"),
                !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
            else { continue }
            names.append(name)
        }
        return names
    }
}
