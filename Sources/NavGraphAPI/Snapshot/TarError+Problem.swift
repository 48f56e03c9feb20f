import TarArchive

extension TarError {
    /// The client-facing problem of a refused archive: `413` for what passes a limit (a gzip bomb included),
    /// `422` for entries a snapshot may not hold (unsafe paths, links, devices, duplicates), `400` for bytes
    /// that are not a complete tar (or gzip) stream; a failure to write the extracted files is the server's `503`.
    var problem: APIError {
        let detail = "\(description); nothing was changed"
        switch self {
        case .tooManyEntries, .fileTooLarge, .expandedTooLarge, .headerTooLarge:
            return APIError(status: 413, title: "Content Too Large", detail: detail)
        case .unsafePath, .unsupportedType, .duplicate, .parentIsFile:
            return APIError.unprocessable(detail)
        case .badChecksum, .badHeader, .truncated, .corruptGzip:
            return APIError.badRequest(detail)
        case .write:
            return APIError(status: 503, title: "Service Unavailable", detail: detail)
        }
    }
}
