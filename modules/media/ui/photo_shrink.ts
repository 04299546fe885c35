// Photos made for a phone network (issue 19; docs/media.md "Photos are shrunk on the phone"): before a
// picture is uploaded it is decoded, turned upright, drawn at most 2560 px on its longest side and saved as
// JPEG quality 85 in a worker, which leaves its location and every other metadata behind. A 12 MP, 6.5 MB
// phone photo goes up as well under 1 MB: seconds on a weak uplink instead of a minute. Whatever cannot be
// shrunk goes as it is, and the server handles it as before: videos, PDFs, GIFs, pictures this browser
// cannot decode (HEIC in Chromium), pictures with transparent pixels, and any picture when the browser has
// no module worker or OffscreenCanvas, or the worker fails.
import {
  isPhotoToShrink,
  JPEG_HEAD_BYTES,
  jpegFacts,
  mayBeTransparent,
  sendsAsItIs,
  type ShrinkAnswer,
  type ShrinkRequest,
  shrunkFileName,
} from "./photo_shrink_rules.ts";

/** A worker that has not answered in this long is given up on, and the original goes. */
const SHRINK_TIMEOUT_MS = 60_000;

/** The file to upload in place of `file`: a shrunk JPEG, or `file` itself. Never rejects. */
export async function shrinkPhoto(file: File): Promise<File> {
  if (!isPhotoToShrink(file.type) || !canShrinkHere()) return file;
  try {
    if (file.type === "image/jpeg") {
      const head = new Uint8Array(await file.slice(0, JPEG_HEAD_BYTES).arrayBuffer());
      if (sendsAsItIs(jpegFacts(head))) return file;
    }
    const jpeg = await inTurn(() => inWorker(file));
    if (!jpeg) return file;
    return new File([jpeg], shrunkFileName(file.name), {
      type: "image/jpeg",
      lastModified: file.lastModified,
    });
  } catch {
    return file;
  }
}

function canShrinkHere(): boolean {
  return typeof Worker !== "undefined" && typeof OffscreenCanvas !== "undefined";
}

// One picture at a time: a decoded 12 MP photo takes about 48 MB, and a phone given ten at once has not.
let turn: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const mine = turn.then(work, work);
  turn = mine.catch(() => {});
  return mine;
}

// The worker lives while pictures are waiting for it, and is ended when none is, which frees its memory.
let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, (jpeg: Blob | null) => void>();

function inWorker(picture: File): Promise<Blob | null> {
  const shrinker = worker ?? startWorker();
  const id = nextId++;
  return new Promise<Blob | null>((resolve) => {
    const timer = setTimeout(() => {
      // A picture that takes this long (or a worker that hung) is not worth the wait: end it and go on.
      endWorker();
    }, SHRINK_TIMEOUT_MS);
    waiting.set(id, (jpeg) => {
      clearTimeout(timer);
      resolve(jpeg);
    });
    const request: ShrinkRequest = { id, picture, checkTransparency: mayBeTransparent(picture.type) };
    shrinker.postMessage(request);
  });
}

function startWorker(): Worker {
  // Written out in full so Vite finds the worker and bundles it as a module of its own.
  const started = new Worker(new URL("./photo_shrink_worker.ts", import.meta.url), { type: "module" });
  started.onmessage = (event: MessageEvent<ShrinkAnswer>) => {
    answer(event.data.id, event.data.jpeg);
    if (waiting.size === 0) endWorker();
  };
  // The worker's script did not load or threw: every picture waiting goes as it is.
  started.onerror = () => endWorker();
  worker = started;
  return started;
}

function answer(id: number, jpeg: Blob | null) {
  const resolve = waiting.get(id);
  waiting.delete(id);
  resolve?.(jpeg);
}

function endWorker() {
  worker?.terminate();
  worker = null;
  for (const id of [...waiting.keys()]) answer(id, null);
}
