export function isShapeB(vehicle) {
    return 'normalizedVin' in vehicle;
}
export function normalizeVehicle(vehicle, requestedVin) {
    if (isShapeB(vehicle)) {
        return {
            shape: 'B',
            vin: vehicle.normalizedVin,
            requestedVin: vehicle.requestedVin,
            modelYear: vehicle.modelYear,
            make: vehicle.make,
            model: vehicle.model,
            trim: vehicle.trim,
            series: vehicle.series,
            vehicleType: null,
            bodyClass: vehicle.bodyClass,
            doors: vehicle.doors,
            engine: {
                cylinders: vehicle.engineCylinders,
                displacementL: vehicle.engineDisplacementL,
                fuelType: vehicle.fuelTypePrimary,
                horsepower: vehicle.engineHP,
                model: vehicle.engineModel,
                configuration: vehicle.engineConfiguration,
            },
            transmission: null,
            driveType: vehicle.driveType,
            manufacturer: { name: null, country: null },
            plant: { city: vehicle.plantCity, state: vehicle.plantState, country: vehicle.plantCountry },
            gvwr: vehicle.gvwr,
            electrificationLevel: vehicle.electrificationLevel,
            batteryKWh: vehicle.batteryKWh,
            safetyFeatures: [],
        };
    }
    return {
        shape: 'A',
        vin: vehicle.vin,
        requestedVin,
        modelYear: vehicle.modelYear,
        make: vehicle.make,
        model: vehicle.model,
        trim: vehicle.trim,
        series: null,
        vehicleType: vehicle.vehicleType,
        bodyClass: vehicle.bodyStyle,
        doors: null,
        engine: { ...vehicle.engine, horsepower: null, model: null, configuration: null },
        transmission: vehicle.transmission,
        driveType: vehicle.drivetrain,
        manufacturer: { ...vehicle.manufacturer },
        plant: { city: null, state: null, country: null },
        gvwr: null,
        electrificationLevel: null,
        batteryKWh: null,
        safetyFeatures: vehicle.safetyFeatures.map((f) => ({ ...f })),
    };
}
/** A vehicle known only by the image route's shape B summary (make, model, model year). */
export function vehicleFromSummary(summary) {
    return {
        shape: 'B',
        vin: summary.vin,
        requestedVin: summary.vin,
        modelYear: summary.modelYear,
        make: summary.make,
        model: summary.model,
        trim: null,
        series: null,
        vehicleType: null,
        bodyClass: null,
        doors: null,
        engine: { cylinders: null, displacementL: null, fuelType: null, horsepower: null, model: null, configuration: null },
        transmission: null,
        driveType: null,
        manufacturer: { name: null, country: null },
        plant: { city: null, state: null, country: null },
        gvwr: null,
        electrificationLevel: null,
        batteryKWh: null,
        safetyFeatures: [],
    };
}
/**
 * Both batch shapes as one. Shape B has no summary; it is derived from what was sent and what came
 * back (duplicates are the VINs sent more than once; only successes bill).
 */
export function normalizeBatch(batch, submitted) {
    const results = batch.results.map((item) => {
        const origin = { index: item.index, vin: item.vin, requestedVin: item.requestedVin };
        return item.status === 'success'
            ? { ...origin, status: 'success', vehicle: normalizeVehicle(item.vehicle, item.requestedVin), warnings: [...item.warnings] }
            : { ...origin, status: 'error', errorCode: item.errorCode, message: item.message };
    });
    const duplicates = batch.duplicates.map((d) => ({ ...d }));
    if ('summary' in batch)
        return { summary: { ...batch.summary }, results, duplicates };
    return {
        summary: {
            totalSubmitted: submitted,
            successful: batch.successCount,
            failed: batch.failureCount,
            duplicates: duplicates.length,
            billableCount: batch.successCount,
        },
        results,
        duplicates,
    };
}
export function normalizeUsage(usage) {
    if ('plan' in usage)
        return { ...usage };
    return { ...usage, plan: null, overageEnabled: null, overageToday: null, periodEndsAt: null };
}
