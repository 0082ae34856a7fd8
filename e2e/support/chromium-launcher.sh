#!/usr/bin/env bash
# Starts the browser the config chose (E2E_CHROMIUM_BINARY) with every --disable-features value
# merged into one switch: Chromium keeps only the last --disable-features it is given, so the list the
# config adds would otherwise replace the one Playwright passes (docs/architecture.md, Tests).
set -euo pipefail
features=()
args=()
for arg in "$@"; do
  case $arg in
    --disable-features=*) features+=("${arg#--disable-features=}") ;;
    *) args+=("$arg") ;;
  esac
done
IFS=,
exec "$E2E_CHROMIUM_BINARY" "${args[@]}" "--disable-features=${features[*]}"
