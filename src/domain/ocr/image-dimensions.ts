/** The image types an upload may be (docs/api.md), recognised by their magic bytes. */
export type ImageType = 'jpeg' | 'png';

/**
 * What an image's header declares, read from the bytes without decoding anything: its width and
 * height, and what each pixel decodes to (channels, bytes per sample). A header may claim far more
 * pixels than the file holds, and a few hundred KB of PNG may decode to hundreds of MB: such an
 * image must be refused as too large before any decoder is asked to open it.
 */
export interface DeclaredImage {
  width: number;
  height: number;
  /** Samples per pixel once decoded: 1 grey, 2 grey + alpha, 3 colour, 4 colour + alpha or CMYK. */
  channels: number;
  /** 1 for up to 8 bits a sample, 2 beyond (16-bit PNG, 12-bit JPEG). */
  bytesPerSample: number;
}

/** Undefined when the header cannot be found. */
export function declaredDimensions(bytes: Uint8Array, type: ImageType): DeclaredImage | undefined {
  return type === 'png' ? pngDimensions(bytes) : jpegDimensions(bytes);
}

/** Bytes the decoder produces for the whole image at full size. */
export function decodedBytes(image: DeclaredImage): number {
  return image.width * image.height * image.channels * image.bytesPerSample;
}

/** PNG colour type → decoded channels (a palette decodes to colour). */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 3, 4: 2, 6: 4 };

/** PNG: the IHDR chunk comes first, right after the 8-byte signature. */
function pngDimensions(bytes: Uint8Array): DeclaredImage | undefined {
  if (bytes.length < 26) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return undefined;
  const bitDepth = bytes[24]!;
  // An unknown colour type is refused by the decoder; counted as the largest meanwhile.
  return {
    width: view.getUint32(16),
    height: view.getUint32(20),
    channels: PNG_CHANNELS[bytes[25]!] ?? 4,
    bytesPerSample: bitDepth > 8 ? 2 : 1,
  };
}

/** Start-of-frame markers (baseline, progressive, lossless …): every 0xFFCn but DHT, JPG and DAC. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: walk the marker segments up to the first start-of-frame, which holds the size, precision and components. */
function jpegDimensions(bytes: Uint8Array): DeclaredImage | undefined {
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
      const precision = bytes[offset + 4]!;
      const components = offset + 9 < bytes.length ? bytes[offset + 9]! : 3;
      return {
        height: (bytes[offset + 5]! << 8) | bytes[offset + 6]!,
        width: (bytes[offset + 7]! << 8) | bytes[offset + 8]!,
        channels: Math.max(1, components),
        bytesPerSample: precision > 8 ? 2 : 1,
      };
    }
    if (length < 2) return undefined;
    offset += 2 + length;
  }
  return undefined;
}
