import FuzzSupport

@testable import XcodeProject

/// Build settings expansion on arbitrary `.xcconfig` text: the input, split into levels at `---` lines, is read
/// as configuration files (their includes confined to a folder that does not exist), then every setting it
/// assigns is expanded. Beyond not crashing or hanging (`$(V1)$(V1)$(V1)` fifteen deep once took 25 s): each
/// value stays within the size cap and each setting is expanded at most once per level it is looked up below.
@_cdecl("FuzzBuildSettings_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc: argc, argv: argv) { data, count in
        let text = String(decoding: fuzzInput(data, count), as: UTF8.self)
        let reader = XCConfigReader(folder: ProjectFolder("/navgraph-fuzz-absent"))
        var levels: [[String: BuildSettingValue]] = []
        for (index, part) in text.split(separator: "\n---\n", omittingEmptySubsequences: false).enumerated() {
            let path = "/navgraph-fuzz-absent/level\(index).xcconfig"
            let file = try? XCConfigFile.read(String(part), path: path, reader: reader, chain: [])
            levels.append(file?.settings ?? [:])
        }
        require(reader.bytes == 0, "\(reader.bytes) bytes read from outside the input")
        var settings = BuildSettings(levels: levels, builtins: ["TARGET_NAME": "App", "PROJECT_NAME": "Fuzz"])
        let names = Set(levels.flatMap(\.keys)).union(BuildSettings.defaults.keys).union(["TARGET_NAME"])
        for name in names.sorted() {
            if let value = try? settings.value(of: name) {
                require(value.utf8.count <= BuildSettings.maxValueBytes, "\(name): \(value.utf8.count) bytes")
            }
        }
        // Any name a reference spells that no level assigns is looked up too: count those generously.
        let bound = (names.count + text.utf8.count) * (levels.count + 1)
        require(settings.expansions <= bound, "\(settings.expansions) expansions for \(names.count) settings")
        return 0
    }
}

/// Stops with `message` when `condition` fails; unlike `precondition`, the message survives `-O`.
private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
