import Foundation

/// A stand-in for Graphviz's `dot`: a shell script that counts its runs in a file, reads its input, then
/// waits until the test opens its gate (a file) before writing a tiny SVG. Makes drawings slow on cue; gives
/// up once its folder is removed, so a failed test leaves no script behind.
struct StandInDot {
    let folder: URL
    var executable: URL { folder.appendingPathComponent("dot") }
    var gate: URL { folder.appendingPathComponent("gate") }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-dot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = """
            #!/bin/sh
            echo run >> '\(folder.path)/runs'
            cat > /dev/null
            while [ ! -f '\(folder.path)/gate' ]; do [ -d '\(folder.path)' ] || exit 1; sleep 0.05; done
            printf '<svg xmlns="http://www.w3.org/2000/svg"><g id="graph0"></g></svg>\\n'
            """
        try Data(script.utf8).write(to: executable)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: executable.path)
    }

    /// How many times `dot` was started.
    var runs: Int {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("runs"), encoding: .utf8) else {
            return 0
        }
        return text.split(separator: "\n").count
    }

    /// Lets every waiting (and later) run finish.
    func open() throws { try Data().write(to: gate) }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}
