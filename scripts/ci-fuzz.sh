#!/usr/bin/env bash
# Builds the libFuzzer targets (cmake --preset fuzz: Debian's clang, -fsanitize=fuzzer,address,
# undefined), seeds each from real data (the trimmed real logs and JSONs under tests/data, and
# the unpacked archives in build/release/mlperf-data when the integration tests have unpacked
# them) and runs each for FUZZ_SECONDS (default 30), FUZZ_JOBS of them (default: the processors)
# at once. Any crash, sanitizer report or broken guarantee fails the script; the reproducer is
# left in build/fuzz/crashes/.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${FUZZ_SECONDS:-30}
targets=(fuzz_mllogrecord fuzz_runlog fuzz_systemdescription fuzz_scalingfile fuzz_missingfiles
         fuzz_powerlog fuzz_datasetcodec fuzz_sessioncodec fuzz_prices)

cmake --preset fuzz >/dev/null
cmake --build --preset fuzz --target "${targets[@]}"

real=build/release/mlperf-data
corpus=build/fuzz/corpus
rm -rf "$corpus"
mkdir -p build/fuzz/crashes
seed() { # seed TARGET FILE... : copies the files into the target's corpus
    local target=$1; shift
    mkdir -p "$corpus/$target"
    local i=0
    for f in "$@"; do
        [ -f "$f" ] && cp "$f" "$corpus/$target/seed_$((i++))"
    done
}
real_files() { # real_files PATTERN MAX_KB COUNT : small real files, when unpacked
    [ -d "$real" ] || return 0
    find "$real" -name "$1" -size -"$2"k -type f 2>/dev/null | sort | head -n "$3"
}
mapfile -t logs < <(ls tests/data/runs/single/*.txt; real_files 'result_*.txt' 64 40)
seed fuzz_mllogrecord "${logs[@]}"
seed fuzz_runlog "${logs[@]}"
mapfile -t systems < <(find tests/data -name '*.json' -path '*systems*'; ls tests/data/hostile/*.json
                       real_files '*.json' 8 200 | grep /systems/)
seed fuzz_systemdescription "${systems[@]}"
mapfile -t scaling < <(find tests/data -name scaling.json; real_files scaling.json 1 100)
seed fuzz_scalingfile "${scaling[@]}"
mapfile -t missing < <(find tests/data -name MISSING_FILES.txt; real_files MISSING_FILES.txt 64 10)
seed fuzz_missingfiles "${missing[@]}"
mapfile -t power < <(find tests/data/runs/sets -path '*power*' -name '*.txt' | sort | head -n 40
                     find tests/data/power -name '*.txt' | sort
                     real_files 'node_*.txt' 64 20; real_files 'sw_*.txt' 16 5)
seed fuzz_powerlog "${power[@]}"
# The embedded dataset, whole (mode byte 0) and as its decompressed payload (mode byte 1).
mkdir -p "$corpus/fuzz_datasetcodec"
python3 - resources/embedded/mlperf-training.mlpx "$corpus/fuzz_datasetcodec" <<'PY'
import sys, zlib
data = open(sys.argv[1], 'rb').read()
open(sys.argv[2] + '/whole', 'wb').write(b'\x00' + data)
# Bytes 8..11: qCompress's big-endian size prefix; the zlib stream follows.
open(sys.argv[2] + '/payload', 'wb').write(b'\x01' + zlib.decompress(data[12:]))
PY

# Price files: the fixtures (good and refused ones).
mapfile -t prices < <(ls tests/data/prices/*.csv)
seed fuzz_prices "${prices[@]}"

# Sessions: the refused fixtures, and sessions written by `analyze --save-session` from the
# release build (made by the tests before this script runs).
mapfile -t sessions < <(ls tests/data/sessions/*.mlpes
                        find build/release -name '*.mlpes' -size -64k 2>/dev/null | sort | head -n 20)
seed fuzz_sessioncodec "${sessions[@]}"

# The targets run side by side, as many at a time as the machine has processors: each still gets
# its FUZZ_SECONDS on a processor of its own, the run takes a fraction of the wall clock.
fuzz_one() { # fuzz_one TARGET : runs one target; prints its log's tail on a finding
    local t=$1 log=build/fuzz/$1.log
    if ! ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        "build/fuzz/tests/fuzz/$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -max_len=262144 -print_final_stats=1 -artifact_prefix=build/fuzz/crashes/"$t"- \
        "$corpus/$t" >"$log" 2>&1; then
        tail -n 60 "$log" >&2
        echo "ci-fuzz: $t failed (reproducer in build/fuzz/crashes/)" >&2
        return 1
    fi
    echo "ci-fuzz: $t ran ${seconds}s on $(ls "$corpus/$t" | wc -l) seeds:" \
        "$(grep -E '^stat::number_of_executed_units' "$log" || echo 'no stats')"
}
parallel=${FUZZ_JOBS:-$(nproc)}
echo "ci-fuzz: ${#targets[@]} targets, ${seconds}s each, $parallel at a time"
failed=0
running=0
for t in "${targets[@]}"; do
    if [ "$running" -ge "$parallel" ]; then
        wait -n || failed=1
        running=$((running - 1))
    fi
    fuzz_one "$t" &
    running=$((running + 1))
done
while [ "$running" -gt 0 ]; do
    wait -n || failed=1
    running=$((running - 1))
done
if [ "$failed" -ne 0 ]; then
    echo "ci-fuzz: a target failed (see above)" >&2
    exit 1
fi
echo "ci-fuzz: all targets ran ${seconds}s without a finding"
