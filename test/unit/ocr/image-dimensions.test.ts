import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { declaredDimensions, decodedBytes } from '../../../src/domain/ocr/image-dimensions.js';
import { pngOfZeros } from '../../support/png-of-zeros.js';

describe('declared image dimensions', () => {
  it('reads the size a PNG or JPEG header declares (baseline and progressive)', async () => {
    const picture = sharp({ create: { width: 321, height: 123, channels: 3, background: '#808080' } });
    const colour = { width: 321, height: 123, channels: 3, bytesPerSample: 1 };
    expect(declaredDimensions(await picture.clone().png().toBuffer(), 'png')).toEqual(colour);
    expect(declaredDimensions(await picture.clone().jpeg().toBuffer(), 'jpeg')).toEqual(colour);
    expect(declaredDimensions(await picture.clone().jpeg({ progressive: true }).withMetadata().toBuffer(), 'jpeg')).toEqual(colour);
    expect(declaredDimensions(await picture.clone().toColourspace('b-w').jpeg().toBuffer(), 'jpeg')).toEqual({ ...colour, channels: 1 });
  });

  it('reads what each pixel decodes to, so a small PNG that decodes to hundreds of MB is seen from its header', async () => {
    const bomb = await pngOfZeros(640, 480, { channels: 4, bitDepth: 16 });
    expect(declaredDimensions(bomb, 'png')).toEqual({ width: 640, height: 480, channels: 4, bytesPerSample: 2 });
    expect(decodedBytes(declaredDimensions(bomb, 'png')!)).toBe(640 * 480 * 8);
    // What the decoder reports agrees.
    const meta = await sharp(bomb).metadata();
    expect({ channels: meta.channels, depth: meta.depth }).toEqual({ channels: 4, depth: 'ushort' });
    expect(declaredDimensions(await pngOfZeros(64, 48, { channels: 2, bitDepth: 8 }), 'png')).toEqual({
      width: 64,
      height: 48,
      channels: 2,
      bytesPerSample: 1,
    });
  });

  it('says nothing of a header it cannot find rather than guess', () => {
    expect(declaredDimensions(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'png')).toBeUndefined();
    expect(declaredDimensions(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 1, 0, 0, 0, 0, 0]), 'jpeg')).toBeUndefined();
    expect(declaredDimensions(Uint8Array.from([0xff, 0xd8, 0x00, 0x00, 0, 0, 0, 0, 0, 0, 0]), 'jpeg')).toBeUndefined();
  });
});
