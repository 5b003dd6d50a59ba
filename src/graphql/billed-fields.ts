/**
 * Field options of every field that bills quota: nullable. When one of several billed fields in an
 * operation fails, it alone answers null with its error in `errors`, and the others keep the
 * results their callers pay for; a failed field is never billed (decision 0502). A failing non-null
 * sibling still nulls the whole answer: what was charged for it is taken back once the answer is
 * final, as is any decode whose vehicle is not in it (decision 0044, billing.ts).
 */
export const BILLED_FIELD = { nullable: true } as const;
