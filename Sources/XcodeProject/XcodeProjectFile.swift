import Foundation

/// An Xcode project (`Name.xcodeproj/project.pbxproj`) read for what NavGraph needs: its native targets
/// and the resource files each one bundles.
public struct XcodeProjectFile: Sendable, Equatable {
    /// The `.xcodeproj` folder's absolute path.
    public var path: String
    /// The project's name (the `.xcodeproj` folder name without its extension).
    public var name: String
    /// The native targets (`PBXNativeTarget`), in the project's order.
    public var targets: [XcodeTarget]

    /// Reads `xcodeproj` (the `.xcodeproj` folder) and resolves its targets' files against the folder that
    /// holds it (`SOURCE_ROOT`). Files are read only inside `root`, the folder the request or command brought
    /// (by default the one holding the `.xcodeproj`): a configuration file elsewhere is noted, never read.
    public static func load(_ xcodeproj: URL, root: String? = nil) throws(XcodeProjectError) -> XcodeProjectFile {
        let file = xcodeproj.appendingPathComponent("project.pbxproj")
        let path = xcodeproj.standardizedFileURL.path
        let folder = ProjectFolder(root ?? (path as NSString).deletingLastPathComponent)
        guard folder.holds(file.path) else {
            throw XcodeProjectError(path: file.path, message: "project.pbxproj " + ProjectFolder.outside)
        }
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw XcodeProjectError(path: file.path, message: "cannot read: \(Self.reason(error))")
        }
        return try parse(data, path: path, root: folder.path)
    }

    /// Parses the text of a `project.pbxproj` belonging to the `.xcodeproj` folder at absolute `path`; files
    /// are read only inside `root` (by default the folder holding the `.xcodeproj`).
    public static func parse(
        _ contents: some Collection<UInt8>, path: String, root folder: String? = nil
    ) throws(XcodeProjectError)
        -> XcodeProjectFile
    {
        let file = path + "/project.pbxproj"
        let root: PropertyListValue
        do {
            root = try PropertyListParser.parse(contents)
        } catch {
            throw XcodeProjectError(path: file, message: error.message, line: error.line)
        }
        guard let objects = root["objects"]?.dictionary, let rootID = root["rootObject"]?.string,
            let project = objects[rootID], project["isa"]?.string == "PBXProject"
        else {
            throw XcodeProjectError(path: file, message: "no PBXProject root object: not an Xcode project file")
        }
        let sourceRoot = (path as NSString).deletingLastPathComponent
        let projectRoot = Self.join(sourceRoot, project["projectDirPath"]?.string ?? "")
        var graph = ObjectGraph(objects: objects, sourceRoot: sourceRoot, folder: ProjectFolder(folder ?? sourceRoot))
        graph.projectConfigurationList = project["buildConfigurationList"]?.string
        graph.projectFile = file
        graph.projectName = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if let main = project["mainGroup"]?.string { graph.anchor(main, at: projectRoot) }
        let targets = project["targets"]?.strings.compactMap { id -> XcodeTarget? in
            guard let target = objects[id], target["isa"]?.string == "PBXNativeTarget" else { return nil }
            return graph.target(id: id, target)
        }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return XcodeProjectFile(path: path, name: name, targets: targets ?? [])
    }

    /// Joins a folder and a path that may be absolute, normalizing `.` and `..`.
    static func join(_ folder: String, _ path: String) -> String {
        if path.hasPrefix("/") { return (path as NSString).standardizingPath }
        if path.isEmpty { return folder }
        return URL(fileURLWithPath: folder).appendingPathComponent(path).standardizedFileURL.path
    }

    /// The POSIX reason of a file error ("No such file or directory"), never Foundation's whole dump.
    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
            let message = String(validatingCString: strerror(Int32(underlying.code)))
        {
            return message.lowercased()
        }
        if nsError.domain == NSPOSIXErrorDomain, let message = String(validatingCString: strerror(Int32(nsError.code)))
        {
            return message.lowercased()
        }
        return nsError.localizedDescription
    }
}
