#!/usr/bin/env bash
# Installs the Debian 12 packages needed to build, test and run mlperf-explorer.
# Runs as root, or through sudo when started by a normal user. Safe to run again.
set -euo pipefail

packages=(
    cmake ninja-build g++ ccache pkg-config git xz-utils
    # Qt Charts' CMake package requires Qt6OpenGL, which qt6-base-dev only recommends.
    qt6-base-dev qt6-base-dev-tools libqt6opengl6-dev qt6-charts-dev qt6-svg-dev libgl-dev
    libeigen3-dev libspdlog-dev libsimdjson-dev
    # Fonts for readable charts offscreen; Xvfb to run the window on a machine without a display.
    fonts-dejavu-core xvfb xauth
    # A real browser, headless: tst_svgbrowser renders exported SVG and measures its text.
    chromium
    # Packaging checks in CI (scripts/ci-package.sh): dpkg-shlibdeps for the DEB's Depends, the
    # desktop entry and AppStream validators, man for the man page.
    dpkg-dev file desktop-file-utils appstream man-db
    # Fuzz targets (scripts/ci-fuzz.sh): Debian's clang and its libFuzzer/sanitizer runtimes.
    clang libclang-rt-14-dev
    # The formatting gate (scripts/check-format.sh): clang-format 14, as .clang-format says.
    clang-format
)

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
    echo "install-deps: all ${#packages[@]} packages present"
    exit 0
fi

as_root=()
if [ "$(id -u)" -ne 0 ]; then
    as_root=(sudo)
fi
echo "install-deps: installing ${missing[*]}"
"${as_root[@]}" apt-get update -q
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
