import type { CatalogCheck } from './catalog-check.js';
import { isEmptyVinField } from './label-rules.js';
import type { OcrBox, OcrLine } from './ocr-port.js';
import { otherNumberBoxes, type RawRead } from './vin-candidates.js';
import { overlapsMostly } from './vin-lines.js';
import { isAcceptable, isSameText, weighReads, type Verdict } from './vin-verdict.js';

/**
 * Everything one image's passes read, weighed after each pass in the order the passes ran: every
 * verdict counts every read before it. Passes run one after the other in a fixed order, so the
 * verdict after the n-th pass is the same on any machine at any load.
 */
export class ReadingTally {
  private readonly passes: RawRead[][] = [];
  private readonly kinds: string[] = [];
  private current: Verdict | null = null;
  /**
   * Where the scene model read a code named as another kind of number ("LABEL NO. …"): no look's
   * read of that code counts, since a closer look at the code alone no longer sees its label.
   */
  private readonly otherNumbers: OcrBox[] = [];

  private emptyField = false;

  constructor(private readonly inCatalog: CatalogCheck) {}

  /** `kind` names the kind of look: looks of one kind make the same mistakes, so they agree as one. */
  async weigh(reads: RawRead[], kind: string): Promise<void> {
    this.passes.push(reads);
    this.kinds.push(kind);
    if (reads.some((r) => !this.isOtherNumber(r))) await this.reweigh();
  }

  /**
   * Weighs every pass again, leaving out the reads of codes the labels noted since name as
   * another kind of number (a label read only once a reading stood out).
   */
  async reweigh(): Promise<void> {
    const passes = this.passes.map((reads) => reads.filter((r) => !this.isOtherNumber(r)));
    this.current = passes.some((reads) => reads.length > 0) ? await weighReads(passes, this.inCatalog, this.kinds) : null;
  }

  private isOtherNumber(read: RawRead): boolean {
    return this.otherNumbers.some((box) => overlapsMostly(box, read.box));
  }

  /** Where the looks read `vin` (or a reading of the same text): the print an answer was read from. */
  boxesOf(vin: string): OcrBox[] {
    return this.passes.flatMap((reads) => reads.filter((r) => isSameText(r.vin, vin)).map((r) => r.box));
  }

  /**
   * What the labels of lines a look read say: codes named as another kind of number are not
   * weighed from now on; an empty VIN field ends the reading with no VIN, whatever other codes
   * the page holds (the document has no VIN yet).
   */
  noteLabels(lines: OcrLine[]): void {
    this.otherNumbers.push(...lines.flatMap((line) => otherNumberBoxes(line, lines)));
    this.emptyField ||= lines.some((line) => isEmptyVinField(line, lines));
  }

  /**
   * Codes a reader that tells letters from digits read with a letter no VIN holds: no look's read
   * of them counts (the engine's looks, restricted to the VIN alphabet, read that letter as a digit).
   */
  noteForeignLetters(reads: RawRead[]): void {
    this.otherNumbers.push(...reads.filter((r) => r.foreignLetter).map((r) => r.box));
  }

  /** A VIN field was seen blank by other means than its text (a rule to write on after its label). */
  noteEmptyField(): void {
    this.emptyField = true;
  }

  /** A VIN field was read empty ("VIN: TO BE ASSIGNED"): there is no VIN to state. */
  get vinFieldEmpty(): boolean {
    return this.emptyField;
  }

  get verdict(): Verdict | null {
    return this.emptyField ? null : this.current;
  }

  get passCount(): number {
    return this.passes.length;
  }

  /** More passes would not change the answer (Verdict.settled). */
  get settled(): boolean {
    return this.emptyField || this.current?.settled === true;
  }

  get acceptableFound(): boolean {
    return this.current !== null && isAcceptable(this.current.best);
  }
}
