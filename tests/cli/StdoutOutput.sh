#!/bin/sh
# Standard output, however it is spelled (/dev/stdout, /proc/self/fd/1, /dev/fd/1, a link to
# one of them), is written where it stands: `--output /dev/stdout --force >> log.csv` appends to
# the log (it once renamed the new output over it, losing every line it held), and
# `--output /dev/stdout > file` needs no --force.
#   StdoutOutput.sh MLPERF_EXPLORER FIXTURE_ROUND SCRATCH_FOLDER
set -u
exe=$1 round=$2 dir=$3
rm -rf "$dir" && mkdir -p "$dir" || exit 1
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
ln -s /dev/stdout "$dir/to-stdout"

for spelling in /dev/stdout /proc/self/fd/1 /dev/fd/1 "$dir/to-stdout"; do
    printf 'old line 1\nold line 2\n' >"$dir/log.csv"
    "$exe" summarize --output "$spelling" --force "$round" >>"$dir/log.csv" 2>"$dir/err"
    rc=$?
    [ $rc -eq 0 ] || fail "$spelling >>: exit $rc: $(cat "$dir/err")"
    [ "$(sed -n 1,2p "$dir/log.csv")" = "$(printf 'old line 1\nold line 2')" ] ||
        fail "$spelling >>: the old lines are gone: $(head -c 200 "$dir/log.csv")"
    sed -n 3p "$dir/log.csv" | grep -q '^round,division,' ||
        fail "$spelling >>: the CSV was not appended: $(sed -n 3p "$dir/log.csv")"
    [ -f "$dir/log.csv" ] && [ ! -L "$dir/log.csv" ] || fail "$spelling >>: log.csv replaced"

    # An existing file behind `>` needs no --force: the shell opened it, the command writes there.
    printf 'to be truncated by the shell\n' >"$dir/out.csv"
    "$exe" summarize --output "$spelling" "$round" >"$dir/out.csv" 2>"$dir/err"
    rc=$?
    [ $rc -eq 0 ] || fail "$spelling >: exit $rc: $(cat "$dir/err")"
    head -n 1 "$dir/out.csv" | grep -q '^round,division,' ||
        fail "$spelling >: $(head -c 200 "$dir/out.csv")"
done

# analyze: the rows to the log, the summary still on stderr.
printf 'kept\n' >"$dir/log.csv"
"$exe" analyze --data "$round" --benchmark gpt3 --output /dev/stdout >>"$dir/log.csv" \
    2>"$dir/err" || fail "analyze >>: $(cat "$dir/err")"
[ "$(head -n 1 "$dir/log.csv")" = kept ] || fail "analyze >>: the old line is gone"
grep -q '^round,submitter,system,' "$dir/log.csv" || fail "analyze >>: no rows appended"
grep -q 'break-even' "$dir/err" || fail "analyze >>: no summary on stderr: $(cat "$dir/err")"

rm -rf "$dir"
[ $failures -eq 0 ]
