import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSceneModels } from '../../../src/infra/ocr/scene-text/scene-models.js';

const root = new URL('../../../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  allowScripts: Record<string, boolean>;
  dependencies: Record<string, string>;
};

describe('the scene-text models install from the npm registry alone', () => {
  it("never runs onnxruntime-node's install script, which would fetch CUDA libraries from elsewhere", () => {
    expect(manifest.allowScripts['onnxruntime-node']).toBe(false);
    // Its CPU binary ships inside the package.
    const pkg = dirname(createRequire(import.meta.url).resolve('onnxruntime-node'));
    expect(existsSync(join(pkg, '..', 'bin', 'napi-v6', 'linux', 'x64', 'libonnxruntime.so.1'))).toBe(true);
  });

  it('loads both models (on every core and on one) and the dictionary from the weights package, once per process', async () => {
    const first = loadSceneModels();
    expect(loadSceneModels()).toBe(first);
    const models = await first;
    for (const sessions of [models.allCores, models.oneCore]) {
      expect(sessions.detector.inputNames).toHaveLength(1);
      expect(sessions.recognizer.inputNames).toHaveLength(1);
    }
    expect(models.oneCore.detector).not.toBe(models.allCores.detector);
    // CTC's blank, the dictionary's 6,623 characters (the Latin ones among them), a space.
    expect(models.classes[0]).toBe('');
    expect(models.classes.at(-1)).toBe(' ');
    for (const c of 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789') expect(models.classes).toContain(c);
  }, 60_000);
});
