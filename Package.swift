// swift-tools-version:6.0
import PackageDescription

// libxml2 comes with the SDK on Apple platforms, as a Clang module named `libxml2` (Xcode 11.4 and later), so a
// Mac needs neither pkg-config nor Homebrew's copy; elsewhere the CLibXML2 system library finds it by pkg-config.
let applePlatforms: [Platform] = [.macOS, .macCatalyst, .iOS, .tvOS, .watchOS, .visionOS]
let otherPlatforms: [Platform] = [.linux, .android, .windows, .wasi, .openbsd]

let package = Package(
    name: "NavGraph",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "navgraph", targets: ["navgraph"]),
        // The offline commands alone (generate, check, graph, diff): what the plugins run. No server, no SQLite,
        // no libpq, so a package applying the plugin compiles only the storyboard modules.
        .executable(name: "navgraph-offline", targets: ["navgraph-offline"]),
        // The input-facing modules, for the libFuzzer package in `Fuzz/` (not a public API).
        .library(
            name: "NavGraphFuzzable",
            targets: ["HTTPServer", "StoryboardModel", "StoryboardImport", "SourceScan", "TarArchive", "XcodeProject"]),
        // Generated code that follows the storyboards: `.plugin(name: "NavGraphPlugin", package: "NavGraph")`.
        .plugin(name: "NavGraphPlugin", targets: ["NavGraphPlugin"]),
        // `swift package navgraph-check`: the storyboards' diagnostics, as annotations under CI.
        .plugin(name: "NavGraphCheck", targets: ["NavGraphCheck"]),
    ],
    targets: [
        // SQLite from the system (`libsqlite3-dev` on Debian, the SDK on macOS).
        .systemLibrary(
            name: "CSQLite",
            path: "Sources/CSQLite",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        // libxml2's own SAX2 push parser for the storyboard importer (`libxml2-dev` on Debian), off Apple platforms.
        .systemLibrary(
            name: "CLibXML2",
            path: "Sources/CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // PostgreSQL's client library, libpq (`libpq-dev` on Debian, headers in /usr/include/postgresql).
        .systemLibrary(
            name: "CLibPQ",
            path: "Sources/CLibPQ",
            pkgConfig: "libpq",
            providers: [.apt(["libpq-dev"]), .brew(["libpq"])]
        ),
        // zlib from the system (`zlib1g-dev` on Debian, the SDK on macOS), for gzip-compressed tar archives.
        .systemLibrary(
            name: "CZlib",
            path: "Sources/CZlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        // libcurl (`libcurl4-openssl-dev` on Debian, in the Swift images): `navgraph push` over https off Apple
        // platforms, where URLSession cuts an answer only long after its limit.
        .systemLibrary(
            name: "CCurl",
            path: "Sources/CCurl",
            pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"])]
        ),
        // Linux headers (epoll, eventfd) the HTTP server's event loop uses.
        .systemLibrary(name: "CLinuxShim", path: "Sources/CLinuxShim"),
        // The process's log lines: levels, one format, secrets masked once, standard error by default.
        .target(name: "NavGraphLog"),
        // Sockets, HTTP/1.1 and routing. Knows nothing of storyboards or SQL.
        .target(
            name: "HTTPServer",
            dependencies: ["NavGraphLog", .target(name: "CLinuxShim", condition: .when(platforms: [.linux]))]
        ),
        // Domain types and the navigation graph. No I/O.
        .target(name: "StoryboardModel", dependencies: ["NavGraphLog"]),
        // A Swift / Objective-C lexer that finds the storyboard names and identifiers code uses. No I/O.
        .target(name: "SourceScan", dependencies: ["StoryboardModel"]),
        // A streaming tar (and gzip) reader for hostile uploads, with limits and path rules, and an extractor that
        // leaves nothing behind on error. Knows nothing of HTTP, SQL or storyboards.
        .target(name: "TarArchive", dependencies: ["CZlib"]),
        // Xcode's project.pbxproj (an old-style property list): targets and the files they bundle.
        .target(name: "XcodeProject"),
        // Interface Builder XML to the model (through libxml2's SAX2 API); storyboards on disk split into bundles.
        .target(
            name: "StoryboardImport",
            dependencies: [
                .target(name: "CLibXML2", condition: .when(platforms: otherPlatforms)), "StoryboardModel",
                "XcodeProject",
            ],
            linkerSettings: [.linkedLibrary("xml2", .when(platforms: applePlatforms))]
        ),
        // The store contract, whatever database holds the data: `NavigationStore`, its errors, the migrations
        // runner, and the operations written once over an `SQLSession` with one statement table. Links no
        // database library (StorageTests/LinkageTests asserts it).
        .target(name: "Storage", dependencies: ["StoryboardModel", "CSHA256"]),
        // SHA-256 rounds on the processor's SHA instructions (x86-64, arm64), in C for the intrinsics; our own code.
        .target(name: "CSHA256"),
        // The contract on SQLite, the embedded default: the CSQLite wrapper, WAL, the disk reserve, the schema.
        .target(name: "SQLiteStorage", dependencies: ["Storage", "CSQLite", "StoryboardModel", "NavGraphLog"]),
        // A small PostgreSQL client over libpq: connections, parameters, results, LISTEN/NOTIFY. Knows no schema.
        .target(name: "PostgresClient", dependencies: ["CLibPQ"]),
        // The store contract on PostgreSQL (Migrations/postgres), for replicas sharing one database.
        .target(
            name: "PostgresStorage", dependencies: ["Storage", "PostgresClient", "StoryboardModel", "NavGraphLog"]),
        // Model to Swift / Objective-C source.
        .target(name: "CodeGen", dependencies: ["StoryboardModel", "NavGraphLog"]),
        // One computation per key at a time, its value or error shared by everyone asking meanwhile.
        .target(name: "SingleFlight"),
        // The graph drawn as SVG by Graphviz's `dot`, run as a bounded subprocess (I/O, so not in the model).
        .target(name: "GraphvizRender", dependencies: ["StoryboardModel", "SingleFlight", "NavGraphLog"]),
        // HTTP handlers, JSON shapes, auth.
        .target(
            name: "NavGraphAPI",
            dependencies: [
                "HTTPServer", "Storage", "StoryboardModel", "StoryboardImport", "CodeGen", "GraphvizRender",
                "SingleFlight", "TarArchive", "NavGraphLog",
            ],
            // The viewer's real files; scripts/embed-viewer.sh compiles them into Viewer/ViewerAssets.swift.
            exclude: ["Viewer/assets"]
        ),
        // Flags with environment fallbacks, exit codes, and the subcommands that read storyboards from disk with
        // no server or database (generate, check, graph, diff). Must not depend on HTTPServer, NavGraphAPI,
        // Storage or the PostgreSQL modules (OfflineToolTests asserts it): the plugins build all of it.
        .target(
            name: "NavGraphOffline",
            dependencies: [
                "StoryboardModel", "StoryboardImport", "XcodeProject", "CodeGen", "GraphvizRender", "SourceScan",
                "NavGraphLog",
            ]
        ),
        // `navgraph-offline`, the offline commands alone: a thin main.
        .executableTarget(name: "navgraph-offline", dependencies: ["NavGraphOffline"]),
        // The full set of subcommands: the offline ones from NavGraphOffline, and serve, migrate, import,
        // healthcheck, copy.
        .target(
            name: "NavGraphCLI",
            dependencies: [
                "NavGraphOffline", "NavGraphAPI", "HTTPServer", "Storage", "SQLiteStorage", "PostgresStorage",
                "PostgresClient", "TarArchive",
                "StoryboardModel", "StoryboardImport", "NavGraphLog",
                .target(name: "CCurl", condition: .when(platforms: [.linux])),
            ]
        ),
        // The command-line tool: a thin main.
        .executableTarget(name: "navgraph", dependencies: ["NavGraphCLI"]),
        // Runs `navgraph-offline generate` in the build, once per configured style, for the target it is applied to.
        .plugin(name: "NavGraphPlugin", capability: .buildTool(), dependencies: ["navgraph-offline"]),
        // Runs `navgraph-offline check` on the storyboards of the package's targets.
        .plugin(
            name: "NavGraphCheck",
            capability: .command(
                intent: .custom(verb: "navgraph-check", description: "Check the storyboards of the package's targets")
            ),
            dependencies: ["navgraph-offline"]
        ),
        // Benchmarks that run in-process (import, codegen); the HTTP ones are scripts beside them.
        .executableTarget(
            name: "navgraph-bench",
            dependencies: [
                .target(name: "CLibXML2", condition: .when(platforms: otherPlatforms)), "StoryboardModel",
                "StoryboardImport", "CodeGen", "Storage", "SQLiteStorage",
            ],
            path: "Benchmarks/Sources",
            linkerSettings: [.linkedLibrary("xml2", .when(platforms: applePlatforms))]
        ),
        // What every test target shares: the one raw HTTP client, the one test server (in-process or on a
        // socket), the one scratch database, the one process runner, waiting helpers.
        .target(
            name: "TestSupport",
            dependencies: [
                "CZlib", "HTTPServer", "NavGraphAPI", "TarArchive", "Storage", "StoryboardModel", "SQLiteStorage",
                "PostgresStorage",
                "PostgresClient",
            ],
            path: "Tests/TestSupport"),
        .testTarget(name: "NavGraphLogTests", dependencies: ["NavGraphLog"]),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer", "TestSupport"]),
        .testTarget(name: "PostgresClientTests", dependencies: ["PostgresClient", "TestSupport"]),
        // Several `navgraph serve` replicas on one PostgreSQL database; the change feed; `navgraph copy`.
        .testTarget(
            name: "ReplicaTests",
            dependencies: [
                "PostgresStorage", "PostgresClient", "Storage", "SQLiteStorage", "StoryboardModel", "StoryboardImport",
                "TestSupport",
            ]),
        .testTarget(
            name: "StorageTests",
            dependencies: [
                "Storage", "SQLiteStorage", "PostgresStorage", "PostgresClient", "StoryboardModel", "TestSupport",
            ]),
        .testTarget(
            name: "StoryboardModelTests",
            dependencies: ["StoryboardModel", "StoryboardImport", "NavGraphLog", "TestSupport"]),
        .testTarget(name: "SourceScanTests", dependencies: ["SourceScan"]),
        .testTarget(name: "SingleFlightTests", dependencies: ["SingleFlight", "TestSupport"]),
        // The shared helpers' own promises (the process runner's deadline, its running children).
        .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"]),
        .testTarget(name: "TarArchiveTests", dependencies: ["TarArchive", "CZlib", "TestSupport"]),
        .testTarget(name: "XcodeProjectTests", dependencies: ["XcodeProject", "TestSupport"]),
        .testTarget(
            name: "StoryboardImportTests", dependencies: ["StoryboardImport", "StoryboardModel", "TestSupport"]),
        .testTarget(
            name: "CodeGenTests", dependencies: ["CodeGen", "StoryboardModel", "StoryboardImport", "TestSupport"]),
        .testTarget(
            name: "NavGraphCLITests",
            dependencies: [
                "NavGraphCLI", "NavGraphOffline", "HTTPServer", "StoryboardImport", "XcodeProject", "TestSupport",
                "PostgresClient", "SQLiteStorage",
            ]
        ),
        .testTarget(
            name: "NavGraphAPITests",
            dependencies: [
                "NavGraphAPI", "HTTPServer", "Storage", "StoryboardModel", "StoryboardImport", "CodeGen", "TestSupport",
                "GraphvizRender", "SQLiteStorage", "PostgresStorage", "PostgresClient", "TarArchive",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
