#!/usr/bin/env bash
# The formatting gate (run by .ci/run): every C++ file the project owns must be as clang-format
# leaves it. The style is .clang-format; the formatter is Debian 12's clang-format (major
# version 14): another major version formats some constructs differently, so it is refused
# rather than trusted. To fix the tree: git ls-files '*.cpp' '*.h' | xargs clang-format -i
set -euo pipefail
cd "$(dirname "$0")/.."
required_major=14
version=$(clang-format --version)
major=$(sed -E 's/.*version ([0-9]+).*/\1/' <<<"$version")
if [ "$major" != "$required_major" ]; then
    echo "check-format: needs clang-format $required_major (Debian 12), found: $version" >&2
    exit 1
fi
mapfile -t files < <(git ls-files '*.cpp' '*.h')
if ! clang-format --dry-run --Werror "${files[@]}"; then
    echo "check-format: the files above differ from .clang-format; run" >&2
    echo "  git ls-files '*.cpp' '*.h' | xargs clang-format -i" >&2
    exit 1
fi
echo "check-format: ${#files[@]} files formatted as .clang-format says (clang-format $major)"
