import CSHA256

/// SHA-256 as specified in FIPS 180-4, section 6.2: migration checksums, and the content hash of every stored
/// storyboard source.
///
/// Written here because CryptoKit does not exist on Linux and the project takes no outside packages. It
/// hashes whole messages in memory, which is all migration files need.
public enum SHA256 {
    /// The 32-byte digest of `message`.
    public static func digest(_ message: some Collection<UInt8>) -> [UInt8] {
        digest(message, useHardware: true)
    }

    /// Whether this processor's SHA instructions hash here (x86-64 with the SHA extensions, arm64 with SHA2),
    /// or the portable rounds do.
    package static var hasHardwareRounds: Bool {
        var state = [UInt32](repeating: 0, count: 8)
        let block = [UInt8](repeating: 0, count: 64)
        // Zero blocks: asks, changes nothing.
        return roundConstants.withUnsafeBufferPointer { constants in
            guard let base = constants.baseAddress else { return false }
            return navgraph_sha256_hardware_blocks(&state, block, 0, base) == 1
        }
    }

    /// The digest of `message`, with the processor's SHA instructions when `useHardware` and it has them, else
    /// with the portable rounds alone: the same bytes either way (the tests hash with both).
    package static func digest(_ message: some Collection<UInt8>, useHardware: Bool) -> [UInt8] {
        // A contiguous message (`Data`, an array) is hashed where it lies: a storyboard's source is hashed on
        // every write, and two copies of it (the message, then padded) cost more page faults than rounds.
        if let digest = message.withContiguousStorageIfAvailable({
            digest(UnsafeRawBufferPointer($0), useHardware: useHardware)
        }) {
            return digest
        }
        return Array(message).withUnsafeBytes { digest($0, useHardware: useHardware) }
    }

    /// The digest of the bytes of `message`: its whole blocks in place, then the padded tail (`tail`).
    private static func digest(_ message: UnsafeRawBufferPointer, useHardware: Bool) -> [UInt8] {
        var state = initialHash
        var schedule = [UInt32](repeating: 0, count: 64)
        let whole = message.count - message.count % 64
        let last = tail(message[whole...], length: message.count)
        // Raw pointers over the message, the schedule and the constants: the rounds run without bounds checks
        // or slices, which made a 7 MB storyboard's source hash most of its import's instructions.
        schedule.withUnsafeMutableBufferPointer { w in
            roundConstants.withUnsafeBufferPointer { k in
                state.withUnsafeMutableBufferPointer { hash in
                    if let base = message.baseAddress?.assumingMemoryBound(to: UInt8.self) {
                        compressBlocks(
                            hash, base, count: whole / 64, schedule: w, constants: k, useHardware: useHardware)
                    }
                    last.withUnsafeBufferPointer { tail in
                        guard let base = tail.baseAddress else { return }
                        compressBlocks(
                            hash, base, count: tail.count / 64, schedule: w, constants: k, useHardware: useHardware)
                    }
                }
            }
        }
        return state.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * $0)) } }
    }

    /// The digest of `message` as 64 lowercase hex digits.
    public static func hexDigest(_ message: some Collection<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = []
        for byte in digest(message) {
            bytes.append(digits[Int(byte >> 4)])
            bytes.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Section 5.1.1: the last bytes of a message of `length` bytes (`rest`, fewer than 64) with bit `1`, zeros
    /// to 56 mod 64 bytes, then the message length in bits (big endian): one or two blocks.
    private static func tail(_ rest: Slice<UnsafeRawBufferPointer>, length: Int) -> [UInt8] {
        var bytes = Array(rest)
        let bitLength = UInt64(length) &* 8
        bytes.append(0x80)
        while bytes.count % 64 != 56 { bytes.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) {
            bytes.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        return bytes
    }

    /// `count` whole blocks at `blocks` into the hash state: with the processor's SHA instructions where it has
    /// them (`CSHA256`, x86-64: a storyboard's source is hashed on every write; `Benchmarks/scale.sh`'s profile of an
    /// 850 KB PUT went from 3.6 to 0.6 ms for it), else with
    /// `compress`, block by block.
    private static func compressBlocks(
        _ state: UnsafeMutableBufferPointer<UInt32>, _ blocks: UnsafePointer<UInt8>, count: Int,
        schedule w: UnsafeMutableBufferPointer<UInt32>, constants k: UnsafeBufferPointer<UInt32>, useHardware: Bool
    ) {
        guard count > 0, let words = state.baseAddress else { return }
        if useHardware, let constants = k.baseAddress,
            navgraph_sha256_hardware_blocks(words, blocks, count, constants) == 1
        {
            return
        }
        for offset in stride(from: 0, to: 64 * count, by: 64) {
            compress(state, block: blocks + offset, schedule: w, constants: k)
        }
    }

    /// Section 6.2.2: one 512-bit block (64 bytes at `block`) into the hash state.
    private static func compress(
        _ state: UnsafeMutableBufferPointer<UInt32>, block: UnsafePointer<UInt8>,
        schedule w: UnsafeMutableBufferPointer<UInt32>, constants k: UnsafeBufferPointer<UInt32>
    ) {
        for t in 0..<16 {
            let i = 4 * t
            w[t] =
                UInt32(block[i]) << 24 | UInt32(block[i + 1]) << 16 | UInt32(block[i + 2]) << 8 | UInt32(block[i + 3])
        }
        for t in 16..<64 {
            let s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >> 3)
            let s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >> 10)
            w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
        }
        var a = state[0]
        var b = state[1]
        var c = state[2]
        var d = state[3]
        var e = state[4]
        var f = state[5]
        var g = state[6]
        var h = state[7]
        for t in 0..<64 {
            let sum1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
            let choose = g ^ (e & (f ^ g))  // (e & f) ^ (~e & g), one operation fewer
            let t1 = h &+ sum1 &+ choose &+ k[t] &+ w[t]
            let sum0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
            let majority = (a & b) | (c & (a | b))  // (a & b) ^ (a & c) ^ (b & c)
            let t2 = sum0 &+ majority
            h = g
            g = f
            f = e
            e = d &+ t1
            d = c
            c = b
            b = a
            a = t1 &+ t2
        }
        state[0] = state[0] &+ a
        state[1] = state[1] &+ b
        state[2] = state[2] &+ c
        state[3] = state[3] &+ d
        state[4] = state[4] &+ e
        state[5] = state[5] &+ f
        state[6] = state[6] &+ g
        state[7] = state[7] &+ h
    }

    private static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 {
        // Masking shifts (n is 1...31): one rotate instruction instead of Swift's checked shifts.
        (x &>> n) | (x &<< (32 &- n))
    }

    /// Section 5.3.3: the first 32 bits of the fractional parts of the square roots of the first 8 primes.
    private static let initialHash: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]

    /// Section 4.2.2: the first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}
