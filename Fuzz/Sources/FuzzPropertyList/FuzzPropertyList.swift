import FuzzSupport

@testable import XcodeProject

/// The `project.pbxproj` reader a snapshot or `check` runs on a repository's project, and the XML `Info.plist`
/// reader, on arbitrary bytes.
/// Beyond not crashing (100,000 `(` once exhausted the stack) or hanging: an error points inside the input,
/// a second parse agrees, and a project that parses gives every target a module within its length limit.
/// Its files are confined to a folder that does not exist, so nothing on this machine is read.
@_cdecl("FuzzPropertyList_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc: argc, argv: argv) { data, count in
        let bytes = Array(fuzzInput(data, count))
        let lines = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        do throws(PropertyListError) {
            let value = try PropertyListParser.parse(bytes)
            require((try? PropertyListParser.parse(bytes)) == value, "a second parse reads another value")
        } catch {
            require(error.line >= 1 && error.line <= lines && error.column >= 1, "error outside the input: \(error)")
        }
        // The same bytes as an XML Info.plist: bounded, and the main storyboards within their limits.
        do throws(PropertyListError) {
            let value = try XMLPropertyListParser.parse(bytes)
            require((try? XMLPropertyListParser.parse(bytes)) == value, "a second XML parse reads another value")
            let names = InfoPlist.mainStoryboards(in: value) { $0 }
            require(
                names.count <= InfoPlist.maxNames
                    && names.allSatisfy { !$0.isEmpty && $0.utf8.count <= XcodeTarget.maxModuleNameBytes },
                "main storyboard names past their limits")
        } catch {
            require(
                error.line >= 1 && error.line <= lines && error.column >= 1, "XML error outside the input: \(error)")
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
