#ifndef NAVGRAPH_CSHA256_H
#define NAVGRAPH_CSHA256_H

#include <stddef.h>
#include <stdint.h>

/// Runs SHA-256's compression function (FIPS 180-4, 6.2.2) over `blocks` whole 64-byte blocks at `data`
/// with the processor's SHA instructions, updating the eight words of `state` (a..h, host order);
/// `constants` are the 64 round constants K (FIPS 180-4, 4.2.2), which the caller keeps.
/// Returns 1 when it did; 0, with `state` untouched, when this processor or build has no such
/// instructions (the caller then runs the portable rounds).
int navgraph_sha256_hardware_blocks(
    uint32_t state[8], const uint8_t *data, size_t blocks, const uint32_t constants[64]);

#endif
