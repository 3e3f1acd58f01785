#!/usr/bin/env bash
# The quick local loop: builds and runs only the tests of the rooms a change touched, and checks
# the format of the files it touched, in build/release. The full CI (.ci/run) is for the end.
#
#   scripts/check-changed.sh                 what differs from main (commits, staged, unstaged,
#                                            untracked)
#   scripts/check-changed.sh --base HEAD     only the uncommitted change
#   scripts/check-changed.sh --dependents    also the rooms that may include a touched room
#                                            (the direction of tests/architecture/CheckRooms.cmake)
#   scripts/check-changed.sh --dry-run       say what would be built and run, do nothing
#
# A room is a ctest label: core/analysis ... ui/session, ui (the window), integration, cli (the
# command-line tests and the RUNPATH check of the programs, for app/) and architecture (the
# include check, always run). A change the script cannot place in a room (CMake files,
# tests/common, fixtures, resources) runs everything.
set -euo pipefail
cd "$(dirname "$0")/.."

base=main
dependents=0
dry_run=0
while [ $# -gt 0 ]; do
    case $1 in
    --base) base=$2; shift 2 ;;
    --dependents) dependents=1; shift ;;
    --dry-run) dry_run=1; shift ;;
    -h | --help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "check-changed: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
done
if ! git rev-parse --verify -q "$base" >/dev/null; then
    echo "check-changed: no revision '$base'; give --base REV" >&2
    exit 2
fi

mapfile -t files < <({ git diff --name-only "$(git merge-base "$base" HEAD)"
                       git ls-files --others --exclude-standard; } | sort -u)
if [ ${#files[@]} -eq 0 ]; then
    echo "check-changed: nothing differs from $base"
    exit 0
fi

# room_of FILE: the ctest label a file belongs to; "all" for what needs every test, "" for
# files no test reads (scripts, CI).
room_of() {
    case $1 in
    core/*/*) echo "${1%/*}" ;;
    ui/state/* | ui/widgets/* | ui/compare/* | ui/table/* | ui/charts/* | ui/session/*) echo "${1%/*}" ;;
    ui/*) echo ui ;;
    app/*) echo cli ;;
    tests/cli/*) echo cli ;;
    tests/integration/*) echo integration ;;
    tests/architecture/CheckRunpath.sh) echo cli ;; # checks the programs the cli room builds
    tests/architecture/*) echo architecture ;;
    tests/core/*/* | tests/ui/*/*) local room=${1#tests/}; echo "${room%/*}" ;;
    tests/ui/*) echo ui ;;
    tests/bench/* | tests/fuzz/*) echo "" ;;
    docs/*.md | README.md | CONTRIBUTING.md) echo integration ;; # tst_docexamples runs the docs
    scripts/* | .ci/* | *.md) echo "" ;;
    *) echo all ;;
    esac
}

declare -A rooms=([architecture]=1)
everything=0
for f in "${files[@]}"; do
    room=$(room_of "$f")
    case $room in
    "") ;;
    all) everything=1 ;;
    *) rooms[$room]=1 ;;
    esac
done
if [ "$dependents" -eq 1 ]; then
    for room in "${!rooms[@]}"; do
        case $room in core/* | ui/*) ;; *) continue ;; esac
        while read -r above; do
            case $above in
            app | app/*) rooms[cli]=1 ;;
            *) rooms[$above]=1 ;;
            esac
        done < <(cmake -DDEPENDENTS_OF="$room" -P tests/architecture/CheckRooms.cmake 2>&1)
    done
fi

# The C++ files the change touched, formatted as .clang-format says.
mapfile -t sources < <(printf '%s\n' "${files[@]}" | grep -E '\.(cpp|h)$' | while read -r f; do
    [ -f "$f" ] && echo "$f"; done)

targets=()
labels=()
for room in $(printf '%s\n' "${!rooms[@]}" | sort); do
    labels+=("$room")
    case $room in
    architecture) ;;
    cli) targets+=(mlperf-explorer mlperf-explorer-gui) ;;
    integration) targets+=(tests-integration mlperf-explorer mlperf-explorer-gui) ;;
    *) targets+=("tests-${room//\//-}") ;;
    esac
done
if [ "$everything" -eq 1 ]; then
    echo "check-changed: ${#files[@]} changed files, some outside any room: every test"
else
    echo "check-changed: ${#files[@]} changed files; rooms: ${labels[*]}"
fi
if [ "$dry_run" -eq 1 ]; then
    [ "$everything" -eq 1 ] && targets=(everything)
    echo "check-changed: would format-check ${#sources[@]} files, build ${targets[*]:-nothing}"
    exit 0
fi

if [ ${#sources[@]} -gt 0 ]; then
    clang-format --dry-run --Werror "${sources[@]}"
fi
[ -f build/release/build.ninja ] || cmake --preset release >/dev/null
jobs=$(nproc)
if [ "$everything" -eq 1 ]; then
    cmake --build build/release
    ctest --test-dir build/release -j "$jobs" --output-on-failure
else
    [ ${#targets[@]} -eq 0 ] || cmake --build build/release --target "${targets[@]}"
    regex="^($(IFS='|'; echo "${labels[*]}"))\$"
    ctest --test-dir build/release -j "$jobs" --output-on-failure -L "$regex"
fi
