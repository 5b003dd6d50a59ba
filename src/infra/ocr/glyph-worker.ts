import { parentPort } from 'node:worker_threads';
import { prepareGlyphTemplates } from './dot-glyphs.js';
import { readDotGlyphs } from './dot-reader.js';
import type { GlyphJob, GlyphReply } from './glyph-thread.js';

// Templates are built once the thread starts, not inside its first job's time limit.
prepareGlyphTemplates();

/** The glyph thread's side (glyph-thread.ts): one job at a time, answers tagged with the job's id. */
parentPort!.on('message', (job: GlyphJob) => {
  let reply: GlyphReply;
  try {
    reply = { id: job.id, words: readDotGlyphs({ pixels: Buffer.from(job.pixels.buffer, job.pixels.byteOffset, job.pixels.byteLength), width: job.width, height: job.height }, job.band) };
  } catch (error) {
    reply = { id: job.id, error: (error as Error).message };
  }
  parentPort!.postMessage(reply);
});
