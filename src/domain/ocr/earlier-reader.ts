import { readsOfGlyphs } from './glyph-reads.js';
import { engineCall } from './image-upload.js';
import { CLOSE_LOOKS, closeLookTarget, FIRST_LOOK, FIRST_LOOK_OF_PLATE } from './looks.js';
import type { OcrBox, OcrLine, OcrPage, OcrPass } from './ocr-port.js';
import type { ReaderPart } from './reader-parts.js';
import type { ReadingTally } from './reading-tally.js';
import { rawReadsOfLines, type RawRead } from './vin-candidates.js';
import { GLYPH_KIND } from './vin-verdict.js';
import { overlapsMostly, vinLikeWords } from './vin-lines.js';

/** The reading passed its safety cap (ReaderOptions.deadlineMs): it answers nothing rather than a shorter reading's guess. */
export class ReadingCapped extends Error {
  constructor() {
    super('the reading passed its deadline');
  }
}

export interface EarlierReaderOptions {
  /** On the `now` clock: no pass starts after it, and a glyph read is not awaited past it. */
  capAt: number;
  now: () => number;
  /** Aborted when the reading ends: glyph reads still waiting are dropped. */
  signal: AbortSignal;
  /** Parts left out (reader-parts.ts). A second whole-page look, closer looks at a second VIN-shaped run and a larger re-look at a band were measured so and removed (decision 0306). */
  without?: ReadonlySet<ReaderPart>;
}

/** What one recognition pass saw: the lines as read, and the 17-character windows of them that could be VINs. */
export interface Look {
  reads: RawRead[];
  lines: OcrLine[];
}

/**
 * The reader that runs when the scene-text model read nothing it could state, or tesseract did not
 * confirm what it read: the located line, tesseract's looks and the glyph reader, in a fixed order,
 * each pass weighed before the next is chosen. The sequence ends when a VIN is settled or when it
 * has run out; which passes run depends only on what was read. The cap is a safety net only: a
 * reading that reaches it throws ReadingCapped.
 */
export class EarlierReader {
  private readonly bands: OcrBox[];
  /** A page whose only text is one band is a plate (every label has several lines). */
  private readonly singleBand: boolean;
  /**
   * Elsewhere the run of print most like a VIN (about 17 characters, the tallest), found without
   * OCR: one line read closely costs a fraction of a look at the whole page, and reads print too
   * small for that look's scale.
   */
  private readonly located: OcrBox | undefined;
  private readonly glyphBoxes: OcrBox[] = [];
  /** Glyph reads started and not yet weighed, in the order they started. */
  private pendingGlyphs: Array<Promise<RawRead[]>> = [];
  /** Every glyph read weighed so far; null before the first. */
  private glyphReads: RawRead[] | null = null;
  private pageLook: Look | null = null;

  constructor(
    private readonly page: OcrPage,
    private readonly tally: ReadingTally,
    private readonly options: EarlierReaderOptions,
  ) {
    this.bands = page.textBands();
    this.singleBand = this.bands.length === 1;
    this.located = this.singleBand ? undefined : vinLikeWords(page.textLines(), 1)[0];
  }

  async read(): Promise<void> {
    await this.firstLooks();
    await this.weighGlyphs();
    this.readGlyphsOfFoundLine();
    await this.closeLookAtFoundLine();
    await this.weighGlyphs();
  }

  /**
   * Plates: the band alone, as one line. Labels: a closer look at the VIN-shaped run, then the whole
   * page, which finds a VIN line the locating missed. The glyphs of the plate's band, or of the
   * run most like a VIN, are read beside them on a thread of their own.
   */
  private async firstLooks(): Promise<void> {
    const first = this.located;
    const firstPass = this.singleBand ? FIRST_LOOK_OF_PLATE(this.bands[0]!) : first ? CLOSE_LOOKS[0]!(first) : FIRST_LOOK;
    const firstLook = this.run(firstPass);
    firstLook.catch(() => undefined); // awaited below, after the glyph read has started beside it
    if (this.singleBand) this.readGlyphs(this.bands[0]!);
    else if (first) this.readGlyphs(first);
    if (first) {
      await this.weighLook(firstPass, 'close-0', await firstLook);
      this.pageLook = await this.look(FIRST_LOOK, 'page');
    } else {
      this.pageLook = await this.weighLook(firstPass, 'page', await firstLook);
    }
  }

  /**
   * Where nothing acceptable was found, the strongest band's glyphs; and the line the page look
   * took for the VIN, glyph by glyph, unless an exact VIN with a holding check digit is acceptable
   * already: a typeface the engine reads badly (OCR-A and the like) is one the glyph templates may
   * know, and where the text bands missed the line (embossed plates lit from one side), this is the
   * glyphs' only look. A VIN without a check digit needs the glyphs' agreement to be certain.
   */
  private readGlyphsOfFoundLine(): void {
    if (!this.singleBand && !this.tally.acceptableFound && this.bands[0]) this.readGlyphs(this.bands[0]);
    const best = this.tally.verdict?.best;
    const vinLine =
      this.pageReads.length > 0 ? closeLookTarget(this.pageReads)?.box : (this.located ?? vinLikeLine(this.pageLook?.lines ?? []));
    if (!(this.tally.acceptableFound && best?.checkDigitValid && best.edits === 0) && vinLine) this.readGlyphs(vinLine);
  }

