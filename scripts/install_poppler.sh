#!/bin/sh
# Installs Debian's poppler-utils (pdftoppm, pdfinfo) when it is missing: the PDF tests turn the rendered
# report's pages into PNGs and read their page size with it. The app itself never needs it.
set -eu
if command -v pdftoppm >/dev/null 2>&1 && command -v pdfinfo >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "poppler-utils is missing: install it with 'sudo apt-get install -y poppler-utils'." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
echo "Installing Debian's poppler-utils (the PDF tests) ..." >&2
apt-get install -y -qq poppler-utils >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq poppler-utils; }
command -v pdftoppm >/dev/null
