/**
 * The attack of bench:isolation's "images" row, in a process of its own: each key keeps
 * `perAccount` large images in reading, one after another, for `durationMs`, then the process
 * prints how the server answered ({"status": count} as JSON) and exits (attack-process.ts says why
 * in a process of its own).
 * Usage: image-attack.ts <url> <durationMs> <perAccount> <key,key,…>
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const FIXTURES = resolve(import.meta.dirname, '../../test/fixtures');
const IMAGES = ['ocr-scenes/hard-004.jpg', 'ocr/unknown-label.jpg'].map((f) => readFileSync(join(FIXTURES, f)));
const [url, durationMs, perAccount, keys] = process.argv.slice(2);

async function postImage(key: string, bytes: Buffer): Promise<number> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await fetch(`${url}/api/v1/decode-from-image`, { method: 'POST', headers: { 'x-api-key': key }, body: form });
  await res.arrayBuffer();
  return res.status;
}

const until = Date.now() + Number(durationMs);
const statuses: Record<number, number> = {};
await Promise.all(
  keys!.split(',').flatMap((key, a) =>
    Array.from({ length: Number(perAccount) }, async (_, slot) => {
      for (let n = a + slot; Date.now() < until; n++) {
        const status = await postImage(key, IMAGES[n % IMAGES.length]!).catch(() => 0);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  ),
);
process.stdout.write(JSON.stringify(statuses));
