#!/bin/sh
# Installs Debian's ffmpeg (video transcoding, and the tests' video clips) when it is missing.
set -eu
if [ -n "${FFMPEG_PATH:-}" ] && [ -x "$FFMPEG_PATH" ]; then exit 0; fi
if command -v ffmpeg >/dev/null 2>&1 && command -v ffprobe >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "ffmpeg is missing: install it with 'sudo apt-get install -y ffmpeg' (or set FFMPEG_PATH and FFPROBE_PATH)." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
echo "Installing Debian's ffmpeg (videos) ..." >&2
apt-get install -y -qq ffmpeg >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq ffmpeg; }
command -v ffmpeg >/dev/null
