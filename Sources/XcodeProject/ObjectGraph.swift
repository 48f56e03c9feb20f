import Foundation

/// The `objects` of a `project.pbxproj`, with each group's parent, to turn file references into paths.
struct ObjectGraph {
    let objects: [String: PropertyListValue]
    let sourceRoot: String
    /// The project's `buildConfigurationList`, for project-level settings.
    var projectConfigurationList: String?
    /// The `project.pbxproj` path, where settings written in the project are.
    var projectFile = ""
    /// The project's name (`PROJECT_NAME`).
    var projectName = ""
    /// Reads the `.xcconfig` files of every target, each once, inside the project's folder.
    let configurations: XCConfigReader
    /// Child id to the id of the group (or variant group) listing it.
    private var parents: [String: String] = [:]
    /// Groups whose folder is known without a parent (the main group).
    private var anchors: [String: String] = [:]

    init(objects: [String: PropertyListValue], sourceRoot: String, folder: ProjectFolder) {
        self.objects = objects
        self.sourceRoot = sourceRoot
        configurations = XCConfigReader(folder: folder)
        for (id, object) in objects {
            for child in object["children"]?.strings ?? [] { parents[child] = id }
        }
    }

    /// Fixes the folder of a group with no parent (the project's main group).
    mutating func anchor(_ id: String, at folder: String) {
        anchors[id] = folder
    }

    /// The absolute path of a file reference or group, following `sourceTree`: `<group>` is relative to the
    /// enclosing group's folder, `SOURCE_ROOT` to the folder holding the `.xcodeproj`, `<absolute>` is
    /// absolute. Other trees (`BUILT_PRODUCTS_DIR`, `SDKROOT`...) are not on disk here: `nil`.
    func path(of id: String, depth: Int = 0) -> String? {
        guard depth < 64, let object = objects[id] else { return nil }
        let own = object["path"]?.string ?? ""
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>":
            if let anchor = anchors[id] { return own.isEmpty ? anchor : XcodeProjectFile.join(anchor, own) }
            guard let parent = parents[id] else { return XcodeProjectFile.join(sourceRoot, own) }
            guard let folder = path(of: parent, depth: depth + 1) else { return nil }
            return XcodeProjectFile.join(folder, own)
        case "SOURCE_ROOT":
            return XcodeProjectFile.join(sourceRoot, own)
        case "<absolute>":
            return own.isEmpty ? nil : XcodeProjectFile.join("/", own)
        default:
            return nil
        }
    }

    /// The target's name, product type, module, resources and synchronized folders.
    func target(id: String, _ target: PropertyListValue) -> XcodeTarget {
        let name = target["name"]?.string ?? target["productName"]?.string ?? id
        var resources: [String] = []
        for phaseID in target["buildPhases"]?.strings ?? [] {
            guard let phase = objects[phaseID], phase["isa"]?.string == "PBXResourcesBuildPhase" else { continue }
            for buildFileID in phase["files"]?.strings ?? [] {
                guard let reference = objects[buildFileID]?["fileRef"]?.string, let file = objects[reference] else {
                    continue
                }
                if file["isa"]?.string == "PBXVariantGroup" {
                    resources += (file["children"]?.strings ?? []).compactMap { path(of: $0) }
                } else if let resolved = path(of: reference) {
                    resources.append(resolved)
                }
            }
        }
        var folders: [SynchronizedFolder] = []
        for groupID in target["fileSystemSynchronizedGroups"]?.strings ?? [] {
            guard let group = objects[groupID], let folder = path(of: groupID) else { continue }
            var exceptions: Set<String> = []
            for exceptionID in group["exceptions"]?.strings ?? [] {
                guard let set = objects[exceptionID], set["target"]?.string == id,
                    set["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet"
                else { continue }
                exceptions.formUnion(set["membershipExceptions"]?.strings ?? [])
            }
            folders.append(SynchronizedFolder(path: folder, exceptions: exceptions))
        }
        let productType = target["productType"]?.string.map {
            $0.hasPrefix("com.apple.product-type.") ? String($0.dropFirst("com.apple.product-type.".count)) : $0
        }
        var (settings, notes) = buildSettings(of: target, name: name)
        let module = moduleName(settings: &settings, notes: notes, name: name)
        let main = mainStoryboards(settings: &settings)
        var result = XcodeTarget(
            name: name, productType: productType, moduleName: module.name, moduleNameNote: module.note,
            resourcePaths: resources, synchronizedFolders: folders)
        result.mainStoryboards = main.names
        result.mainStoryboardsNote = main.note
        return result
    }

    /// Characters that are not letters, digits or `_` become `_`; a leading digit gets a `_` before it.
    static func identifier(_ name: String) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if let first = result.first, first.isNumber { result = "_" + result }
        return result.isEmpty ? "_" : result
    }
}
