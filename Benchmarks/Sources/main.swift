import Foundation

// `navgraph-bench import [FILE]` and `navgraph-bench codegen`: in-process benchmarks that print
// figures measured in one run, as ratios against a baseline run beside them.
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "import":
    ImportBenchmark.run(Array(arguments.dropFirst()))
case "codegen":
    CodeGenBenchmark.run(Array(arguments.dropFirst()))
default:
    FileHandle.standardError.write(Data("usage: navgraph-bench import|codegen [options]\n".utf8))
    exit(64)
}
