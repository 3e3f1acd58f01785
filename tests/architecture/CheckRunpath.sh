#!/bin/sh
# No executable of the build may make the dynamic loader look in the working folder: every
# RPATH / RUNPATH entry must be an absolute folder (or $ORIGIN-based, the executable's own
# folder). An empty entry ("::::", the padding CMake once left for an install RPATH) or a relative
# one means "the current folder" to the loader: a library lying where a command is started (an
# unpacked results folder) would be loaded and run.
#   CheckRunpath.sh BUILD_DIR PROGRAM...   (the PROGRAMs must be among the executables found)
set -u
build=$1
shift
checked=0
failures=0
list=$(mktemp)
trap 'rm -f "$list"' EXIT
# Every executable regular file, the unpacked archives excepted (data, not build products).
find "$build" -path "$build/mlperf-data" -prune -o -type f -perm -u+x -print >"$list"
while IFS= read -r file; do
    [ "$(head -c 4 "$file" | od -An -c | tr -d ' ')" = "177ELF" ] || continue
    checked=$((checked + 1))
    readelf -d "$file" 2>/dev/null | sed -n 's/.*(R\(UN\)\{0,1\}PATH).*\[\(.*\)\].*/\2/p' |
        while IFS= read -r paths; do
            # Each entry, with an empty one made visible.
            printf '%s\n' "$paths" | tr ':' '\n' | while IFS= read -r entry; do
                case $entry in
                /* | '$ORIGIN' | '$ORIGIN/'* | '${ORIGIN}' | '${ORIGIN}/'*) ;;
                *) echo "$file: RPATH/RUNPATH entry \"$entry\" in [$paths] is empty or relative" ;;
                esac
            done
        done
done <"$list" >"$list.bad"
failures=$(wc -l <"$list.bad")
cat "$list.bad"
rm -f "$list.bad"
for program in "$@"; do
    grep -qx "$program" "$list" || { echo "$program was not among the executables checked"; failures=$((failures + 1)); }
done
echo "$checked executable(s) checked, $failures problem(s)"
[ "$checked" -gt 0 ] && [ "$failures" -eq 0 ]
