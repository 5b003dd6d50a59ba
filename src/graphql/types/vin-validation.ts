import { validateVin, type VinValidation } from '../../domain/vin/validate.js';
import { builder } from '../builder.js';

const VinValidationType = builder.objectRef<VinValidation>('VinValidation').implement({
  description: 'Format and check-digit validation of a VIN. Free: never consumes quota.',
  fields: (t) => ({
    vin: t.exposeString('vin', { description: 'The VIN, trimmed and upper-cased.' }),
    isValidFormat: t.exposeBoolean('isValidFormat', {
      description: '17 characters from the VIN alphabet (digits and letters except I, O, Q).',
    }),
    checkDigitValid: t.exposeBoolean('checkDigitValid', {
      description: 'Position 9 matches the check digit of 49 CFR 565.15 (false when the format is invalid).',
    }),
  }),
});

builder.queryField('validateVin', (t) =>
  t.field({
    type: VinValidationType,
    description: 'Validate the format and check digit of a VIN. Needs no credentials.',
    args: { vin: t.arg.string({ required: true, validate: { maxLength: [64, { message: 'is longer than 64 characters' }] } }) },
    resolve: (_root, args) => validateVin(args.vin),
  }),
);
