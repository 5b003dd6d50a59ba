/**
 * Field options of every field that bills quota: nullable. When one of several billed fields in an
 * operation fails, it alone answers null with its error in `errors`, and the others keep the
 * results their callers pay for; a failed field is never billed. A non-null field would null the
 * whole answer while its billed siblings stayed billed: callers would pay for results they never
 * receive.
 */
export const BILLED_FIELD = { nullable: true } as const;
