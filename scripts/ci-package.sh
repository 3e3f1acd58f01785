#!/usr/bin/env bash
# Builds the Debian package from build/release, unpacks it into a scratch root with dpkg -x and
# validates what a desktop needs: the program runs (--version, --help, summarize, all without a
# display), the .desktop entry (desktop-file-validate), the AppStream metainfo (appstreamcli
# validate), the icon and the man page. Run by .ci/run after the tests; needs only what
# scripts/install-deps.sh installs.
set -euo pipefail
cd "$(dirname "$0")/.."
build=build/release
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

(cd "$build" && cpack -G DEB -B "$scratch/out" >/dev/null)
deb=$(ls "$scratch"/out/mlperf-explorer_*.deb)
echo "ci-package: built $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB)"
dpkg-deb --field "$deb" Package Version Depends
dpkg -x "$deb" "$scratch/root"
root="$scratch/root"

for f in usr/bin/mlperf-explorer \
         usr/libexec/mlperf-explorer/mlperf-explorer-gui \
         usr/share/applications/io.github.mlperf_explorer.desktop \
         usr/share/metainfo/io.github.mlperf_explorer.metainfo.xml \
         usr/share/icons/hicolor/scalable/apps/mlperf-explorer.svg \
         usr/share/man/man1/mlperf-explorer.1; do
    test -s "$root/$f" || { echo "ci-package: $f missing from the package" >&2; exit 1; }
done
desktop-file-validate "$root/usr/share/applications/io.github.mlperf_explorer.desktop"
appstreamcli validate --no-net "$root/usr/share/metainfo/io.github.mlperf_explorer.metainfo.xml"
# The man page renders without warnings.
man --warnings -l "$root/usr/share/man/man1/mlperf-explorer.1" 2>&1 >/dev/null | \
    { if grep .; then echo "ci-package: man page warnings" >&2; exit 1; fi; }

# The installed program, with no display at all.
exe="$root/usr/bin/mlperf-explorer"
env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$exe" --version
env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$exe" --help >/dev/null
env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$exe" summarize \
    tests/data/rounds/training_results_v4.1 2>/dev/null | grep -q '^4.1,closed,Preview,Google,'
# A chart command (embedded data): mlperf-explorer starts the installed mlperf-explorer-gui.
env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$exe" export --round 4.1 \
    --benchmark bert --output "$scratch/efficiency.svg" 2>/dev/null
grep -q '<svg' "$scratch/efficiency.svg" || { echo "ci-package: export wrote no SVG" >&2; exit 1; }
echo "ci-package: package validated"
