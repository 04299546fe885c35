# Production image: the pages are built in the first stage; the second runs them. `deno task start` finds
# dist/ built from exactly these sources (dist/.build-stamp) and starts without rebuilding.
FROM denoland/deno:debian-2.9.6 AS build
WORKDIR /app
ENV DENO_DIR=/app/.deno
COPY deno.json deno.lock ./
RUN deno install
COPY . .
# The commit and its time for error reports (vite.config.ts): the image has no .git to read them from.
ARG SOURCE_COMMIT=""
ARG SOURCE_UNIX="0"
RUN deno task build

FROM denoland/deno:debian-2.9.6
WORKDIR /app
# MALLOC_ARENA_MAX: glibc keeps up to eight memory arenas per core, and pictures decoded on many threads
# (sharp) leave each one holding memory; two arenas halve what a flood of large pictures adds
# (docs/media/processing.md).
ENV DENO_DIR=/app/.deno \
    APP_ENV=production \
    HOST=0.0.0.0 \
    PORT=8000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2
# ffmpeg transcodes the videos mechanics record (docs/media/video.md); Chromium prints the customer
# report's PDFs (docs/reports.md), with fonts for its text.
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg chromium fonts-dejavu-core \
    && rm -rf /var/lib/apt/lists/*
COPY --from=build --chown=deno:deno /app /app
RUN mkdir -p /data && chown deno:deno /data
USER deno
EXPOSE 8000
CMD ["deno", "task", "start"]
