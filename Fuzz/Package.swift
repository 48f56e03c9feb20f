// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets over NavGraph's input-facing code. Built only by `Fuzz/run.sh` with
// `-sanitize=fuzzer,address`; a normal `swift build` of the root package never sees them.

/// A libFuzzer target over the input-facing modules, with the shared driver glue.
func fuzzTarget(_ name: String) -> Target {
    .executableTarget(
        name: name, dependencies: ["FuzzSupport", .product(name: "NavGraphFuzzable", package: "NavGraph")])
}

let package = Package(
    name: "NavGraphFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "NavGraph", path: "..")],
    targets: [
        // The libFuzzer driver glue every target shares.
        .target(name: "FuzzSupport"),
        // HTTP/1.1 request heads, chunked bodies and pipelining (RFC 9112).
        .executableTarget(
            name: "FuzzHTTPRequest",
            dependencies: ["FuzzSupport", .product(name: "NavGraphFuzzable", package: "NavGraph")]
        ),
        // Percent-decoding and query-string parsing.
        .executableTarget(
            name: "FuzzQuery",
            dependencies: ["FuzzSupport", .product(name: "NavGraphFuzzable", package: "NavGraph")]
        ),
        // The storyboard importer on arbitrary bytes.
        .executableTarget(
            name: "FuzzStoryboardImport",
            dependencies: ["FuzzSupport", .product(name: "NavGraphFuzzable", package: "NavGraph")]
        ),
        // Fuzzed names through the DOT and Mermaid renderers, checked as the SVG Graphviz would copy them into.
        .executableTarget(
            name: "FuzzRender",
            dependencies: ["FuzzSupport", .product(name: "NavGraphFuzzable", package: "NavGraph")]
        ),
        // Lookup, resolution and route search over an arbitrary graph.
        .executableTarget(
            name: "FuzzGraph",
            dependencies: ["FuzzSupport", .product(name: "NavGraphFuzzable", package: "NavGraph")]
        ),
        // The streaming tar and gzip reader on arbitrary bytes, split into chunks anywhere.
        .executableTarget(
            name: "FuzzTar",
            dependencies: ["FuzzSupport", .product(name: "NavGraphFuzzable", package: "NavGraph")]
        ),
        // The Swift and Objective-C scanner of `check --sources` on arbitrary text.
        .executableTarget(
            name: "FuzzSourceScan",
            dependencies: ["FuzzSupport", .product(name: "NavGraphFuzzable", package: "NavGraph")]
        ),
        // The `project.pbxproj` property-list parser and project reader on arbitrary bytes.
        fuzzTarget("FuzzPropertyList"),
        // `.xcconfig` text and build settings expansion: size cap, one expansion per setting.
        fuzzTarget("FuzzBuildSettings"),
    ],
    swiftLanguageModes: [.v6]
)
