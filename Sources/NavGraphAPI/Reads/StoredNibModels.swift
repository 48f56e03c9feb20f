import Foundation
import Storage
import StoryboardImport
import StoryboardModel

/// The nibs a graph holds, made from the XML the store keeps: parsed as a nib PUT parses them, each named and
/// numbered as stored.
enum StoredNibModels {
    /// `stored` as models, in its order. A nib of `known` (a graph's nibs of the same project) with the same name
    /// and revision is the same bytes (a nib's revision never repeats for its name): taken as it is, not parsed
    /// again. Stops with `WorkCancelled` between nibs once `cancellation` fires.
    static func models(
        _ stored: [StoredNib], known: [Nib] = [], cancellation: CancellationFlag = .never
    ) throws -> [Nib] {
        let parsed = Dictionary(known.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return try stored.map { item in
            if let nib = parsed[item.name], nib.revision == item.revision { return nib }
            try cancellation.check()
            var nib = try BundleInput.nib(item.source, name: item.name)
            nib.name = item.name
            nib.revision = item.revision
            return nib
        }
    }
}
