import { GraphQLError, Kind, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';

/**
 * What one site-content query may cost. Depth alone let a 9.5 KB query of aliased `pages { blocks }`
 * answer 1.56 MB: every alias of a root field reads and serializes the whole content again. The
 * site's own queries (contract siteContentQuery) ask 5 root fields and about 35 fields in all.
 */
export const graphqlCostLimits = { rootFields: 10, fields: 150 } as const;

interface Cost {
  roots: number;
  fields: number;
}

/**
 * Counts the fields of a selection with every alias and every fragment use counted again (that is
 * what the server resolves and sends). A fragment's cost is counted once and reused, so nested
 * spreads cannot make the count itself expensive; a fragment cycle (refused by graphql-js's own
 * rule in the same pass) counts as nothing here.
 */
function costOf(set: SelectionSetNode, context: ValidationContext, fragments: Map<string, Cost | 'visiting'>): Cost {
  const cost: Cost = { roots: 0, fields: 0 };
  const add = (inner: Cost) => {
    cost.roots += inner.roots;
    cost.fields += inner.fields;
  };
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      cost.roots += 1;
      cost.fields += 1 + (selection.selectionSet ? costOf(selection.selectionSet, context, fragments).fields : 0);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      add(costOf(selection.selectionSet, context, fragments));
    } else {
      const name = selection.name.value;
      const known = fragments.get(name);
      if (known === 'visiting') continue;
      if (known) {
        add(known);
        continue;
      }
      const fragment = context.getFragment(name);
      if (!fragment) continue;
      fragments.set(name, 'visiting');
      const inner = costOf(fragment.selectionSet, context, fragments);
      fragments.set(name, inner);
      add(inner);
    }
    // Past the limit the exact figure does not matter; stop before a huge spread multiplies further.
    if (cost.fields > graphqlCostLimits.fields * 100) break;
  }
  return cost;
}

/** Refuses an operation asking more root fields (aliases included) or more fields in all than the limits. */
export const costLimitRule: ValidationRule = (context) => ({
  OperationDefinition(node) {
    const cost = costOf(node.selectionSet, context, new Map());
    if (cost.roots > graphqlCostLimits.rootFields || cost.fields > graphqlCostLimits.fields) {
      context.reportError(
        new GraphQLError(`Query too costly: ${cost.roots} root fields (at most ${graphqlCostLimits.rootFields}) and ${cost.fields} fields (at most ${graphqlCostLimits.fields}), aliases and fragments counted each time`, {
          nodes: [node],
        }),
      );
    }
  },
});
