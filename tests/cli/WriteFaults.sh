#!/bin/sh
# Writes that fail lose nothing: every command that writes a file, under a file-size limit of
# 512 bytes with SIGXFSZ ignored (what a full disk does to write()), exits 1 with a message
# naming the file and the reason, leaves the old file byte-identical and no temporary behind.
# Then stdout on a full device (/dev/full) and closed: exit 1 with a message; and a FIFO and a
# device as --output: written through.
#   WriteFaults.sh MLPERF_EXPLORER FIXTURE_ROUND SCRATCH_FOLDER
set -u
exe=$1 round=$2 dir=$3
rm -rf "$dir" && mkdir -p "$dir" || exit 1
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

# name, output file name, then the arguments; the output file exists beforehand.
full_disk() {
    name=$1 file=$dir/$2
    shift 2
    printf 'the old file\n' >"$file"
    # stderr goes through a pipe (no size limit there), the exit code after it.
    (trap '' XFSZ; ulimit -f 1; "$exe" "$@" 2>&1 >/dev/null; echo "exit=$?") | cat >"$dir.err"
    grep -q '^exit=1$' "$dir.err" || fail "$name: expected exit 1: $(cat "$dir.err")"
    grep -qF "cannot write $file: File too large" "$dir.err" ||
        fail "$name: no message naming the file and the reason: $(cat "$dir.err")"
    [ "$(cat "$file")" = "the old file" ] || fail "$name: the old file changed"
    left=$(ls -A "$dir")
    [ "$left" = "$(basename "$file")" ] || fail "$name: left behind: $left"
    rm -f "$file"
}

full_disk "summarize --output" out.csv summarize --output "$dir/out.csv" --force "$round"
full_disk "export-dataset" out.mlpx export-dataset "$round" --output "$dir/out.mlpx" --force
full_disk "analyze --output" out.json analyze --data "$round" --benchmark gpt3 --format json \
    --output "$dir/out.json" --force
full_disk "analyze --save-session" s.mlpes analyze --data "$round" --benchmark gpt3 \
    --save-session "$dir/s.mlpes" --force
full_disk "compare --output" out.json compare --data "$round" --benchmark gpt3 --format json \
    --output "$dir/out.json" --force
full_disk "export json" out.json export --data "$round" --benchmark gpt3 --output "$dir/out.json" \
    --force
full_disk "export png" out.png export --data "$round" --benchmark gpt3 --output "$dir/out.png" \
    --force

# stdout that cannot take the bytes.
if [ -c /dev/full ]; then
    "$exe" summarize "$round" >/dev/full 2>"$dir.err"
    rc=$?
    [ $rc -eq 1 ] || fail "summarize > /dev/full: exit $rc"
    grep -q "summarize: cannot write to standard output: No space left on device" "$dir.err" ||
        fail "summarize > /dev/full: $(cat "$dir.err")"
fi
"$exe" analyze --data "$round" --benchmark gpt3 >&- 2>"$dir.err"
rc=$?
[ $rc -eq 1 ] || fail "analyze >&-: exit $rc"
grep -q "analyze: cannot write to standard output: Bad file descriptor" "$dir.err" ||
    fail "analyze >&-: $(cat "$dir.err")"

# A FIFO or a device named by --output is written through, never replaced by a regular file, and
# needs no --force.
mkfifo "$dir/fifo" || fail "mkfifo"
cat "$dir/fifo" >"$dir/from-fifo" &
reader=$!
"$exe" summarize --output "$dir/fifo" "$round" 2>"$dir.err" || fail "summarize --output FIFO: $(cat "$dir.err")"
wait $reader
[ -p "$dir/fifo" ] || fail "the FIFO was replaced"
"$exe" summarize "$round" 2>/dev/null | cmp -s - "$dir/from-fifo" ||
    fail "the FIFO's reader did not get the CSV"
# The test's own null device (not the machine's /dev/null); creating one needs root.
if mknod "$dir/null" c 1 3 2>/dev/null; then
    "$exe" summarize --output "$dir/null" "$round" 2>"$dir.err" ||
        fail "summarize --output DEVICE: $(cat "$dir.err")"
    [ -c "$dir/null" ] || fail "the device node was replaced by a regular file"
fi

rm -rf "$dir" "$dir.err"
[ $failures -eq 0 ]
