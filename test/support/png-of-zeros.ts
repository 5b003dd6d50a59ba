import { crc32, createDeflate } from 'node:zlib';

/** PNG colour types by channel count: grey, grey + alpha, RGB, RGBA. */
const COLOUR_TYPE = { 1: 0, 2: 4, 3: 2, 4: 6 } as const;

/**
 * A PNG of `width` × `height` pixels, every sample zero: a few hundred KB that decode to
 * width × height × channels × bytes per sample (a "PNG bomb" when those are large). Deflated row by
 * row, so the raw image is never held in memory here.
 */
export async function pngOfZeros(width: number, height: number, options: { channels: 1 | 2 | 3 | 4; bitDepth: 8 | 16 }): Promise<Buffer> {
  const row = Buffer.alloc(1 + (width * options.channels * options.bitDepth) / 8); // filter byte 0, then zeros
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => parts.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  for (let y = 0; y < height; y++) if (!deflate.write(row)) await new Promise((r) => deflate.once('drain', r));
  deflate.end();
  await done;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = options.bitDepth;
  header[9] = COLOUR_TYPE[options.channels];
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(parts)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}
