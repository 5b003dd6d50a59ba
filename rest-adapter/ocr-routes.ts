import type { RestRoute } from './route.types.js';
import { imagePart } from '../src/http/multipart.js';
import { provenanceHeaders, vehicleInShape, type SelectedVehicle } from './shapes.js';
import { VEHICLE_SELECTION } from '../src/graphql/types/vehicle.js';

/** POST /api/v1/decode-from-image: the same mutation GraphQL callers use, fed the uploaded part. */
export const OCR_OPERATIONS = {
  DecodeVinImage: `mutation DecodeVinImage($image: File!) { decodeVinImage(image: $image) { vin confidence verified warnings vehicle { requestedVin ${VEHICLE_SELECTION} enrichment { fields } } } }`,
} as const;

interface SelectedImageDecode {
  vin: string;
  confidence: number;
  vehicle: SelectedVehicle;
}

export const OCR_ROUTES: readonly RestRoute[] = [
  {
    method: 'POST',
    path: '/api/v1/decode-from-image',
    operation: 'DecodeVinImage',
    body: 'multipart',
    variables: ({ body }) => ({ image: imagePart(body) }),
    respond: (data, shape) => {
      const decoded = data.decodeVinImage as SelectedImageDecode;
      if (shape === 'A') return { data: vehicleInShape(decoded.vehicle, 'A'), headers: provenanceHeaders(decoded.vehicle, 'A') };
      const { make, model, modelYear } = decoded.vehicle;
      return { data: { vin: decoded.vin, ocrConfidence: decoded.confidence, make, model, modelYear } };
    },
  },
];
