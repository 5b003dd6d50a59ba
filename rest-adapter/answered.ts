/**
 * A nullable field of a successful operation's data. GraphQL nulls such a field (a billed decode,
 * decision 0502) only together with an error, and the handler answers errors before a route
 * responds, so here it holds a value; if it ever did not, this is a bug, masked as a 500.
 */
export function answered<T>(value: T | null, field: string): T {
  if (value === null) throw new Error(`the stored operation answered ${field} null without an error`);
  return value;
}
