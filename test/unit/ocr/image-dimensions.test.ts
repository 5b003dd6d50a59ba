import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { declaredDimensions } from '../../../src/domain/ocr/image-dimensions.js';

describe('declared image dimensions', () => {
  it('reads the size a PNG or JPEG header declares (baseline and progressive)', async () => {
    const picture = sharp({ create: { width: 321, height: 123, channels: 3, background: '#808080' } });
    expect(declaredDimensions(await picture.clone().png().toBuffer(), 'png')).toEqual({ width: 321, height: 123 });
    expect(declaredDimensions(await picture.clone().jpeg().toBuffer(), 'jpeg')).toEqual({ width: 321, height: 123 });
    expect(declaredDimensions(await picture.clone().jpeg({ progressive: true }).withMetadata().toBuffer(), 'jpeg')).toEqual({ width: 321, height: 123 });
  });

  it('says nothing of a header it cannot find rather than guess', () => {
    expect(declaredDimensions(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'png')).toBeUndefined();
    expect(declaredDimensions(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 1, 0, 0, 0, 0, 0]), 'jpeg')).toBeUndefined();
    expect(declaredDimensions(Uint8Array.from([0xff, 0xd8, 0x00, 0x00, 0, 0, 0, 0, 0, 0, 0]), 'jpeg')).toBeUndefined();
  });
});
