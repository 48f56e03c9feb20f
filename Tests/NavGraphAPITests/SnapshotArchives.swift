import Foundation
import TarArchive

/// Tar archives for the snapshot tests, made by the writer `navgraph push` uses, or byte by byte (`HandBuilt`)
/// for what it refuses to write.
enum SnapshotArchives {
    /// An archive of `files` (path → text), in the order given.
    static func tar(_ files: [(String, String)], comment: String? = nil) throws -> Data {
        var data = Data()
        if let comment { data.append(contentsOf: HandBuilt.pax([("comment", Array(comment.utf8))], type: 0x67)) }
        var writer = TarWriter { data.append($0) }
        for (path, text) in files { try writer.addFile(path: path, data: Data(text.utf8)) }
        try writer.finish()
        return data
    }

    /// An archive of the snapshot files under `folder` of the repository (`Tests/Fixtures/...`).
    static func tar(fixture folder: String) throws -> Data {
        var data = Data()
        var writer = TarWriter { data.append($0) }
        try writer.addFiles(
            under: TestEnvironment.repositoryRoot.appendingPathComponent(folder), selecting: .snapshotSources)
        try writer.finish()
        return data
    }

    /// Hand-built entries followed by the end blocks.
    static func raw(_ blocks: [UInt8]...) -> Data {
        Data(blocks.joined() + HandBuilt.end)
    }

    /// `data` gzip-compressed.
    static func gzip(_ data: Data) -> Data {
        var out = Data()
        Deflater().compress(Array(data), finish: true) { out.append(contentsOf: $0) }
        return out
    }

    /// A gzip stream of `files` entries of `size` zero bytes each: a few KiB that inflate to their total.
    static func bomb(files: Int, size: Int) -> Data {
        var out = Data()
        let deflater = Deflater()
        let sink: ([UInt8]) -> Void = { out.append(contentsOf: $0) }
        let zeros = [UInt8](repeating: 0, count: size)
        for index in 0..<files {
            deflater.compress(HandBuilt.header(Array("zeros-\(index).bin".utf8), size: size), sink)
            deflater.compress(HandBuilt.padded(zeros), sink)
        }
        deflater.compress(HandBuilt.end, finish: true, sink)
        return out
    }
}
