import ort from 'onnxruntime-node';
import type { GreyImage } from '../image-prep.js';
import type { RotatedRect } from './rotated-rect.js';
import { sampleAlong } from './sample-along.js';

/** What the recognizer read in one text region. */
export interface RecognizedText {
  text: string;
  /** Per character of `text`: the recognizer's probability, 0–1. */
  confidences: number[];
  /** Per character of `text`: its centre, in pixels along the region from its start. */
  positions: number[];
}

/** The recognizer's input height (PP-OCRv4). */
const LINE_HEIGHT = 48;
/** The widest crop read (≈ 60 characters): longer lines are paragraphs, never a VIN's line. */
const MAX_WIDTH = 1600;
/** Crops read in one model run: padded to the widest of them, so they are batched by width. */
const BATCH = 6;

/**
 * Straightens each region out of the grey image (sampled along its own axes, so rotated text is
 * read level) at the recognizer's height, reads the batch, and decodes CTC greedily: the likeliest
 * class per column, repeats merged, blanks dropped. Only `allowed` classes compete with the blank
 * (the dictionary is mostly Chinese; a VIN's line is Latin letters, digits and punctuation).
 */
export async function recognizeText(
  session: ort.InferenceSession,
  classes: string[],
  allowed: Int32Array,
  image: GreyImage,
  regions: Array<{ rect: RotatedRect; invert?: boolean }>,
): Promise<RecognizedText[]> {
  const widths = regions.map((r) =>
    Math.min(MAX_WIDTH, Math.max(16, Math.round((LINE_HEIGHT * r.rect.length) / Math.max(1, r.rect.height)))),
  );
  const order = regions.map((_, i) => i).sort((a, b) => widths[a]! - widths[b]!);
  const results: RecognizedText[] = new Array(regions.length);
  for (let b = 0; b < order.length; b += BATCH) {
    const batch = order.slice(b, b + BATCH);
    const width = Math.max(...batch.map((i) => widths[i]!));
    const plane = LINE_HEIGHT * width;
    // Padding is 0 after normalisation: mid grey, as the model was trained.
    const input = new Float32Array(batch.length * 3 * plane);
    batch.forEach((i, k) => {
      const crop = cropLine(image, regions[i]!.rect, widths[i]!, regions[i]!.invert === true);
      for (let y = 0; y < LINE_HEIGHT; y++) {
        for (let x = 0; x < widths[i]!; x++) {
          const v = crop[y * widths[i]! + x]! / 127.5 - 1;
          const at = k * 3 * plane + y * width + x;
          input[at] = v;
          input[at + plane] = v;
          input[at + 2 * plane] = v;
        }
      }
    });
    const output = await session.run({ [session.inputNames[0]!]: new ort.Tensor('float32', input, [batch.length, 3, LINE_HEIGHT, width]) });
    const probs = output[session.outputNames[0]!]!;
    const [, steps, numClasses] = probs.dims as [number, number, number];
    const data = probs.data as Float32Array;
    batch.forEach((i, k) => {
      const usedSteps = Math.max(1, Math.ceil((steps * widths[i]!) / width));
      const scale = regions[i]!.rect.length / usedSteps;
      results[i] = decodeCtc(data, k * steps * numClasses, usedSteps, numClasses, classes, allowed, scale);
    });
  }
  return results;
}

function decodeCtc(
  data: Float32Array,
  offset: number,
  steps: number,
  numClasses: number,
  classes: string[],
  allowed: Int32Array,
  scale: number,
): RecognizedText {
  let text = '';
  const confidences: number[] = [];
  const positions: number[] = [];
  let previous = 0;
  for (let t = 0; t < steps; t++) {
    const row = offset + t * numClasses;
    let best = 0;
    let bestP = data[row]!;
    for (const c of allowed) {
      const p = data[row + c]!;
      if (p > bestP) {
        best = c;
        bestP = p;
      }
    }
    if (best !== 0 && best !== previous) {
      text += classes[best] ?? '';
      confidences.push(bestP);
      positions.push((t + 0.5) * scale);
    }
    previous = best;
  }
  return { text, confidences, positions };
}

/** The region sampled bilinearly at LINE_HEIGHT × width, along its own axes (the byte truncated, as the model was measured with). */
function cropLine(image: GreyImage, rect: RotatedRect, width: number, invert: boolean): Uint8Array {
  return sampleAlong(image, rect, width, LINE_HEIGHT, invert ? (v) => 255 - v : (v) => v);
}

/** The classes a VIN's line can hold: printable ASCII (CTC's blank, class 0, always competes). */
export function latinClasses(classes: string[]): Int32Array {
  return Int32Array.from(classes.flatMap((c, i) => (i > 0 && c.length === 1 && c >= ' ' && c <= '~' ? [i] : [])));
}
