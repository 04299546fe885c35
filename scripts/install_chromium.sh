#!/bin/sh
# Installs Debian's Chromium for the browser tests and PDF rendering when it is missing.
# Never downloads a browser of its own: only the distribution's package.
set -eu
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
if command -v chromium >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing: install it with 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH)." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
echo "Installing Debian's chromium (report PDFs and the browser tests) ..." >&2
apt-get install -y -qq chromium >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq chromium; }
command -v chromium >/dev/null
