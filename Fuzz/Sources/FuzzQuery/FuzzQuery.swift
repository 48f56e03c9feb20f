import FuzzSupport

@testable import HTTPServer

@_cdecl("FuzzQuery_main")
func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc: argc, argv: argv) { data, count in
        let input = fuzzInput(data, count)
        let text = String(decoding: input, as: UTF8.self)
        _ = PercentDecoding.decode(text, plusAsSpace: true)
        return 0
    }
}
