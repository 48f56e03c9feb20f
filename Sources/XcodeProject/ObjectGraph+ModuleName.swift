extension ObjectGraph {
    /// The configuration whose settings decide a target's module: `Release` (what Xcode's Archive action
    /// builds by default), else the list's `defaultConfigurationName` (what `xcodebuild` builds without
    /// `-configuration`), else the first.
    static func chosenConfiguration(_ names: [String], defaultName: String?) -> String? {
        if names.contains("Release") { return "Release" }
        if let defaultName, names.contains(defaultName) { return defaultName }
        return names.first
    }

    /// The build settings of `target` (named `name`) in its chosen configuration: the project's `.xcconfig`,
    /// the project's own settings, the target's `.xcconfig`, the target's own settings, lowest first; with
    /// notes on the `.xcconfig` files that could not be read.
    func buildSettings(
        of target: PropertyListValue, name: String
    ) -> (settings: BuildSettings, notes: [BuildSettingNote]) {
        let targetList = target["buildConfigurationList"]?.string.flatMap { objects[$0] }
        let targetConfigurations = (targetList?["buildConfigurations"]?.strings ?? []).compactMap { objects[$0] }
        let chosen = Self.chosenConfiguration(
            targetConfigurations.compactMap { $0["name"]?.string },
            defaultName: targetList?["defaultConfigurationName"]?.string)
        let projectConfigurations =
            (projectConfigurationList.flatMap { objects[$0] }?["buildConfigurations"]?.strings
            ?? []).compactMap { objects[$0] }
        var levels: [[String: BuildSettingValue]] = []
        var notes: [BuildSettingNote] = []
        for configuration in [
            projectConfigurations.first { $0["name"]?.string == chosen },
            targetConfigurations.first { $0["name"]?.string == chosen },
        ] {
            do {
                levels.append(try configurationFile(of: configuration)?.settings ?? [:])
            } catch {
                notes.append(error)
                levels.append([:])
            }
            var own: [String: BuildSettingValue] = [:]
            for (key, value) in configuration?["buildSettings"]?.dictionary ?? [:] {
                guard let text = value.string else { continue }
                own[key] = BuildSettingValue(text: text, path: projectFile, line: nil)
            }
            levels.append(own)
        }
        let builtins = [
            "TARGET_NAME": name, "PROJECT_NAME": projectName, "SRCROOT": sourceRoot, "SOURCE_ROOT": sourceRoot,
            "PROJECT_DIR": sourceRoot,
        ]
        return (BuildSettings(levels: levels, builtins: builtins), notes)
    }

    /// The target's Swift module: `PRODUCT_MODULE_NAME` (Xcode's default `$(PRODUCT_NAME:c99extidentifier)`,
    /// `PRODUCT_NAME` defaulting to `$(TARGET_NAME)`) from the chosen configuration's settings and
    /// `.xcconfig` files (`buildSettings(of:name:)`). What cannot be resolved falls back to the target's name
    /// made an identifier, with a note saying why.
    func moduleName(
        settings: inout BuildSettings, notes: [BuildSettingNote], name: String
    ) -> (name: String, note: BuildSettingNote?) {
        var notes = notes
        let fallback = Self.moduleName(fromTarget: name)
        do {
            let value = try settings.value(of: "PRODUCT_MODULE_NAME")
            var module = Self.identifier(value)
            if value.isEmpty {
                notes.append(BuildSettingNote(path: projectFile, message: "PRODUCT_MODULE_NAME is empty"))
                module = fallback.name
            } else if module.utf8.count > XcodeTarget.maxModuleNameBytes {
                notes.append(
                    BuildSettingNote(
                        path: projectFile,
                        message: "PRODUCT_MODULE_NAME is longer than \(XcodeTarget.maxModuleNameBytes) bytes"))
                module = fallback.name
            }
            guard var note = notes.first else { return (module, nil) }
            note.message += "; module taken as '\(module)'"
            return (module, note)
        } catch {
            let note = BuildSettingNote(
                path: error.assignment?.path ?? projectFile, line: error.assignment?.line,
                message: "\(error.setting ?? "PRODUCT_MODULE_NAME") uses \(error.reference), \(error.reason); "
                    + "module taken as '\(fallback.name)', \(fallback.origin)")
            return (fallback.name, note)
        }
    }

    /// The module a target gets when its settings cannot say: its name made an identifier, cut to the longest
    /// module name NavGraph keeps when it is longer.
    static func moduleName(fromTarget name: String) -> (name: String, origin: String) {
        var module = identifier(name)
        guard module.utf8.count > XcodeTarget.maxModuleNameBytes else { return (module, "the target's name") }
        while module.utf8.count > XcodeTarget.maxModuleNameBytes { module.removeLast() }
        return (module, "the start of the target's name")
    }

    /// The `.xcconfig` a build configuration is based on (`baseConfigurationReference`, or Xcode 16's
    /// `baseConfigurationReferenceAnchor` and `baseConfigurationReferenceRelativePath` into a synchronized
    /// folder), read with its includes; `nil` when it has none. A file outside the project's folder is not read.
    private func configurationFile(of configuration: PropertyListValue?) throws(BuildSettingNote) -> XCConfigFile? {
        guard let configuration else { return nil }
        var path: String?
        if let reference = configuration["baseConfigurationReference"]?.string {
            path = self.path(of: reference)
            if path == nil {
                throw BuildSettingNote(
                    path: projectFile, message: "the base configuration file \(reference) is not a file on disk")
            }
        } else if let anchor = configuration["baseConfigurationReferenceAnchor"]?.string,
            let relative = configuration["baseConfigurationReferenceRelativePath"]?.string,
            let folder = self.path(of: anchor)
        {
            path = XcodeProjectFile.join(folder, relative)
        }
        guard let path else { return nil }
        guard configurations.folder.holds(path) else {
            throw BuildSettingNote(path: projectFile, message: "the base configuration file " + ProjectFolder.outside)
        }
        return try configurations.load(path)
    }
}
