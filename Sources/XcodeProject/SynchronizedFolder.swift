/// An Xcode 16 synchronized folder (`PBXFileSystemSynchronizedRootGroup`): every file under it belongs
/// to the target, except the paths its exception sets list for that target.
public struct SynchronizedFolder: Sendable, Equatable {
    /// The folder's absolute path.
    public var path: String
    /// Paths relative to the folder that are not members (`membershipExceptions`).
    public var exceptions: Set<String>

    /// Creates a synchronized folder value.
    public init(path: String, exceptions: Set<String>) {
        self.path = path
        self.exceptions = exceptions
    }

    /// Whether the file at absolute `file` is inside the folder and not excepted. An exception naming a
    /// folder excepts everything under it.
    public func contains(_ file: String) -> Bool {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        guard file.hasPrefix(prefix) else { return false }
        let relative = String(file.dropFirst(prefix.count))
        if exceptions.contains(relative) { return false }
        return !exceptions.contains { relative.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }
}
