// Prints the SHA-256 of each file named on the command line as `sha256sum` does ("<hex>  <path>"), hashing
// every whole block with navgraph_sha256_hardware_blocks (Sources/CSHA256) and padding the rest here (FIPS
// 180-4, 5.1.1). Exits 2 when the processor's SHA instructions did not run: the check must not pass on
// rounds it never took. Built for arm64 and run under qemu by scripts/arm64-sha256-check.sh.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "CSHA256.h"

// FIPS 180-4, 4.2.2: the first 32 bits of the fractional parts of the cube roots of the first 64 primes
// (computed here rather than copied: a double's cube root has the bits to spare).
static uint32_t round_constants[64];

static void make_round_constants(void) {
    int found = 0;
    for (int candidate = 2; found < 64; candidate++) {
        int prime = 1;
        for (int divisor = 2; divisor * divisor <= candidate; divisor++) prime &= candidate % divisor != 0;
        if (!prime) continue;
        double root = cbrt((double)candidate);
        round_constants[found++] = (uint32_t)((root - floor(root)) * 4294967296.0);
    }
}

static int hash_file(const char *path) {
    FILE *file = fopen(path, "rb");
    if (!file) {
        perror(path);
        return 1;
    }
    size_t capacity = 1 << 16, length = 0;
    unsigned char *bytes = malloc(capacity);
    size_t got;
    while (bytes && (got = fread(bytes + length, 1, capacity - length, file)) > 0) {
        length += got;
        if (length == capacity) bytes = realloc(bytes, capacity *= 2);
    }
    fclose(file);
    if (!bytes) return 1;
    uint32_t state[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                         0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    size_t whole = length / 64;
    // Zero blocks ask whether the instructions are there, as SHA256.hasHardwareRounds does.
    if (navgraph_sha256_hardware_blocks(state, bytes, 0, round_constants) != 1) {
        fprintf(stderr, "sha256-check: this processor's SHA instructions did not run\n");
        exit(2);
    }
    navgraph_sha256_hardware_blocks(state, bytes, whole, round_constants);
    unsigned char tail[128] = {0};
    size_t rest = length - whole * 64;
    memcpy(tail, bytes + whole * 64, rest);
    tail[rest] = 0x80;
    size_t tail_length = rest < 56 ? 64 : 128;
    unsigned long long bits = (unsigned long long)length * 8;
    for (int i = 0; i < 8; i++) tail[tail_length - 1 - i] = (unsigned char)(bits >> (8 * i));
    navgraph_sha256_hardware_blocks(state, tail, tail_length / 64, round_constants);
    for (int i = 0; i < 8; i++) printf("%08x", state[i]);
    printf("  %s\n", path);
    free(bytes);
    return 0;
}

int main(int argc, char **argv) {
    make_round_constants();
    int failures = 0;
    for (int i = 1; i < argc; i++) failures += hash_file(argv[i]);
    return failures ? 1 : 0;
}
