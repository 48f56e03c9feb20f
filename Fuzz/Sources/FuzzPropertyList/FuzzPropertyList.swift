import FuzzSupport

@testable import XcodeProject

/// The `project.pbxproj` reader a snapshot or `check` runs on a repository's project, on arbitrary bytes.
/// Beyond not crashing (100,000 `(` once exhausted the stack) or hanging: an error points inside the input,
/// a second parse agrees, and a project that parses gives every target a module within its length limit.
/// Its files are confined to a folder that does not exist, so nothing on this machine is read.
@_cdecl("FuzzPropertyList_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc: argc, argv: argv) { data, count in
        let bytes = Array(fuzzInput(data, count))
        do throws(PropertyListError) {
            let value = try PropertyListParser.parse(bytes)
            require((try? PropertyListParser.parse(bytes)) == value, "a second parse reads another value")
        } catch {
            let lines = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
            require(error.line >= 1 && error.line <= lines && error.column >= 1, "error outside the input: \(error)")
        }
        if let project = try? XcodeProjectFile.parse(bytes, path: "/navgraph-fuzz-absent/App.xcodeproj") {
            for target in project.targets {
                let module = target.moduleName
                require(
                    !module.isEmpty && module.utf8.count <= XcodeTarget.maxModuleNameBytes,
                    "module \(module.utf8.count) bytes long")
            }
        }
        return 0
    }
}

/// Stops with `message` when `condition` fails; unlike `precondition`, the message survives `-O`.
private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
