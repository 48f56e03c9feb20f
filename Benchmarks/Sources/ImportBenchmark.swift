/// Import speed against a bare SAX pass (filled in by the import work).
enum ImportBenchmark {
    static func run(_ arguments: [String]) {
        print("import benchmark: not built yet")
    }
}
