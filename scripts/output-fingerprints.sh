#!/usr/bin/env bash
# Prints one line per command output: "<sha256>  <command>" for summarize (CSV, JSON, stderr) of
# every unpacked round, analyze / compare / export --format csv / the saved session for every
# round and benchmark of the embedded data, under several settings, and decompose for every
# benchmark of the embedded data. Two builds that print the
# same lines produce the same bytes: a refactoring must leave this list unchanged, a deliberate
# output change shows up here first.
#
#   scripts/output-fingerprints.sh [EXE] [ROUNDS_DIR] > fingerprints.txt
#   diff before.txt after.txt
#
# EXE defaults to build/release/app/mlperf-explorer, ROUNDS_DIR to build/release/mlperf-data
# (the real archives, unpacked by the test fixture); rounds missing there are skipped.
set -euo pipefail
cd "$(dirname "$0")/.."
exe=$(realpath "${1:-build/release/app/mlperf-explorer}")
rounds_dir=${2:-build/release/mlperf-data}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export QT_QPA_PLATFORM=offscreen

fingerprint() { # label, then the command; hashes stdout and stderr (paths made relative)
    local label=$1
    shift
    local status=0
    (cd "$work" && "$@") >"$work/out" 2>"$work/err" || status=$?
    sed -i "s|$work/||g; s|$PWD/||g" "$work/err"
    echo "$(sha256sum <"$work/out" | cut -c1-16) $(sha256sum <"$work/err" | cut -c1-16) exit=$status  $label"
}

benchmarks_of() { # round -> benchmark folder names with a scored result set
    awk -v round="\"$1\"," '
        /"round":/ { r = $2 }
        /"benchmark":/ { b = $2 }
        /"status": "ok"/ && r == round { gsub(/[",]/, "", b); print b }
    ' "$work/rounds.json" | sort -u
}

for r in 3.1 4.0 4.1 5.0 5.1; do
    if [ -d "$rounds_dir/training_results_v$r" ]; then
        d=$(realpath "$rounds_dir/training_results_v$r")
        fingerprint "summarize v$r csv" "$exe" summarize "$d"
        fingerprint "summarize v$r json" "$exe" summarize --format json "$d"
        "$exe" summarize --format json "$d" 2>/dev/null >>"$work/rounds.json"
    fi
done
[ -s "$work/rounds.json" ] || { echo "no rounds in $rounds_dir" >&2; exit 1; }

for r in 3.1 4.0 4.1 5.0 5.1; do
    for b in $(benchmarks_of "$r"); do
        v="--round $r --benchmark $b"
        fingerprint "analyze $v" "$exe" analyze $v
        fingerprint "analyze $v json" "$exe" analyze $v --format json
        fingerprint "analyze $v family json" "$exe" analyze $v --reference family --format json
        fingerprint "analyze $v tau0.8 k3 json" "$exe" analyze $v --tau 0.8 --k 3 --lambda 10 --format json
        rm -f "$work/s.mlpes"
        fingerprint "analyze $v session" "$exe" analyze $v --reference family --save-session s.mlpes --output /dev/null
        fingerprint "  session file" cat "$work/s.mlpes"
        fingerprint "compare $v" "$exe" compare $v
        fingerprint "compare $v json" "$exe" compare $v --format json
        fingerprint "compare $v b-family H100 json" "$exe" compare $v --b family --b-family H100 --format json
        rm -f "$work/t.csv"
        fingerprint "export $v csv" "$exe" export $v --chart efficiency --output t.csv
        fingerprint "  export file" cat "$work/t.csv"
    done
done

# decompose on the embedded data (every round): each benchmark of the five newest rounds, from the
# earliest comparable round to its newest.
for b in $(for r in 3.1 4.0 4.1 5.0 5.1; do benchmarks_of "$r"; done | sort -u); do
    fingerprint "decompose --benchmark $b" "$exe" decompose --benchmark "$b" --resamples 199
    fingerprint "decompose --benchmark $b json" "$exe" decompose --benchmark "$b" --resamples 199 --format json
done
