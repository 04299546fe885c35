// A worker killed mid-transcode (a deploy, an out-of-memory kill, a lost machine) leaves its job without
// heartbeats; pg-boss fails the attempt and a restarted worker runs it again from the stored upload. Run as
// in production: a web process and a worker process, both the real entry point, on one Postgres database
// and one DATA_DIR. Two processes cannot share the embedded database, so this runs on Postgres only.
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { Keys } from "../../src/platform/keys.ts";
import { DEVELOPMENT_SECRET_KEY } from "../../src/platform/config.ts";
import { FRESH_POSTGRES_URL, openTestDatabase } from "../support/databases.ts";
import { HttpClient } from "../support/http_client.ts";
import { inspectionShop, newInspection, PASSWORD } from "../support/inspection_shop.ts";
import { uploadThrough } from "../support/media_upload.ts";
import { makeTestVideo, MP4_CLIP } from "../support/video_fixtures.ts";
import { waitFor } from "../support/wait_for.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

interface AppProcess {
  child: Deno.ChildProcess;
  /** Every log line so far. */
  log: string[];
  /** Resolves with the "started" entry. */
  started: Promise<Record<string, unknown>>;
}

function startProcess(env: Record<string, string>): AppProcess {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "src/main.ts"],
    cwd: ROOT,
    env: { APP_ENV: "test", HOST: "127.0.0.1", PORT: "0", LOG_FORMAT: "json", ...env },
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const log: string[] = [];
  const started = Promise.withResolvers<Record<string, unknown>>();
  child.status.then(() => started.reject(new Error(`the app exited before it started:\n${log.join("\n")}`)));
  // Read to the end, so the child never blocks on a full pipe.
  (async () => {
    let rest = "";
    for await (const text of child.stdout.pipeThrough(new TextDecoderStream())) {
      const lines = (rest + text).split("\n");
      rest = lines.pop()!;
      for (const line of lines) {
        log.push(line);
        if (line.includes('"msg":"started"')) started.resolve(JSON.parse(line));
      }
    }
  })().catch(() => {});
  return { child, log, started: started.promise };
}

function kill(process: AppProcess): Promise<Deno.CommandStatus> {
  try {
    process.child.kill("SIGKILL");
  } catch { /* already gone */ }
  return process.child.status;
}

/** The ids of a process's children named `name`, from /proc. */
async function childrenNamed(parent: number, name: string): Promise<number[]> {
  const found: number[] = [];
  for await (const entry of Deno.readDir("/proc")) {
    if (!/^\d+$/.test(entry.name)) continue;
    const stat = await Deno.readTextFile(`/proc/${entry.name}/stat`).catch(() => null);
    // "pid (comm) state ppid ...": comm may hold spaces, so read after its closing bracket.
    const match = stat && /^\d+ \((.*)\) \S+ (\d+)/.exec(stat);
    if (match && match[1] === name && Number(match[2]) === parent) found.push(Number(entry.name));
  }
  return found;
}

Deno.test({
  name: "a worker killed mid-transcode finishes on restart",
  ignore: !FRESH_POSTGRES_URL,
  sanitizeOps: false,
  sanitizeResources: false,
  async fn() {
    const name = `${new URL(FRESH_POSTGRES_URL!).pathname.slice(1)}_restart`;
    const admin = await openTestDatabase("postgres");
    await admin.sql.unsafe(`drop database if exists ${name}`);
    await admin.sql.unsafe(`create database ${name}`);
    const url = new URL(FRESH_POSTGRES_URL!);
    url.pathname = `/${name}`;
    const dataDir = await Deno.makeTempDir({ prefix: "dvi-restart-" });
    const env = {
      DATABASE_URL: url.href,
      DATA_DIR: dataDir,
      // Dead workers' jobs are looked for every second, not every minute.
      JOB_MONITOR_SECONDS: "1",
      // Small enough to keep the test short, large enough that the transcode lasts a few seconds.
      MEDIA_VIDEO_MAX_SIDE: "640",
    };
    const processes: AppProcess[] = [];
    const run = (role: "web" | "worker") => {
      const process = startProcess({ ...env, ROLE: role });
      processes.push(process);
      return process;
    };
    let db;
    try {
      const web = run("web");
      const webUrl = (await web.started).url as string;
      const firstWorker = run("worker");
      await firstWorker.started;

      db = await openTestDatabase("postgres", { name });
      const shop = await inspectionShop(db.sql);
      const inspection = await newInspection(db.sql, new Keys(DEVELOPMENT_SECRET_KEY), shop);
      const mechanic = new HttpClient(webUrl);
      await mechanic.signIn(shop.mechanic.email, PASSWORD);
      await mechanic.page(`/${shop.shop.uriName}/inspections`);

      const clip = `${dataDir}/walkaround.mp4`;
      await makeTestVideo(clip, { ...MP4_CLIP, seconds: 20, width: 1280, height: 720, audio: true });
      // The upload polls until done while the worker is killed and replaced under it.
      const upload = uploadThrough(
        mechanic,
        `/ajax/inspections/${inspection.encId}/assets/create`,
        await Deno.readFile(clip),
        "walkaround.mp4",
      );

      const workerPid = firstWorker.child.pid;
      const transcoding = await waitFor(
        "the worker's ffmpeg",
        async () =>
          (await childrenNamed(workerPid, "ffmpeg")).length > 0 && childrenNamed(workerPid, "ffmpeg"),
      );
      await new Promise((resolve) => setTimeout(resolve, 1000));
      assert.ok((await childrenNamed(workerPid, "ffmpeg")).length > 0, "still transcoding a second later");
      await kill(firstWorker);
      for (const pid of transcoding) {
        try {
          Deno.kill(pid, "SIGKILL");
        } catch { /* ended with its parent */ }
      }
      const [killed] = await db.sql<
        { kind: string }[]
      >`select kind from assets where file_name = 'walkaround.mp4'`;
      assert.equal(killed.kind, "processing", "the killed worker left the video unfinished");

      const secondWorker = run("worker");
      await secondWorker.started;
      const done = await upload;
      assert.equal(done.completed.sasUploadStatus, "processing");
      assert.equal(done.finalStatus, 200, JSON.stringify(done.final));
      assert.equal(done.final.sasUploadStatus, "done");
      const asset = done.final.assets!.find((a) => a.assetId === done.final.uploadResults[0].assetId)!;
      assert.equal(asset.kind, "video");
      assert.ok(asset.durationSeconds! > 19);
      const transcoded = asset.views.find((view) => view.name === "transcoded")!;
      assert.equal(Math.max(transcoded.width!, transcoded.height!), 640);
      assert.ok(asset.views.some((view) => view.name === "poster" && view.kind === "posterFrame"));
      const served = await fetch(new URL(transcoded.cdnUrl, webUrl));
      assert.equal(served.status, 200);
      assert.equal((await served.arrayBuffer()).byteLength, transcoded.bytes);
      assert.ok(
        secondWorker.log.some((line) =>
          line.includes('"msg":"job done"') && line.includes("media.process-upload")
        ),
        "the new worker finished the job",
      );
      const [job] = await db.sql<{ retryCount: number }[]>`
        select retry_count as "retryCount" from pgboss.job where name = 'media.process-upload'`;
      assert.equal(job.retryCount, 1, "one attempt failed (the killed one), the next succeeded");
    } finally {
      for (const process of processes) await kill(process);
      await db?.close();
      await admin.sql.unsafe(`drop database if exists ${name} with (force)`);
      await admin.close();
      await Deno.remove(dataDir, { recursive: true });
    }
  },
});
