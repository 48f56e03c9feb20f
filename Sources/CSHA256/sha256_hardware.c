// SHA-256 rounds on the processor's SHA instructions, chosen at run time: the x86 SHA extensions
// (SHA256RNDS2, SHA256MSG1, SHA256MSG2) or the Armv8 SHA2 instructions (SHA256H, SHA256H2, SHA256SU0,
// SHA256SU1), which every Apple arm64 processor has. Elsewhere (another processor, or a compiler without the
// target attribute) the function reports that it did nothing.
#include "CSHA256.h"

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))

// Four message words are one 128-bit lane group; the state is kept as the two halves the round instruction
// takes: {A, B, E, F} and {C, D, G, H}, highest lane first.
#include <cpuid.h>
#include <immintrin.h>

// CPUID leaf 1: SSSE3 is ECX bit 9, SSE4.1 ECX bit 19. Leaf 7 subleaf 0: SHA is EBX bit 29.
static int has_sha_extensions(void) {
    unsigned int eax, ebx, ecx, edx;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return 0;
    if (!(ecx & (1u << 9)) || !(ecx & (1u << 19))) return 0;
    if (__get_cpuid_max(0, 0) < 7) return 0;
    __cpuid_count(7, 0, eax, ebx, ecx, edx);
    return (ebx & (1u << 29)) != 0;
}

__attribute__((target("sha,sse4.1,ssse3")))
static void compress_blocks(uint32_t state[8], const uint8_t *data, size_t blocks, const uint32_t constants[64]) {
    // Big-endian words: reverse the bytes of each 32-bit lane.
    const __m128i byte_order = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
    // state[0..3] = a b c d, state[4..7] = e f g h (lane 0 first) -> {A B E F}, {C D G H} (lane 3 first).
    __m128i abcd = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)&state[0]), 0xB1);  // b a d c
    __m128i efgh = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)&state[4]), 0x1B);  // h g f e
    __m128i abef = _mm_alignr_epi8(abcd, efgh, 8);       // f e b a
    __m128i cdgh = _mm_blend_epi16(efgh, abcd, 0xF0);    // h g d c

    for (size_t block = 0; block < blocks; block++, data += 64) {
        const __m128i abef_before = abef;
        const __m128i cdgh_before = cdgh;
        __m128i words[16];
        for (int group = 0; group < 16; group++) {
            if (group < 4) {
                words[group] = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 16 * group)), byte_order);
            } else {
                // W[t] = s1(W[t-2]) + W[t-7] + s0(W[t-15]) + W[t-16], four at a time.
                __m128i partial = _mm_sha256msg1_epu32(words[group - 4], words[group - 3]);
                partial = _mm_add_epi32(partial, _mm_alignr_epi8(words[group - 1], words[group - 2], 4));
                words[group] = _mm_sha256msg2_epu32(partial, words[group - 1]);
            }
            __m128i scheduled =
                _mm_add_epi32(words[group], _mm_loadu_si128((const __m128i *)&constants[4 * group]));
            // Two rounds with lanes 0-1, then two with lanes 2-3; each pair's result is the new {A B E F}.
            cdgh = _mm_sha256rnds2_epu32(cdgh, abef, scheduled);
            scheduled = _mm_shuffle_epi32(scheduled, 0x0E);
            abef = _mm_sha256rnds2_epu32(abef, cdgh, scheduled);
        }
        abef = _mm_add_epi32(abef, abef_before);
        cdgh = _mm_add_epi32(cdgh, cdgh_before);
    }

    __m128i feba = _mm_shuffle_epi32(abef, 0x1B);        // a b e f
    __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);        // g h c d
    _mm_storeu_si128((__m128i *)&state[0], _mm_blend_epi16(feba, dchg, 0xF0));  // a b c d
    _mm_storeu_si128((__m128i *)&state[4], _mm_alignr_epi8(dchg, feba, 8));     // e f g h
}

#define NAVGRAPH_SHA_ROUNDS 1

