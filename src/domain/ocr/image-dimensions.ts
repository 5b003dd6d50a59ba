/** The image types an upload may be (docs/api.md), recognised by their magic bytes. */
export type ImageType = 'jpeg' | 'png';

/**
 * The width and height an image's header declares, read from the bytes without decoding anything:
 * a header may claim far more pixels than the file holds, and such an image must be refused as too
 * large before any decoder is asked to open it. Undefined when the header cannot be found.
 */
export function declaredDimensions(bytes: Uint8Array, type: ImageType): { width: number; height: number } | undefined {
  return type === 'png' ? pngDimensions(bytes) : jpegDimensions(bytes);
}

/** PNG: the IHDR chunk comes first, right after the 8-byte signature. */
function pngDimensions(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes.length < 24) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return undefined;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Start-of-frame markers (baseline, progressive, lossless …): every 0xFFCn but DHT, JPG and DAC. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: walk the marker segments up to the first start-of-frame, which holds the size. */
function jpegDimensions(bytes: Uint8Array): { width: number; height: number } | undefined {
  let offset = 2;
  while (offset + 9 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset++; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2; // markers without a length
      continue;
    }
    const length = (bytes[offset + 2]! << 8) | bytes[offset + 3]!;
    if (isStartOfFrame(marker)) {
      return { height: (bytes[offset + 5]! << 8) | bytes[offset + 6]!, width: (bytes[offset + 7]! << 8) | bytes[offset + 8]! };
    }
    if (length < 2) return undefined;
    offset += 2 + length;
  }
  return undefined;
}
