/**
 * Guard rails on what one request may ask (docs/design.md, API): how deep it nests and how many aliases
 * it uses, so one request cannot multiply a costly field.
 */
import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';
import { GRAPHQL_MAX_ALIASES, GRAPHQL_MAX_DEPTH } from '../../rules/limits.ts';

/**
 * Introspection is measured on its own. The standard introspection query (graphql's
 * getIntrospectionQuery, which GraphiQL, GraphQL Codegen and Apollo send) nests 15 fields deep
 * through its chain of `ofType`; 20 leaves room for tools that follow longer type wrappers while
 * still refusing an endless chain. How wide introspection may fan out (fields of the types of
 * fields ...) is bounded by graphql's own MaxIntrospectionDepthRule, one of the specified rules.
 */
export const GRAPHQL_MAX_INTROSPECTION_DEPTH = 20;

const INTROSPECTION_ROOT_FIELDS = new Set(['__schema', '__type']);

interface Depths {
  /** Deepest path of ordinary fields. */
  query: number;
  /** Deepest path through `__schema` or `__type`. */
  introspection: number;
}

/**
 * Depth counts fields: `{ a { b } }` is 2; fragments add no level of their own. A field under
 * `__schema` or `__type` counts towards the introspection depth instead of the query's.
 */
function measure(
  selectionSet: SelectionSetNode | undefined,
  fragments: (name: string) => FragmentDefinitionNode | null | undefined,
  inIntrospection: boolean,
  visiting: Set<string>,
): Depths {
  const depths: Depths = { query: 0, introspection: 0 };
  for (const selection of selectionSet?.selections ?? []) {
    let inner: Depths;
    if (selection.kind === Kind.FIELD) {
      const introspection = inIntrospection || INTROSPECTION_ROOT_FIELDS.has(selection.name.value);
      const below = measure(selection.selectionSet, fragments, introspection, visiting);
      inner = introspection
        ? { query: 0, introspection: below.introspection + 1 }
        : { query: below.query + 1, introspection: below.introspection };
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      inner = measure(selection.selectionSet, fragments, inIntrospection, visiting);
    } else {
      const name = selection.name.value;
      const fragment = fragments(name);
      // An unknown or cyclic fragment is reported by the specified rules; it adds nothing here.
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      inner = measure(fragment.selectionSet, fragments, inIntrospection, visiting);
      visiting.delete(name);
    }
    depths.query = Math.max(depths.query, inner.query);
    depths.introspection = Math.max(depths.introspection, inner.introspection);
  }
  return depths;
}

/** Refuses an operation nested deeper than GRAPHQL_MAX_DEPTH, or whose introspection is deeper than its own limit. */
export function maxDepthRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation) {
      const depths = measure(operation.selectionSet, (name) => context.getFragment(name), false, new Set());
      const name = operation.name?.value ?? 'The query';
      if (depths.query > GRAPHQL_MAX_DEPTH) {
        context.reportError(
          new GraphQLError(`${name} is nested ${depths.query} fields deep: the depth limit is ${GRAPHQL_MAX_DEPTH}`, {
            nodes: [operation],
            extensions: { category: 'graphql-input' },
          }),
        );
      }
      if (depths.introspection > GRAPHQL_MAX_INTROSPECTION_DEPTH) {
        context.reportError(
          new GraphQLError(
            `${name} nests introspection ${depths.introspection} fields deep: the depth limit for introspection is ${GRAPHQL_MAX_INTROSPECTION_DEPTH}`,
            { nodes: [operation], extensions: { category: 'graphql-input' } },
          ),
        );
      }
    },
  };
}

export function maxAliasesRule(context: ValidationContext): ASTVisitor {
  let aliases = 0;
  return {
    Field(node) {
      if (!node.alias) return;
      aliases += 1;
      if (aliases === GRAPHQL_MAX_ALIASES + 1) {
        context.reportError(
          new GraphQLError(`Query has too many aliases: the limit is ${GRAPHQL_MAX_ALIASES}`, {
            nodes: [node],
            extensions: { category: 'graphql-input' },
          }),
        );
      }
    },
  };
}