  /**
   * A closer look at what the page look found, unless that is the located run already looked at:
   * where nothing was located, on labels, it is what verifies. One of tesseract's three closer looks
   * (looks.ts): the second and third changed no answer on either dev set once the scene model read
   * first (decision 0313); the scene model's line still gets all three.
   */
  private async closeLookAtFoundLine(): Promise<void> {
    const target = this.pageTarget;
    if (target && !(this.located && overlapsMostly(this.located, target))) await this.look(CLOSE_LOOKS[0]!(target), 'close-0');
  }

  /** Runs a pass and weighs what it read, unless the VIN is settled. */
  private async look(pass: OcrPass, kind: string): Promise<Look | null> {
    if (this.tally.settled) return null;
    return this.weighLook(pass, kind, await this.run(pass));
  }

  private run(pass: OcrPass): Promise<OcrLine[]> {
    if (this.options.now() > this.options.capAt) return Promise.reject(new ReadingCapped());
    return engineCall(() => this.page.recognize(pass));
  }

  private async weighLook(pass: OcrPass, kind: string, lines: OcrLine[]): Promise<Look> {
    // A whitelisted pass looked at one line on purpose: a VIN may sit anywhere in it.
    const oneLine = pass.whitelist !== undefined;
    this.tally.noteLabels(lines);
    const reads = rawReadsOfLines(lines, { anyOffset: oneLine });
    await this.tally.weigh(reads, kind);
    return { reads, lines };
  }

  /** Starts reading a line's glyphs on their thread (once per place); weighGlyphs weighs them. */
  private readGlyphs(band: OcrBox): void {
    if (this.leftOut('glyphs') || this.glyphBoxes.some((b) => overlapsMostly(b, band))) return;
    this.glyphBoxes.push(band);
    const read = engineCall(() => this.page.dotGlyphs(band, this.options.signal)).then((words) =>
      readsOfGlyphs(this.singleBand ? words : words.filter((w) => w.length <= LABEL_GLYPH_WORD_MAX), band),
    );
    read.catch(() => undefined); // awaited in weighGlyphs unless the reading ends first
    this.pendingGlyphs.push(read);
  }

  /**
   * Weighs the glyph reads started so far, in the order they started, at this fixed point of the
   * sequence (so the verdict never depends on which thread finished first). A label's VIN already
   * read with certainty is not held up for them; a plate's is, since every look of the engine may
   * share one confusion the check digit cannot catch (a flagged 1 read as A). A glyph read is not
   * awaited past the cap.
   */
  private async weighGlyphs(): Promise<void> {
    if (this.tally.verdict?.certain && !this.singleBand) return;
    const pending = this.pendingGlyphs;
    this.pendingGlyphs = [];
    for (const read of pending) {
      const reads = await this.beforeCap(read);
      this.glyphReads = [...(this.glyphReads ?? []), ...reads];
      await this.tally.weigh(reads, GLYPH_KIND);
    }
  }

  private beforeCap<T>(work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const capped = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ReadingCapped()), Math.max(0, this.options.capAt - this.options.now()));
      timer.unref?.();
    });
    return Promise.race([work, capped]).finally(() => clearTimeout(timer));
  }

  private get pageReads(): RawRead[] {
    return this.pageLook?.reads ?? [];
  }

  private get pageTarget(): OcrBox | undefined {
    return closeLookTargetOf(this.pageReads);
  }

  private leftOut(part: ReaderPart): boolean {
    return this.options.without?.has(part) === true;
  }
}

function closeLookTargetOf(reads: RawRead[] | undefined): OcrBox | undefined {
  return reads && reads.length > 0 ? closeLookTarget(reads)?.box : undefined;
}

/** The line most like a VIN by its length (some characters misread as none of the VIN's), the most confident. */
function vinLikeLine(lines: OcrLine[]): OcrBox | undefined {
  const length = (l: OcrLine) => l.text.replace(/[^A-Za-z0-9]/g, '').length;
  const line = lines.filter((l) => length(l) >= 15 && length(l) <= 22).sort((a, b) => b.confidence - a.confidence)[0];
  return line && { left: line.bbox.x0, top: line.bbox.y0, width: line.bbox.x1 - line.bbox.x0, height: line.bbox.y1 - line.bbox.y0 };
}

/**
 * On a label the glyph reader cuts a whole band of print into words by their spacing: a VIN stands
 * as a word of its own, at most with "VIN:" glued before it. A longer word is fields run together
 * (a tyre size glued to a code), and a 17-glyph window of it, corrected until its check digit
 * holds, is a VIN nobody printed. A plate's one band is left whole.
 */
const LABEL_GLYPH_WORD_MAX = 21;
