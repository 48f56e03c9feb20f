import Testing

@testable import NavGraphCLI
@testable import NavGraphOffline

@Suite struct OptionParserTests {
    let specs = [
        OptionSpec("port", env: "NAVGRAPH_PORT", default: "8080", help: "port"),
        OptionSpec("db", env: "NAVGRAPH_DB", default: "./navgraph.sqlite", help: "db"),
        OptionSpec("allow-anonymous", env: "NAVGRAPH_ALLOW_ANONYMOUS", takesValue: false, help: "anon"),
    ]

    @Test func flagsWinOverEnvironmentWhichWinsOverDefaults() throws {
        let fromFlag = try OptionParser.parse(["--port", "9000"], specs: specs, environment: ["NAVGRAPH_PORT": "7000"])
        #expect(fromFlag["port"] == "9000")
        let fromEnvironment = try OptionParser.parse([], specs: specs, environment: ["NAVGRAPH_PORT": "7000"])
        #expect(fromEnvironment["port"] == "7000")
        let fromDefault = try OptionParser.parse([], specs: specs, environment: [:])
        #expect(fromDefault["port"] == "8080")
        #expect(fromDefault["db"] == "./navgraph.sqlite")
    }

    @Test func acceptsEqualsFormSwitchesAndPositionals() throws {
        let options = try OptionParser.parse(
            ["--db=/tmp/x.sqlite", "--allow-anonymous", "a.storyboard", "--", "--literal"], specs: specs,
            environment: [:])
        #expect(options["db"] == "/tmp/x.sqlite")
        #expect(options.flag("allow-anonymous"))
        #expect(options.positional == ["a.storyboard", "--literal"])
    }

    @Test func switchesComeFromTheEnvironmentToo() throws {
        let options = try OptionParser.parse([], specs: specs, environment: ["NAVGRAPH_ALLOW_ANONYMOUS": "1"])
        #expect(options.flag("allow-anonymous"))
        let off = try OptionParser.parse([], specs: specs, environment: ["NAVGRAPH_ALLOW_ANONYMOUS": "0"])
        #expect(!off.flag("allow-anonymous"))
    }

    @Test func rejectsUnknownAndIncompleteFlags() {
        #expect(throws: CLIError.usage("unknown option '--prot'")) {
            try OptionParser.parse(["--prot", "1"], specs: specs, environment: [:])
        }
        #expect(throws: CLIError.usage("option '--port' needs a value")) {
            try OptionParser.parse(["--port"], specs: specs, environment: [:])
        }
        #expect(throws: CLIError.usage("unknown option '-p'")) {
            try OptionParser.parse(["-p"], specs: specs, environment: [:])
        }
    }

    @Test func anOptionIsNeverTakenForTheValueOfTheOneBefore() throws {
        #expect(
            throws: CLIError.usage(
                "option '--db' needs a value, got the option '--allow-anonymous' (write --db=VALUE for a value "
                    + "starting with --)")
        ) {
            try OptionParser.parse(["--db", "--allow-anonymous"], specs: specs, environment: [:])
        }
        #expect(throws: CLIError.self) { try OptionParser.parse(["--db", "--"], specs: specs, environment: [:]) }
        // Given inline, such a value is the value; a single dash is a value too (`--port -1` is refused by range).
        let inline = try OptionParser.parse(["--db=--odd", "--port", "-1"], specs: specs, environment: [:])
        #expect(inline["db"] == "--odd")
        #expect(inline["port"] == "-1")
    }

    @Test func validatesIntegers() throws {
        let options = try OptionParser.parse(["--port", "70000"], specs: specs, environment: [:])
        #expect(throws: CLIError.self) { try options.integer("port", in: 0...65_535) }
        let good = try OptionParser.parse(["--port", "0"], specs: specs, environment: [:])
        #expect(try good.integer("port", in: 0...65_535) == 0)
    }
}
