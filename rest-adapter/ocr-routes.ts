import type { RestRoute } from './route.types.js';
import { imagePart } from '../src/http/multipart.js';
import { admitImage } from '../src/graphql/types/ocr.js';
import { provenanceHeaders, vehicleInShape } from './shapes.js';
import { answered } from './answered.js';
import { characterSummary } from '../src/domain/ocr/character-confidence.js';
import { VEHICLE_SELECTION } from '../src/graphql/types/vehicle.js';
import { imageDecodeB } from './schemas/decode.schemas.js';
import { vehicleShapeA } from './schemas/vehicle.schemas.js';

/** POST /api/v1/decode-from-image: the same mutation GraphQL callers use, fed the uploaded part. */
export const OCR_OPERATIONS = {
  DecodeVinImage: `mutation DecodeVinImage($image: File!) { decodeVinImage(image: $image) { vin confidence verified warnings box { left top width height } characters { position confidence unsure } vehicle { requestedVin ${VEHICLE_SELECTION} enrichment { fields } } } }`,
} as const;

export const OCR_ROUTES: readonly RestRoute[] = [
  {
    method: 'POST',
    path: '/api/v1/decode-from-image',
    idempotencyKey: true,
    operation: 'DecodeVinImage',
    body: 'multipart',
    // An account at its images in reading, or a full reader queue, is refused before the image is received.
    admit: admitImage,
    variables: ({ body }) => ({ image: imagePart(body) }),
    respond: ({ data, shape }) => {
      const decoded = answered(data.decodeVinImage, 'decodeVinImage');
      // Null only with VIN_NOT_FOUND in the errors.
      const vehicle = answered(decoded.vehicle, 'decodeVinImage.vehicle');
      if (shape === 'A') return { data: vehicleInShape(vehicle, 'A'), headers: provenanceHeaders(vehicle, 'A') };
      const { make, model, modelYear } = vehicle;
      const { characterConfidence, unsureCharacters } = characterSummary(decoded.characters);
      return {
        data: {
          vin: decoded.vin,
          ocrConfidence: decoded.confidence,
          characterConfidence,
          unsureCharacters,
          vinBox: decoded.box,
          make,
          model,
          modelYear,
        },
      };
    },
    doc: {
      summary: 'Read the VIN from a photo of a VIN plate or label, and decode it',
      description:
        "multipart/form-data with one JPEG or PNG (at most 10 MB and 40 megapixels) in the part image (or file). Bills one unit when a VIN is read and decoded; a failed read costs nothing. A VIN read with certainty (a barcode, or looks that agree with a valid check digit) that the catalog cannot decode answers 404 VIN_NOT_FOUND, not billed, its details naming the VIN read, its confidence and source; 400 NO_VIN_DETECTED is for images where no VIN can be stated. The X-OCR-Confidence header carries the reading's confidence, X-OCR-Character-Confidence each character's (17 numbers, 0–1) and X-OCR-Unsure-Characters the positions (1–17) a frontend should mark unsure (shape B has them as characterConfidence and unsureCharacters too, as do the details of a 404 VIN_NOT_FOUND and of a 400 NO_VIN_DETECTED that names a best guess); X-Decode-Warnings adds OCR_UNVERIFIED (not read the same way by two passes: treat it as a suggestion) and OCR_CORRECTED (characters corrected) to the decoder's warnings.",
      tag: 'Decoding',
      access: 'apiKeyOrBearer',
      status: 200,
      data: { A: vehicleShapeA, B: imageDecodeB },
      errors: ['NO_VIN_DETECTED', 'VALIDATION_ERROR', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'VIN_NOT_FOUND', 'QUOTA_EXCEEDED'],
      headers: ['quota', 'decodeWarnings', 'ocrConfidence'],
      responseExample: 'imageDecode',
    },
  },
];
