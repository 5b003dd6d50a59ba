import { GraphQLError, Kind, type DocumentNode, type SelectionSetNode } from 'graphql';
import { MAX_OPERATION_COST } from './operation-cost.js';

/**
 * A selection that names again what its selection set already names (`{ a a }`, `{ __typename
 * __typename }`, `{ ...F ...F }`) adds nothing to the answer, but graphql-js's validation compares
 * every such pair to prove they can be merged: thousands of repeats of a free field cost
 * 150–270 ms of CPU per document. So each repeat costs a point of the operation's budget, counted
 * in one linear walk right after parsing, before validation can spend anything on them.
 */
export const MAX_REPEATED_SELECTIONS = MAX_OPERATION_COST;

/** Repeats in the whole document: fields by response name, fragment spreads by fragment name. */
export function repeatedSelections(document: DocumentNode): number {
  let repeats = 0;
  const walk = (selectionSet: SelectionSetNode, seen: Set<string>) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        // Its selections are merged into the enclosing set's answer, so they repeat against it.
        walk(selection.selectionSet, seen);
        continue;
      }
      const key = selection.kind === Kind.FIELD ? (selection.alias ?? selection.name).value : `...${selection.name.value}`;
      if (seen.has(key)) repeats++;
      else seen.add(key);
      if (selection.kind === Kind.FIELD && selection.selectionSet) walk(selection.selectionSet, new Set());
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION)
      walk(definition.selectionSet, new Set());
  }
  return repeats;
}

/** Refuses, as 400 VALIDATION_ERROR, a document repeating more selections than an operation's budget. */
export function assertFewRepeatedSelections(document: DocumentNode): void {
  const repeats = repeatedSelections(document);
  if (repeats > MAX_REPEATED_SELECTIONS) {
    throw new GraphQLError(
      `The document repeats ${repeats} selections that its selection sets already name; each repeat costs 1 point, above the limit of ${MAX_REPEATED_SELECTIONS}: name each field once.`,
      { extensions: { code: 'VALIDATION_ERROR', http: { status: 400 } } },
    );
  }
}
