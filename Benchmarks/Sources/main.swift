import Foundation

// `navgraph-bench import [FILE]`, `navgraph-bench codegen`, `navgraph-bench graph DB PROJECT` and
// `navgraph-bench diff [SCENES...]`: in-process benchmarks that print figures measured in one run (import and codegen as ratios against a baseline beside them).
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "import":
    ImportBenchmark.run(Array(arguments.dropFirst()))
case "codegen":
    CodeGenBenchmark.run(Array(arguments.dropFirst()))
case "graph":
    GraphBuildBenchmark.run(Array(arguments.dropFirst()))
case "diff":
    DiffBenchmark.run(Array(arguments.dropFirst()))
default:
    FileHandle.standardError.write(Data("usage: navgraph-bench import|codegen|graph|diff [options]\n".utf8))
    exit(64)
}
