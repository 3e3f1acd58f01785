#!/bin/sh
# Outputs never land on inputs, compared after resolving paths, and never go through a link the
# command did not create:
#  - `--output X --save-session ./X` is one file: refused;
#  - the data folders of a --session are inputs too (analyze, compare, export);
#  - `report --force` replaces a planted link index.html -> ../secret, never the secret, and
#    refuses a --prices file lying in its output folder;
#  - a session whose data folder is now a file says "not a folder", not "no longer exists".
#   OutputsOverInputs.sh MLPERF_EXPLORER FIXTURE_ROUND SCRATCH_FOLDER
set -u
exe=$1 round=$2 dir=$3
rm -rf "$dir" && mkdir -p "$dir/data" || exit 1
cp -R "$round" "$dir/data/" || exit 1
data=$dir/data/$(basename "$round")
system=$data/Krai/systems/7920T_2xA5000_hdd.json
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
# run EXPECTED_EXIT STDERR_TEXT ARGS...: the exit code and a line of stderr.
run() {
    expected=$1 text=$2
    shift 2
    "$exe" "$@" >"$dir/out" 2>"$dir/err"
    rc=$?
    [ $rc -eq "$expected" ] || fail "$*: exit $rc, expected $expected: $(head -c 400 "$dir/err")"
    grep -qF -- "$text" "$dir/err" || fail "$*: stderr lacks \"$text\": $(head -c 400 "$dir/err")"
}

# One file under two names.
run 2 "--output and --save-session name the same file" \
    analyze --data "$data" --benchmark gpt3 --output "$dir/same.csv" --save-session "$dir/./same.csv"
[ ! -e "$dir/same.csv" ] || fail "same.csv was written"

# A session's data folder is an input.
run 0 "" analyze --data "$data" --benchmark gpt3 --save-session "$dir/s.mlpes" --output /dev/null
cp "$system" "$dir/system.json"
run 1 "is an input of this command" \
    analyze --session "$dir/s.mlpes" --output "$system" --force
cmp -s "$system" "$dir/system.json" || fail "analyze --session overwrote a system JSON of its data"
run 1 "is an input of this command" compare --session "$dir/s.mlpes" --output "$data/new.csv"
run 1 "is an input of this command" export --session "$dir/s.mlpes" --output "$data/new.csv"
[ ! -e "$data/new.csv" ] || fail "a file was created inside the session's data folder"

# report --force and a planted link.
mkdir -p "$dir/report"
printf 'secret\n' >"$dir/secret"
ln -s ../secret "$dir/report/index.html"
run 0 "workload(s) written to" \
    report --round 4.1 --benchmark gpt3 --data "$data" --output "$dir/report" --force
[ "$(cat "$dir/secret")" = secret ] || fail "report wrote through index.html -> ../secret"
[ -f "$dir/report/index.html" ] && [ ! -L "$dir/report/index.html" ] ||
    fail "index.html is not the report's own file"

# report --force and a --prices file in the output folder.
printf 'family,price_per_accelerator_hour,currency\nTrillium,2,USD\n' >"$dir/report/gpt3-paper.csv"
cp "$dir/report/gpt3-paper.csv" "$dir/prices.csv"
run 1 "lies in the output folder" report --round 4.1 --benchmark gpt3 --data "$data" \
    --output "$dir/report" --prices "$dir/report/gpt3-paper.csv" --force
cmp -s "$dir/report/gpt3-paper.csv" "$dir/prices.csv" || fail "report overwrote its --prices file"

# A session whose data folder is now a file.
mv "$data" "$data.moved" && printf 'x\n' >"$data"
run 1 "data source $data is not a folder (a file); nothing computed" analyze --session "$dir/s.mlpes"

rm -rf "$dir"
[ $failures -eq 0 ]
