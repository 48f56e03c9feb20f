import Foundation

extension TarWriter {
    /// Adds every regular file under `folder` that `filter` selects, by its path relative to `folder`, in sorted
    /// order (so one tree always makes one archive). Folders `skipsFolder` names (by last component) are not
    /// entered; links are never followed or archived. Answers the paths added.
    @discardableResult
    public mutating func addFiles(
        under folder: URL, selecting filter: TarFilter, skipsFolder: (String) -> Bool = { _ in false }
    ) throws(TarError) -> [String] {
        var added: [String] = []
        try addFiles(in: folder.standardizedFileURL, relative: "", filter: filter, skipsFolder: skipsFolder, &added)
        return added
    }

    private mutating func addFiles(
        in folder: URL, relative: String, filter: TarFilter, skipsFolder: (String) -> Bool, _ added: inout [String]
    ) throws(TarError) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            throw .write(entry: relative.isEmpty ? nil : relative, reason: "cannot list \(folder.path): \(error)")
        }
        for name in names {
            let url = folder.appendingPathComponent(name)
            let path = relative.isEmpty ? name : relative + "/" + name
            let type: FileAttributeType?
            do {
                type = try FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType
            } catch  where !filter.selects(path) {
                // A file the archive would not hold stops nothing, even one that cannot be reached by its listed name
                // (bytes that are not UTF-8, `caf\xE9.png`, which Foundation spells with U+FFFD).
                continue
            } catch {
                throw .write(entry: path, reason: "cannot read \(url.path): \(error.localizedDescription)")
            }
            switch type {
            case .typeDirectory?:
                if !skipsFolder(name) {
                    try addFiles(in: url, relative: path, filter: filter, skipsFolder: skipsFolder, &added)
                }
            case .typeRegular? where filter.selects(path):
                try addFile(path: path, contentsOf: url)
                added.append(path)
            default:
                continue
            }
        }
    }
}
