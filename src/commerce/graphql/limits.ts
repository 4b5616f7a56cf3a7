/**
 * Guard rails on what one request may ask (DESIGN.md §4): depth is checked by Mercurius' queryDepth;
 * aliases are counted here, so one request cannot multiply a costly field.
 */
import { GraphQLError, type ValidationContext, type ASTVisitor } from 'graphql';
import { GRAPHQL_MAX_ALIASES } from '../../rules/limits.ts';

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
