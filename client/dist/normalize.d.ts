import type { components } from './openapi.cjs';
type Schemas = components['schemas'];
type ShapeA = Schemas['VehicleShapeA'];
type ShapeB = Schemas['VehicleShapeB'];
/**
 * A decoded vehicle, the same whichever shape the deployment answers in (the spec: "a client
 * must tolerate both"). A field one shape does not carry is null (safetyFeatures: empty);
 * `shape` says which one the values came from.
 */
export interface Vehicle {
    shape: 'A' | 'B';
    /** The normalised VIN. */
    vin: string;
    /** The VIN as it was sent. */
    requestedVin: string;
    modelYear: number | null;
    make: string | null;
    model: string | null;
    trim: string | null;
    series: string | null;
    vehicleType: string | null;
    bodyClass: string | null;
    doors: number | null;
    engine: {
        cylinders: number | null;
        displacementL: number | null;
        fuelType: string | null;
        horsepower: number | null;
        model: string | null;
        configuration: string | null;
    };
    transmission: string | null;
    driveType: string | null;
    manufacturer: {
        name: string | null;
        country: string | null;
    };
    plant: {
        city: string | null;
        state: string | null;
        country: string | null;
    };
    gvwr: string | null;
    electrificationLevel: string | null;
    batteryKWh: number | null;
    safetyFeatures: Array<{
        feature: string;
        value: string;
    }>;
}
export declare function isShapeB(vehicle: ShapeA | ShapeB): vehicle is ShapeB;
export declare function normalizeVehicle(vehicle: ShapeA | ShapeB, requestedVin: string): Vehicle;
/** A vehicle known only by the image route's shape B summary (make, model, model year). */
export declare function vehicleFromSummary(summary: Schemas['ImageDecodeShapeB']): Vehicle;
/** `index`: the item's position in the request (its first occurrence); `requestedVin`: the VIN as sent there. */
export type BatchItem = {
    index: number;
    vin: string;
    requestedVin: string;
    status: 'success';
    vehicle: Vehicle;
    warnings: string[];
} | {
    index: number;
    vin: string;
    requestedVin: string;
    status: 'error';
    errorCode: Schemas['BatchItemError']['errorCode'];
    message: string;
};
/** A VIN sent again, answered by the item whose `index` is `duplicateOf`. */
export interface BatchDuplicate {
    index: number;
    requestedVin: string;
    duplicateOf: number;
}
export interface BatchResult {
    summary: {
        totalSubmitted: number;
        successful: number;
        failed: number;
        duplicates: number;
        billableCount: number;
    };
    results: BatchItem[];
    duplicates: BatchDuplicate[];
}
/**
 * Both batch shapes as one. Shape B has no summary; it is derived from what was sent and what came
 * back (duplicates are the VINs sent more than once; only successes bill).
 */
export declare function normalizeBatch(batch: Schemas['BatchResultShapeA'] | Schemas['BatchResultShapeB'], submitted: number): BatchResult;
/** Usage in either shape; what shape B does not report is null. */
export interface Usage {
    plan: string | null;
    dailyQuota: number;
    usedToday: number;
    remainingToday: number;
    overageEnabled: boolean | null;
    overageToday: number | null;
    periodEndsAt: string | null;
}
export declare function normalizeUsage(usage: Schemas['UsageShapeA'] | Schemas['UsageShapeB']): Usage;
export {};
