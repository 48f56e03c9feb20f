extension ObjectGraph {
    /// The storyboards a target's app opens at launch: those its `Info.plist` (`INFOPLIST_FILE`, relative to
    /// the folder holding the `.xcodeproj`) declares, then those Xcode 13's generated `Info.plist` keys
    /// declare (`INFOPLIST_KEY_UIMainStoryboardFile`, `INFOPLIST_KEY_NSMainStoryboardFile`). An `Info.plist`
    /// outside the project's folder, unreadable or malformed is noted, and the rest still counts.
    func mainStoryboards(settings: inout BuildSettings) -> (names: [String], note: BuildSettingNote?) {
        var values: [String] = []
        var note: BuildSettingNote?
        if settings.isSet("INFOPLIST_FILE") {
            do throws(BuildSettingNote) {
                let file = try infoPlistFile(settings: &settings)
                if !file.isEmpty {
                    let plist = try InfoPlist.read(
                        XcodeProjectFile.join(sourceRoot, file), folder: configurations.folder, projectFile: projectFile
                    )
                    values += InfoPlist.mainStoryboards(in: plist) { try? settings.expanding($0) }
                }
            } catch {
                note = error
            }
        }
        for key in ["INFOPLIST_KEY_UIMainStoryboardFile", "INFOPLIST_KEY_NSMainStoryboardFile"]
        where settings.isSet(key) {
            if let value = try? settings.value(of: key) { values.append(value) }
        }
        return (InfoPlist.names(values), note)
    }

    /// `INFOPLIST_FILE` expanded, or a note saying what it uses that cannot be resolved.
    private func infoPlistFile(settings: inout BuildSettings) throws(BuildSettingNote) -> String {
        do {
            return try settings.value(of: "INFOPLIST_FILE")
        } catch {
            throw BuildSettingNote(
                path: error.assignment?.path ?? projectFile, line: error.assignment?.line,
                message: "\(error.setting ?? "INFOPLIST_FILE") uses \(error.reference), \(error.reason); "
                    + "its Info.plist is not read")
        }
    }
}
