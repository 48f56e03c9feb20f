import Foundation

/// One-line reasons for file-system errors: "permission denied", never Foundation's `NSError` dump.
package enum FileErrorText {
    /// `reason(error)` for a failure to read `path`, unless `path` is there and is no regular file: a FIFO, socket or
    /// device, which Foundation refuses to read as "permission denied", a reason that would send the user to the
    /// file's mode.
    package static func reason(_ error: any Error, reading path: String) -> String {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory), !isDirectory.boolValue,
            let type = try? FileManager.default.attributesOfItem(atPath: target)[.type] as? FileAttributeType,
            type != .typeRegular
        {
            return "not a regular file (a FIFO, socket or device)"
        }
        return reason(error)
    }

    /// The POSIX reason behind `error` in lower case ("no such file or directory"), else its description.
    package static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let code = posixCode(nsError), let text = String(validatingCString: strerror(code)) {
            return text.lowercased()
        }
        switch (nsError.domain, nsError.code) {
        case (NSCocoaErrorDomain, NSFileNoSuchFileError), (NSCocoaErrorDomain, NSFileReadNoSuchFileError):
            return "no such file or directory"
        case (NSCocoaErrorDomain, NSFileWriteNoPermissionError), (NSCocoaErrorDomain, NSFileReadNoPermissionError):
            return "permission denied"
        case (NSCocoaErrorDomain, NSFileWriteOutOfSpaceError):
            return "no space left on device"
        case (NSCocoaErrorDomain, NSFileWriteVolumeReadOnlyError):
            return "read-only file system"
        case (NSCocoaErrorDomain, NSFileWriteFileExistsError):
            return "file exists"
        default:
            return nsError.localizedDescription
        }
    }

    private static func posixCode(_ error: NSError) -> Int32? {
        if error.domain == NSPOSIXErrorDomain { return Int32(error.code) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError {
            return posixCode(underlying)
        }
        return nil
    }
}
