import type { GreyImage } from '../image-prep.js';
import type { RecognizedLine } from '../tesseract-pool.js';
import { cropAround, toPage } from './region-crop.js';
import { boundsOf, type RotatedRect } from './rotated-rect.js';
import { loadSceneModels, type ModelSessions, type SceneModels } from './scene-models.js';
import { detectText } from './text-detector.js';
import { latinClasses, recognizeText, type RecognizedText } from './text-recognizer.js';

/** A text region found by the detector, in page coordinates. */
export interface TextRegion {
  rect: RotatedRect;
  /** The detector's mean probability of text over it, 0–1. */
  score: number;
}

/**
 * The longer side of the page as the detector sees it. 960 is PP-OCR's default; text 10 px high
 * on a 1,280-px photo is still found at it (decision 0303 has the alternatives measured).
 */
export const DETECTOR_SIDE = 960;

/** A crop is looked at as it is (region-crop.ts bounds its size): never shrunk. */
const CROP_DETECTOR_SIDE = 2048;

/**
 * Runs the scene-text models for the pages of this process, one model run at a time: each run
 * already uses the cores it is given (scene-models.ts), and two at once would only slow each other
 * down. A reader reading alone runs them on every core; with other readers reading beside it, on
 * one (decision 0314).
 */
export class SceneTextReader {
  private queue: Promise<unknown> = Promise.resolve();
  private allowed: Int32Array | undefined;
  private besideOthers = false;

  /** Starts loading the models (start-up calls it after listening); resolves when they are loaded. */
  warm(): Promise<SceneModels> {
    return loadSceneModels();
  }

  /**
   * How many readers (processes) are reading now, this one among them: the next model runs take
   * every core when it reads alone, one core when others read beside it.
   */
  readersReading(count: number): void {
    this.besideOthers = count > 1;
  }

  async detect(page: GreyImage): Promise<TextRegion[]> {
    const models = await loadSceneModels();
    return this.serially(() => detectText(this.sessions(models).detector, page, { maxSide: DETECTOR_SIDE }));
  }

  /**
   * The text regions the detector finds in an enlarged, straightened crop around one region
   * (region-crop.ts), in page coordinates: the line itself where the page-wide look found it
   * loosely, too small to be cut well.
   */
  async detectWithin(page: GreyImage, rect: RotatedRect): Promise<TextRegion[]> {
    const models = await loadSceneModels();
    const crop = cropAround(page, rect);
    const found = await this.serially(() => detectText(this.sessions(models).detector, crop.image, { maxSide: CROP_DETECTOR_SIDE }));
    return found.map((r) => ({ score: r.score, rect: toPage(crop, r.rect) }));
  }

  /** Reads each region straightened, as a line of words (runs of letters and digits) with per-character confidences. */
  async read(page: GreyImage, regions: Array<{ rect: RotatedRect; invert?: boolean }>): Promise<RecognizedLine[]> {
    if (regions.length === 0) return [];
    const models = await loadSceneModels();
    const allowed = (this.allowed ??= latinClasses(models.classes));
    const texts = await this.serially(() => recognizeText(this.sessions(models).recognizer, models.classes, allowed, page, regions));
    return texts.map((t, i) => lineOf(t, regions[i]!.rect));
  }

  private sessions(models: SceneModels): ModelSessions {
    return this.besideOthers ? models.oneCore : models.allCores;
  }

  private serially<T>(run: () => Promise<T>): Promise<T> {
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
  }
}

/** A recognised region as the engine's line: its words, each boxed from its characters' positions. */
function lineOf(text: RecognizedText, rect: RotatedRect): RecognizedLine {
  const words: RecognizedLine['words'] = [];
  const pitch = text.positions.length > 1 ? (text.positions.at(-1)! - text.positions[0]!) / (text.positions.length - 1) : rect.height / 2;
  let start = -1;
  const flush = (end: number) => {
    if (start < 0) return;
    const chars = [...text.text.slice(start, end)];
    const confidences = text.confidences.slice(start, end).map((c) => Math.round(c * 100));
    const u0 = Math.max(0, text.positions[start]! - pitch / 2);
    const u1 = Math.min(rect.length, text.positions[end - 1]! + pitch / 2);
    words.push({
      text: chars.join(''),
      confidence: Math.min(...confidences),
      bbox: boundsOf(rect, u0, u1),
      symbols: chars.map((c, k) => ({
        text: c,
        confidence: confidences[k]!,
        bbox: boundsOf(rect, Math.max(0, text.positions[start + k]! - pitch / 2), text.positions[start + k]! + pitch / 2),
      })),
    });
    start = -1;
  };
  // Words end at spaces and at punctuation: the recognizer seldom reads the space between a label
  // and its value ("VIN:1HGCM…", "MFD.BY:…"), and a VIN is letters and digits only.
  [...text.text].forEach((c, i) => {
    if (!/[A-Za-z0-9]/.test(c)) flush(i);
    else if (start < 0) start = i;
  });
  flush(text.text.length);
  const confidence =
    text.confidences.length > 0 ? Math.round((100 * text.confidences.reduce((a, b) => a + b, 0)) / text.confidences.length) : 0;
  return { text: text.text, confidence, bbox: boundsOf(rect), words };
}
