import { hasValidCheckDigit } from '../vin/check-digit.js';
import { catalogMatchOf, type CatalogCheck } from './catalog-check.js';
import { barcodeCharacters } from './character-confidence.js';
import { hasNumericSerialEnd, isNorthAmerican } from './confusables.js';
import { engineCall } from './image-upload.js';
import type { OcrPage } from './ocr-port.js';
import { readsOfBarcode } from './vin-candidates.js';
import type { VinReading } from './vin-reading.js';
import { isWellFormedVin } from './vin-structure.js';

/**
 * A barcode's VIN shaped as a VIN in every way (vin-structure.ts) is read with certainty (its
 * symbology has its own checks): it is the answer whether or not the catalog decodes it. One
 * without a check digit that holds is answered too, but flagged: bars print any code. The catalog only chooses between windows of a longer
 * text, or between several barcodes: one it decodes first, then one whose check digit holds.
 */
export async function readBarcode(page: OcrPage, inCatalog: CatalogCheck, scan: () => Promise<string[]>): Promise<VinReading | null> {
  const texts = await engineCall(scan);
  const vins = [...new Set(texts.flatMap(readsOfBarcode))].filter(
    (v) => hasNumericSerialEnd(v) && (hasValidCheckDigit(v) || !isNorthAmerican(v)),
  );
  if (vins.length === 0) return null;
  const known = await inCatalog(vins);
  const decodes = (v: string) => catalogMatchOf(known, v) !== null;
  const vin =
    vins.find(decodes) ?? vins.find(hasValidCheckDigit) ?? (texts.some((t) => t.trim().toUpperCase() === vins[0]) ? vins[0] : undefined);
  if (!vin) return null;
  const certain = isWellFormedVin(vin);
  return {
    vin,
    confidence: certain ? 0.99 : UNCERTAIN_BARCODE,
    certain,
    verified: certain && decodes(vin),
    source: 'barcode',
    warnings: [...(certain ? [] : ['OCR_UNVERIFIED']), ...(hasValidCheckDigit(vin) ? [] : ['CHECK_DIGIT_MISMATCH'])],
    // The bars are read right or not at all: a code shaped as a VIN is sure of every character;
    // one that is not is as doubtful at each as the reading as a whole.
    characters: barcodeCharacters(vin, certain ? 1 : UNCERTAIN_BARCODE),
    alternatives: [],
    passes: 0,
  };
}

/** The confidence of a barcode's code that is not shaped as a VIN: the bars are read right, but may not be a VIN's. */
const UNCERTAIN_BARCODE = 0.6;
