/**
 * Views are the objects resolvers hand to GraphQL: built by the view modules (productViews.ts,
 * categoryViews.ts ...) and typed by the types GraphQL Codegen writes from the schema
 * (generated/schemaTypes.ts), so a view cannot drift from the contract.
 */

/**
 * A view of a GraphQL type: the generated type's fields, except those a resolver answers per field
 * (`Resolved`, e.g. an image URL that depends on the request's media host), plus what the view
 * carries for those resolvers (`Carried`, e.g. the image's file).
 */
export type View<T, Resolved extends keyof T = never, Carried = unknown> = Omit<T, Resolved> & Carried;
