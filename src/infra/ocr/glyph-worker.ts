import { parentPort, workerData } from 'node:worker_threads';
import { prepareGlyphTemplates } from './dot-glyphs.js';
import { readDotGlyphs } from './dot-reader.js';
import type { GlyphJob, GlyphReply } from './glyph-thread.js';

// Templates are built once the thread starts, not inside its first job's time limit.
prepareGlyphTemplates();

/** The id of the job the main side no longer wants (glyph-thread.ts), shared with it. */
const abandoned = new Int32Array((workerData as { abandoned: SharedArrayBuffer }).abandoned);

/** The glyph thread's side (glyph-thread.ts): one job at a time, answers tagged with the job's id. */
parentPort!.on('message', (job: GlyphJob) => {
  let reply: GlyphReply;
  const wanted = () => Atomics.load(abandoned, 0) !== job.id;
  try {
    reply = {
      id: job.id,
      words: readDotGlyphs(
        { pixels: Buffer.from(job.pixels.buffer, job.pixels.byteOffset, job.pixels.byteLength), width: job.width, height: job.height },
        job.band,
        wanted,
      ),
    };
  } catch (error) {
    reply = { id: job.id, error: (error as Error).message };
  }
  parentPort!.postMessage(reply);
});
