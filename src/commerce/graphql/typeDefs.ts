/**
 * The API's contract as one SDL text: each module's schema.graphql, then the concrete product
 * types. Kept apart from the resolvers, so the schema can be read (tests, GraphQL Codegen) without
 * loading the services.
 *
 * As in Magento's schema files, a type that implements an interface lists only its own fields and
 * the interface's are copied in here: ProductInterface's forty-odd fields are written once, not
 * once per product type.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  Kind,
  parse,
  print,
  type DefinitionNode,
  type FieldDefinitionNode,
  type InterfaceTypeDefinitionNode,
  type InterfaceTypeExtensionNode,
  type ObjectTypeDefinitionNode,
  type ObjectTypeExtensionNode,
} from 'graphql';
import { productTypesSdl } from './productTypes.ts';

export const MODULES = ['store', 'catalog', 'gold', 'content', 'urls', 'locations', 'cart', 'checkout', 'orders', 'payments', 'customers', 'club', 'socialSignIn', 'wishlist', 'diamonds', 'madeToOrder', 'jobs'] as const;

function readModuleSchema(name: string): string {
  return readFileSync(fileURLToPath(new URL(`../modules/${name}/schema.graphql`, import.meta.url)), 'utf8');
}

type FieldOwner = ObjectTypeDefinitionNode | ObjectTypeExtensionNode | InterfaceTypeDefinitionNode | InterfaceTypeExtensionNode;

function isFieldOwner(definition: DefinitionNode): definition is FieldOwner {
  return (
    definition.kind === Kind.OBJECT_TYPE_DEFINITION ||
    definition.kind === Kind.OBJECT_TYPE_EXTENSION ||
    definition.kind === Kind.INTERFACE_TYPE_DEFINITION ||
    definition.kind === Kind.INTERFACE_TYPE_EXTENSION
  );
}

/** Adds to each object type the fields of its interfaces that neither it nor its extensions declare. */
function withInterfaceFields(definitions: readonly DefinitionNode[]): DefinitionNode[] {
  const owners = definitions.filter(isFieldOwner);
  const fieldsOf = (name: string) => owners.filter((owner) => owner.name.value === name).flatMap((owner) => owner.fields ?? []);
  const interfacesOf = (name: string) => owners.filter((owner) => owner.name.value === name).flatMap((owner) => owner.interfaces ?? []);
  return definitions.map((definition) => {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION) return definition;
    const name = definition.name.value;
    const present = new Set(fieldsOf(name).map((field) => field.name.value));
    const inherited: FieldDefinitionNode[] = [];
    for (const named of interfacesOf(name)) {
      for (const field of fieldsOf(named.name.value)) {
        if (present.has(field.name.value)) continue;
        present.add(field.name.value);
        inherited.push(field);
      }
    }
    return { ...definition, fields: [...inherited, ...(definition.fields ?? [])] };
  });
}

export function buildTypeDefs(): string {
  // Each module declares `type Query`/`type Mutation`; all but the first become extensions.
  const seen = new Set<string>();
  const modules = MODULES.map(readModuleSchema).map((sdl) =>
    sdl.replace(/^type (Query|Mutation) \{/gm, (match, root: string) => {
      if (seen.has(root)) return `extend type ${root} {`;
      seen.add(root);
      return match;
    }),
  );
  const document = parse([...modules, productTypesSdl()].join('\n\n'));
  return print({ ...document, definitions: withInterfaceFields(document.definitions) });
}
