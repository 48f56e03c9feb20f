import FuzzSupport

@_cdecl("FuzzGraph_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc: argc, argv: argv) { data, count in
        let input = fuzzInput(data, count)
        _ = input
        return 0
    }
}
