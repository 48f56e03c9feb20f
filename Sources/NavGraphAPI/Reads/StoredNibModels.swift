import Foundation
import NavGraphLog
import Storage
import StoryboardImport
import StoryboardModel

/// The nibs a graph holds, made from the XML the store keeps: parsed as a nib PUT parses them, each named and
/// numbered as stored.
enum StoredNibModels {
    /// `stored`, the nibs of `project`, as models in its order. A nib of `known` (a graph's nibs of the same
    /// project) with the same name and revision is the same bytes (a nib's revision never repeats for its name):
    /// taken as it is, not parsed again. A stored nib the parser no longer reads (stored by another version) is
    /// left out and logged: the rest of the project is still served. Stops with `WorkCancelled` between nibs once
    /// `cancellation` fires.
    static func models(
        _ stored: [StoredNib], of project: String, known: [Nib] = [], cancellation: CancellationFlag = .never
    ) throws -> [Nib] {
        let parsed = Dictionary(known.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return try stored.compactMap { item in
            if let nib = parsed[item.name], nib.revision == item.revision { return nib }
            try cancellation.check()
            do {
                var nib = try BundleInput.nib(item.source, name: item.name)
                nib.name = item.name
                nib.revision = item.revision
                return nib
            } catch {
                serviceLog.warning(
                    "nib '\(item.name)' of project '\(project)' cannot be read back and is left out of its graph: \(error)"
                )
                return nil
            }
        }
    }
}
