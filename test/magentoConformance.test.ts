/**
 * Our schema against the part of Magento 2.4.7's schema we claim to share
 * (test/fixtures/magento-2.4.7): a client written for Magento must work for every shared type,
 * field and argument. We may add; we may not rename, drop, retype or change nullability.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildASTSchema,
  buildSchema,
  findBreakingChanges,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isNonNullType,
  isObjectType,
  parse,
  print,
  astFromValue,
  Kind,
  type DefinitionNode,
  type FieldDefinitionNode,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLSchema,
  type InterfaceTypeDefinitionNode,
  type ObjectTypeDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildTypeDefs } from '../src/commerce/graphql/typeDefs.ts';

const FIXTURES = fileURLToPath(new URL('./fixtures/magento-2.4.7/', import.meta.url));

/**
 * Where we knowingly differ from Magento, with the reason. Nothing else may differ.
 * Key: the coordinate the difference is reported at.
 */
const KNOWN_DIFFERENCES: Record<string, string> = {
  // Spec 001 §9: "Catalog page size default 6". Magento's default is 20; clients that page send
  // pageSize (Venia does), so only a client relying on the default sees fewer products.
  'Query.products(pageSize:) default': 'spec 001 §9 sets the catalog page size default to 6',
};

/**
 * Magento writes a type that implements an interface with only its own fields and lets its schema
 * reader copy the interface's; the fixtures do the same, so copy them here before building.
 */
function withInterfaceFields(definitions: readonly DefinitionNode[]): DefinitionNode[] {
  const interfaceFields = new Map<string, readonly FieldDefinitionNode[]>();
  for (const definition of definitions) {
    if (definition.kind === Kind.INTERFACE_TYPE_DEFINITION) interfaceFields.set(definition.name.value, definition.fields ?? []);
  }
  return definitions.map((definition) => {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.INTERFACE_TYPE_DEFINITION) return definition;
    const own = definition.fields ?? [];
    const inherited = (definition.interfaces ?? [])
      .flatMap((named) => interfaceFields.get(named.name.value) ?? [])
      .filter((field, index, all) => !own.some((mine) => mine.name.value === field.name.value) && all.findIndex((other) => other.name.value === field.name.value) === index);
    return { ...definition, fields: [...inherited, ...own] } as ObjectTypeDefinitionNode | InterfaceTypeDefinitionNode;
  });
}

function magentoSubset(): GraphQLSchema {
  const files = readdirSync(FIXTURES).filter((file) => file.endsWith('.graphqls')).sort();
  const definitions = files.flatMap((file) => parse(readFileSync(path.join(FIXTURES, file), 'utf8')).definitions);
  return buildASTSchema({ kind: Kind.DOCUMENT, definitions: withInterfaceFields(definitions) });
}

function defaultOf(argument: GraphQLArgument | GraphQLInputField): string {
  if (argument.defaultValue === undefined) return 'none';
  const ast = astFromValue(argument.defaultValue, argument.type);
  return ast ? print(ast) : 'none';
}

/** Every way our schema differs from Magento's for what Magento's subset declares. */
function differences(magento: GraphQLSchema, ours: GraphQLSchema): string[] {
  const found: string[] = [];
  const compareInputs = (
    name: (input: string) => string,
    theirs: readonly (GraphQLArgument | GraphQLInputField)[],
    mine: readonly (GraphQLArgument | GraphQLInputField)[],
  ) => {
    for (const input of theirs) {
      const own = mine.find((candidate) => candidate.name === input.name);
      if (!own) {
        found.push(`${name(input.name)}: missing`);
        continue;
      }
      if (String(own.type) !== String(input.type)) found.push(`${name(input.name)}: ${String(own.type)}, Magento has ${String(input.type)}`);
      if (defaultOf(own) !== defaultOf(input)) found.push(`${name(input.name)} default: ${defaultOf(own)}, Magento has ${defaultOf(input)}`);
    }
    for (const own of mine) {
      const required = isNonNullType(own.type) && own.defaultValue === undefined;
      if (required && !theirs.some((input) => input.name === own.name)) found.push(`${name(own.name)}: required here, unknown to Magento`);
    }
  };

  for (const magentoType of Object.values(magento.getTypeMap())) {
    if (magentoType.name.startsWith('__')) continue;
    const ourType = ours.getType(magentoType.name);
    if (!ourType) {
      found.push(`${magentoType.name}: missing`);
      continue;
    }
    if (ourType.constructor !== magentoType.constructor) {
      found.push(`${magentoType.name}: a ${ourType.constructor.name}, Magento has a ${magentoType.constructor.name}`);
      continue;
    }
    if ((isObjectType(magentoType) || isInterfaceType(magentoType)) && (isObjectType(ourType) || isInterfaceType(ourType))) {
      for (const named of magentoType.getInterfaces()) {
        if (!ourType.getInterfaces().some((own) => own.name === named.name)) found.push(`${magentoType.name}: does not implement ${named.name}`);
      }
      const ourFields = ourType.getFields();
      for (const field of Object.values(magentoType.getFields())) {
        const own = ourFields[field.name];
        if (!own) {
          found.push(`${magentoType.name}.${field.name}: missing`);
          continue;
        }
        if (String(own.type) !== String(field.type)) found.push(`${magentoType.name}.${field.name}: ${String(own.type)}, Magento has ${String(field.type)}`);
        compareInputs((argument) => `${magentoType.name}.${field.name}(${argument}:)`, field.args, own.args);
      }
    } else if (isInputObjectType(magentoType) && isInputObjectType(ourType)) {
      compareInputs((input) => `${magentoType.name}.${input}`, Object.values(magentoType.getFields()), Object.values(ourType.getFields()));
    } else if (isEnumType(magentoType) && isEnumType(ourType)) {
      for (const value of magentoType.getValues()) {
        if (!ourType.getValue(value.name)) found.push(`${magentoType.name}.${value.name}: missing`);
      }
    }
  }
  return found;
}

describe('the API against Magento 2.4.7', () => {
  const magento = magentoSubset();
  const ours = buildSchema(buildTypeDefs());

  it('keeps every shared type, field and argument, with Magento types, nullability and defaults', () => {
    const unexplained = differences(magento, ours).filter((difference) => !Object.keys(KNOWN_DIFFERENCES).some((known) => difference.startsWith(known)));
    expect(unexplained).toEqual([]);
  });

  it('has no breaking change from the shared part of Magento, by graphql-js', () => {
    expect(findBreakingChanges(magento, ours).map((change) => `${change.type}: ${change.description}`)).toEqual([]);
  });

  it('lists only differences that still exist', () => {
    const found = differences(magento, ours);
    for (const known of Object.keys(KNOWN_DIFFERENCES)) expect(found.some((difference) => difference.startsWith(known)), known).toBe(true);
  });
});
