import {
  GraphQLError,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  getNamedType,
  Kind,
  OperationTypeNode,
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * Every operation has a cost budget, checked before anything runs. A field costs what its
 * `extensions.cost` says; a root field without one costs 1 (it reaches a service or the database),
 * any other field 0. Aliases, repeated fields and fragment spreads each count: a document cannot
 * multiply work by naming the same field many times. Some fields also cap how often one operation
 * may name them (one login, one image).
 */
export const MAX_OPERATION_COST = 100;

/**
 * Free fields (cost 0: `__typename`, an object's own fields) an operation may name under an alias.
 * The cost budget bounds aliases of fields that cost points; without this bound, 2,000 aliases of
 * `__typename` in one 32 KB document each cost a resolution, a key of the answer and its bytes, and
 * nothing counted them. An application names a field under a few aliases, not a hundred. Decision 0522.
 */
export const MAX_FREE_ALIASES = 100;

export interface FieldCost {
  points: number;
  /** How many times one operation may name the field; unlimited within the budget when absent. */
  perOperation?: number;
}

/** Field options declaring a cost: `t.field({ ...costs(10, { perOperation: 1 }), … })`. */
export function costs(points: number, options: { perOperation?: number } = {}): { extensions: { cost: FieldCost } } {
  return { extensions: { cost: { points, ...options } } };
}

interface Tally {
  points: number;
  /** Fields costing nothing named under an alias. */
  freeAliases: number;
  /** Occurrences of each capped field, by schema coordinate (`Mutation.login`). */
  capped: Map<string, { count: number; limit: number }>;
}

export function operationCostRule(budget = MAX_OPERATION_COST): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      const schema = context.getSchema();
      const root =
        node.operation === OperationTypeNode.MUTATION
          ? schema.getMutationType()
          : node.operation === OperationTypeNode.QUERY
            ? schema.getQueryType()
            : schema.getSubscriptionType();
      if (!root) return;
      const fragments = new Map<string, FragmentDefinitionNode>();
      for (const definition of context.getDocument().definitions) {
        if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
      }
      const tally = new CostWalker(schema, fragments).selectionSet(root, node.selectionSet, true);
      for (const [coordinate, { count, limit }] of tally.capped) {
        if (count > limit) {
          context.reportError(
            new GraphQLError(`${coordinate} may appear at most ${limit} time${limit === 1 ? '' : 's'} in one operation (found ${count}).`, {
              nodes: node,
            }),
          );
        }
      }
      if (tally.points > budget) {
        context.reportError(
          new GraphQLError(`The operation costs ${tally.points} points, above the limit of ${budget}: split it into several requests.`, {
            nodes: node,
          }),
        );
      }
    },
  });
}

const freeAliasCounts = new WeakMap<DocumentNode, number>();

/**
 * Fields costing nothing that the document's operations name under aliases, the most of any one
 * operation; remembered per parsed document, which both executors keep and reuse.
 */
export function freeAliases(schema: GraphQLSchema, document: DocumentNode): number {
  let most = freeAliasCounts.get(document);
  if (most !== undefined) return most;
  most = 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const walker = new CostWalker(schema, fragments);
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const root = schema.getRootType(definition.operation);
    if (root) most = Math.max(most, walker.selectionSet(root, definition.selectionSet, true).freeAliases);
  }
  freeAliasCounts.set(document, most);
  return most;
}

/** 400 VALIDATION_ERROR for a document past MAX_FREE_ALIASES, answered as the other document limits are (decision 0500). */
export function freeAliasesError(count: number): GraphQLError {
  return new GraphQLError(
    `The operation names ${count} fields that cost nothing under aliases, above the limit of ${MAX_FREE_ALIASES}: name each such field once.`,
    { extensions: { code: 'VALIDATION_ERROR', http: { status: 400 } } },
  );
}

/** Sums costs over a document in linear time: each fragment's tally is computed once. */
class CostWalker {
  private readonly fragmentTallies = new Map<string, Tally>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  ) {}

  selectionSet(parent: GraphQLCompositeType, selectionSet: SelectionSetNode, isRoot: boolean): Tally {
    const tally: Tally = { points: 0, freeAliases: 0, capped: new Map() };
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const definition = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[selection.name.value] : undefined;
        const cost = definition?.extensions?.cost as FieldCost | undefined;
        const points = definition ? (cost?.points ?? (isRoot ? 1 : 0)) : 0;
        if (points === 0 && selection.alias !== undefined) tally.freeAliases++;
        if (!definition) continue; // __typename, or an unknown field other rules report
        tally.points += points;
        if (cost?.perOperation !== undefined)
          add(tally, {
            points: 0,
            freeAliases: 0,
            capped: new Map([[`${parent.name}.${definition.name}`, { count: 1, limit: cost.perOperation }]]),
          });
        const type = getNamedType(definition.type);
        if (selection.selectionSet && isCompositeType(type)) add(tally, this.selectionSet(type, selection.selectionSet, false));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        add(tally, this.selectionSet(this.typeCondition(selection.typeCondition?.name.value) ?? parent, selection.selectionSet, isRoot));
      } else {
        add(tally, this.fragment(selection.name.value, parent, isRoot));
      }
    }
    return tally;
  }

  private fragment(name: string, parent: GraphQLCompositeType, isRoot: boolean): Tally {
    const key = `${name}\u0000${isRoot}`;
    let tally = this.fragmentTallies.get(key);
    if (!tally) {
      const definition = this.fragments.get(name);
      // A cycle of fragments is reported by another rule; counted as free while it is being walked.
      this.fragmentTallies.set(key, { points: 0, freeAliases: 0, capped: new Map() });
      tally = definition
        ? this.selectionSet(this.typeCondition(definition.typeCondition.name.value) ?? parent, definition.selectionSet, isRoot)
        : { points: 0, freeAliases: 0, capped: new Map() };
      this.fragmentTallies.set(key, tally);
    }
    return tally;
  }

  private typeCondition(name: string | undefined): GraphQLCompositeType | undefined {
    const type = name === undefined ? undefined : this.schema.getType(name);
    return type && isCompositeType(type) ? type : undefined;
  }
}

function add(into: Tally, from: Tally): void {
  into.points += from.points;
  into.freeAliases += from.freeAliases;
  for (const [coordinate, { count, limit }] of from.capped) {
    const seen = into.capped.get(coordinate);
    into.capped.set(coordinate, { count: (seen?.count ?? 0) + count, limit });
  }
}
