#!/usr/bin/env bash
# Builds the libFuzzer targets (-sanitize=fuzzer,address) and runs each for a bounded time.
#   bash Fuzz/run.sh [SECONDS] [TARGET...]     (SECONDS defaults to $FUZZ_SECONDS, else 60)
# Each target starts from its seed corpus in Fuzz/Corpus/<Target> (copied to a temp folder, so the
# repository is never written) and first replays every input in Fuzz/Regressions/<Target>. A crash, a
# leak or a timeout fails the run; the input libFuzzer saved is printed so it can become a regression.
set -euo pipefail
cd "$(dirname "$0")"
seconds=${1:-${FUZZ_SECONDS:-60}}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzHTTPRequest FuzzQuery FuzzStoryboardImport FuzzGraph FuzzRender FuzzSourceScan FuzzTar FuzzPropertyList FuzzBuildSettings)

# gold cannot link ASan-instrumented Swift here (an internal error in its DWARF reader); lld can.
swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -enable-testing \
    -Xswiftc -use-ld=lld 2>&1 | grep -v "Cannot export local symbol" | tail -n 2
bin=$(swift build -c release --show-bin-path)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
for target in "${targets[@]}"; do
    corpus="$work/$target/corpus"
    artifacts="$work/$target/artifacts/"
    mkdir -p "$corpus" "$artifacts"
    [ -d "Corpus/$target" ] && cp -R "Corpus/$target/." "$corpus/"
    # Every regular file of the folder, so a placeholder such as .gitkeep (or none at all) replays nothing.
    regressions=()
    for input in "Regressions/$target"/*; do [ -f "$input" ] && regressions+=("$input"); done
    if [ ${#regressions[@]} -gt 0 ]; then
        if ! "$bin/$target" -runs=0 -timeout=10 "${regressions[@]}" >"$work/$target.replay.log" 2>&1; then
            echo "$target: a regression input fails again"; tail -n 30 "$work/$target.replay.log"; status=1
            continue
        fi
    fi
    log="$work/$target.log"
    if "$bin/$target" "$corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
        -artifact_prefix="$artifacts" -print_final_stats=1 >"$log" 2>&1; then
        runs=$(grep -o 'Done [0-9]* runs' "$log" | tail -n 1 | awk '{print $2}')
        cov=$(grep -o 'cov: [0-9]*' "$log" | tail -n 1 | awk '{print $2}')
        ft=$(grep -o 'ft: [0-9]*' "$log" | tail -n 1 | awk '{print $2}')
        echo "$target: ${runs:-?} executions in ${seconds}s, coverage ${cov:-?} edges, ${ft:-?} features, no crash"
    else
        echo "$target: FAILED"; tail -n 40 "$log"
        for found in "$artifacts"*; do
            [ -e "$found" ] && echo "input: $found (base64: $(base64 -w0 "$found" | cut -c1-400))"
        done
        status=1
    fi
done
exit $status
