import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { heavyFirst } from './heaviest-files.js';

/** vitest's order (failed first, then longest by the last run, else largest), the heaviest files ahead of it. */
export default class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return heavyFirst(await super.sort(files));
  }
}
