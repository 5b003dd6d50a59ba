/**
 * Local-mean binarisation: a pixel is ink when it differs from the mean of its neighbourhood by
 * more than `offset`. A global threshold (tesseract's Otsu) fails on plates, where the dark car
 * body around the plate, the grey metal and faint stamped or embossed strokes share one image.
 * `ink: 'light'` is for raised or light strokes; the output is always dark text on white.
 */
export function adaptiveThreshold(
  pixels: Uint8Array,
  width: number,
  height: number,
  radius: number,
  ink: 'dark' | 'light',
  offset = 6,
): Uint8Array {
  const stride = width + 1;
  const integral = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += pixels[y * width + x]!;
      integral[(y + 1) * stride + x + 1] = integral[y * stride + x + 1]! + row;
    }
  }
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(width, x + radius + 1);
      const sum = integral[y1 * stride + x1]! - integral[y0 * stride + x1]! - integral[y1 * stride + x0]! + integral[y0 * stride + x0]!;
      const mean = sum / ((y1 - y0) * (x1 - x0));
      const v = pixels[y * width + x]!;
      const isInk = ink === 'dark' ? v < mean - offset : v > mean + offset;
      out[y * width + x] = isInk ? 0 : 255;
    }
  }
  return out;
}
