// Decoding a picture takes memory by its pixels, not by its file's size: a 100 KB PNG can unpack to 100
// megapixels. Every picture this process decodes (a small one in the completion call, a large one or an
// iPhone photo in the worker, a video's poster frame) first takes one of a few places here, one per core,
// so however many arrive at once, the memory they take is bounded; the rest wait their turn.
import sharp from "sharp";
import { WorkSlots } from "../../src/platform/work_slots.ts";

// libvips settings for the whole process, made once when media's picture code is first loaded:
// - no cache of recent operations: every picture is read once, so the cache (50 MB by default) only holds
//   memory;
// - one libvips thread per picture: the pool's slots are the parallelism, and a picture takes the same
//   memory on every platform (sharp's own default is one thread with glibc's allocator, one per core else).
sharp.cache(false);
sharp.concurrency(1);

/** The process's one pool: as many pictures decoded at once as there are cores. */
export const decodePool = new WorkSlots(Math.max(1, navigator.hardwareConcurrency));
