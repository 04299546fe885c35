// Decoding a picture takes memory by its pixels, not by its file's size: a 100 KB PNG can unpack to 100
// megapixels. Every picture this process decodes (a small one in the completion call, a large one or an
// iPhone photo in the worker, a video's poster frame) first takes one of a few places here, one per core,
// so however many arrive at once, the memory they take is bounded; the rest wait their turn.
import sharp from "sharp";

// libvips settings for the whole process, made once when media's picture code is first loaded:
// - no cache of recent operations: every picture is read once, so the cache (50 MB by default) only holds
//   memory;
// - one libvips thread per picture: the places below are the parallelism, and a picture takes the same
//   memory on every platform (sharp's own default is one thread with glibc's allocator, one per core else).
sharp.cache(false);
sharp.concurrency(1);

export class DecodePool {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(readonly size: number) {}

  /** Runs work once a place is free, and frees the place when it settles. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running < this.size) this.#running++;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await work();
    } finally {
      // The place passes straight to the next in line, so a newcomer cannot overtake it.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }
}

/** The process's one pool: as many pictures decoded at once as there are cores. */
export const decodePool = new DecodePool(Math.max(1, navigator.hardwareConcurrency));
