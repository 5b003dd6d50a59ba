import {
  getOperationAST,
  Kind,
  OperationTypeNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { AppError } from '../domain/errors.js';
import { parseWithinLimits } from './limits.js';

/** The root fields that bill quota: an Idempotency-Key applies to operations that select one. */
/** `submitBatchJob` bills as its job runs: a second submission of a lost answer would be a second job, billed in full. */
export const BILLED_ROOT_FIELDS: ReadonlySet<string> = new Set(['decodeVin', 'batchDecode', 'decodeVinImage', 'submitBatchJob']);

/**
 * Whether the operation a GraphQL request runs selects a billed root field, for its
 * Idempotency-Key (decision 0045). Undefined when the document does not parse or names no
 * operation: the server words that error, and there is nothing to keep. A mutation that also
 * changes something else (login, a new API key, a webhook) is refused (400 VALIDATION_ERROR):
 * its answer may carry a secret shown once, which a stored copy must never hold.
 */
export function selectsBilledField(query: string, operationName: string | null | undefined): boolean | undefined {
  let document: DocumentNode;
  try {
    document = parseWithinLimits(query);
  } catch {
    return undefined;
  }
  const operation = getOperationAST(document, operationName ?? undefined);
  if (!operation) return undefined;
  const fields = rootFieldsOf(operation, document);
  if (![...fields].some((name) => BILLED_ROOT_FIELDS.has(name))) return false;
  if (operation.operation === OperationTypeNode.MUTATION) {
    const others = [...fields].filter((name) => !BILLED_ROOT_FIELDS.has(name) && name !== '__typename');
    if (others.length > 0) {
      throw new AppError(
        'VALIDATION_ERROR',
        `an Idempotency-Key applies to billed decodes only; send ${others.join(', ')} in a mutation of its own`,
        {
          details: { header: 'Idempotency-Key', fields: others },
        },
      );
    }
  }
  return true;
}

/** Names of the root fields an operation selects, through fragments and inline fragments. */
function rootFieldsOf(operation: OperationDefinitionNode, document: DocumentNode): Set<string> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const names = new Set<string>();
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet);
      }
    }
  };
  walk(operation.selectionSet);
  return names;
}
