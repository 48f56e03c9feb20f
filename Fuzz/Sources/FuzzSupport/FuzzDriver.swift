/// libFuzzer's own driver (`-sanitize=fuzzer` links it): runs `callback` on generated inputs.
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Starts libFuzzer from an executable target's entry point.
///
/// SwiftPM links an executable target with its entry point renamed to `<Target>_main`, so each target
/// exports that symbol (`@_cdecl`) and calls this with its one-input function.
public func runFuzzer(
    argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt {
    var argc = argc
    var argv = argv
    return runDriver(&argc, &argv, body)
}

/// The input libFuzzer passes, as a buffer (it may pass a null pointer with a count of 0).
public func fuzzInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> UnsafeRawBufferPointer {
    guard let data, count > 0 else { return UnsafeRawBufferPointer(start: nil, count: 0) }
    return UnsafeRawBufferPointer(start: data, count: count)
}
