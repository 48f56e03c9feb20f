/// Code generation speed for a 1,000-scene project (filled in by the codegen work).
enum CodeGenBenchmark {
    static func run(_ arguments: [String]) {
        print("codegen benchmark: not built yet")
    }
}