#elif defined(__aarch64__) && (defined(__ARM_FEATURE_SHA2) || (defined(__clang__) && __clang_major__ >= 18))
// The SHA2 intrinsics are there when the target has them for the whole file (every Apple arm64 target), or,
// in clang 18 and later, per function with a target attribute (older headers leave them out unless the
// whole file is built for them: then the portable rounds hash).

// Four message words are one 128-bit vector, lane 0 first; the state is {A, B, C, D} and {E, F, G, H}, as the
// round instructions take it. SHA256H and SHA256H2 each do four rounds and both need the {A, B, C, D} from
// before them.
#include <arm_neon.h>

#if defined(__APPLE__)
// Every arm64 processor Apple has made (A7 onwards, all of Apple silicon) has the SHA2 instructions.
static int has_sha_extensions(void) { return 1; }
#elif defined(__linux__)
#include <sys/auxv.h>
// AT_HWCAP bit 6 is HWCAP_SHA2 (the kernel's arch/arm64 uapi hwcap.h).
static int has_sha_extensions(void) { return (getauxval(AT_HWCAP) & (1ul << 6)) != 0; }
#else
static int has_sha_extensions(void) { return 0; }
#endif

#if defined(__ARM_FEATURE_SHA2)
#define NAVGRAPH_SHA2_TARGET
#else
#define NAVGRAPH_SHA2_TARGET __attribute__((target("sha2")))
#endif

NAVGRAPH_SHA2_TARGET
static void compress_blocks(uint32_t state[8], const uint8_t *data, size_t blocks, const uint32_t constants[64]) {
    uint32x4_t abcd = vld1q_u32(&state[0]);
    uint32x4_t efgh = vld1q_u32(&state[4]);
    for (size_t block = 0; block < blocks; block++, data += 64) {
        const uint32x4_t abcd_before = abcd;
        const uint32x4_t efgh_before = efgh;
        uint32x4_t words[16];
        for (int group = 0; group < 16; group++) {
            if (group < 4) {
                // Big-endian words: reverse the bytes of each 32-bit lane.
                words[group] = vreinterpretq_u32_u8(vrev32q_u8(vld1q_u8(data + 16 * group)));
            } else {
                // W[t] = s1(W[t-2]) + W[t-7] + s0(W[t-15]) + W[t-16], four at a time.
                const uint32x4_t partial = vsha256su0q_u32(words[group - 4], words[group - 3]);
                words[group] = vsha256su1q_u32(partial, words[group - 2], words[group - 1]);
            }
            const uint32x4_t scheduled = vaddq_u32(words[group], vld1q_u32(&constants[4 * group]));
            const uint32x4_t abcd_rounds_before = abcd;
            abcd = vsha256hq_u32(abcd, efgh, scheduled);
            efgh = vsha256h2q_u32(efgh, abcd_rounds_before, scheduled);
        }
        abcd = vaddq_u32(abcd, abcd_before);
        efgh = vaddq_u32(efgh, efgh_before);
    }
    vst1q_u32(&state[0], abcd);
    vst1q_u32(&state[4], efgh);
}

#define NAVGRAPH_SHA_ROUNDS 1

#endif

#if defined(NAVGRAPH_SHA_ROUNDS)

int navgraph_sha256_hardware_blocks(
    uint32_t state[8], const uint8_t *data, size_t blocks, const uint32_t constants[64]) {
    // Asked once per process; threads racing here only ask the same question twice.
    static int supported = -1;
    int known = __atomic_load_n(&supported, __ATOMIC_RELAXED);
    if (known < 0) {
        known = has_sha_extensions();
        __atomic_store_n(&supported, known, __ATOMIC_RELAXED);
    }
    if (!known) return 0;
    compress_blocks(state, data, blocks, constants);
    return 1;
}

#else

int navgraph_sha256_hardware_blocks(
    uint32_t state[8], const uint8_t *data, size_t blocks, const uint32_t constants[64]) {
    (void)state;
    (void)data;
    (void)blocks;
    (void)constants;
    return 0;
}

#endif
