/**
 * Which tables each part of the backend reads and writes, read from its source (test/tableOwners.test.ts
 * holds them to src/commerce/db/tableOwners.ts). A table is named in two ways: by the Drizzle table
 * a file imports from db/schema (`tx.insert(carts)`, `.from(carts)`, `${customers}` in raw SQL,
 * `db.query.pointsLedger`), and by its name inside a `sql` template (`update diamonds set`, `join
 * product_stock`). Passing a table to insert, update or delete is a write; any other use of it is a
 * read. Types (`typeof orders.$inferSelect`) name a row's shape and are neither.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface TableUse {
  /** The file, relative to the repository root. */
  file: string;
  /** The table's name in the database. */
  table: string;
  kind: 'read' | 'write';
}

const SCHEMA_FOLDER = 'src/commerce/db/schema';

/** The database's tables by the name the schema's files export them under (`cartItems` → `cart_items`). */
export function readTableNames(root: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const entry of readdirSync(path.join(root, SCHEMA_FOLDER))) {
    if (!entry.endsWith('.ts')) continue;
    const source = parse(`${SCHEMA_FOLDER}/${entry}`, readFileSync(path.join(root, SCHEMA_FOLDER, entry), 'utf8'));
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (!ts.isIdentifier(declaration.name) || !init || !ts.isCallExpression(init)) continue;
        if (!ts.isIdentifier(init.expression) || init.expression.text !== 'pgTable') continue;
        const [name] = init.arguments;
        if (name && ts.isStringLiteral(name)) names.set(declaration.name.text, name.text);
      }
    }
  }
  return names;
}

function parse(file: string, text: string): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

function isSchemaImport(file: string, specifier: string): boolean {
  if (!specifier.startsWith('.')) return false;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  return target === 'src/commerce/db/schema.ts' || target.startsWith(`${SCHEMA_FOLDER}/`);
}

/** The tables a file imports as values, by their local names. */
function importedTables(file: string, source: ts.SourceFile, tableNames: Map<string, string>): Map<string, string> {
  const local = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!isSchemaImport(file, statement.moduleSpecifier.text)) continue;
    const clause = statement.importClause;
    const bindings = clause?.namedBindings;
    if (!clause || clause.isTypeOnly || !bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const exported = (element.propertyName ?? element.name).text;
      const table = tableNames.get(exported);
      if (!element.isTypeOnly && table) local.set(element.name.text, table);
    }
  }
  return local;
}

const WRITES = new Set(['insert', 'update', 'delete']);

/** `tx.insert(carts)`, `db.update(carts)`, `db.delete(carts)`: the table written. */
function isWrittenHere(node: ts.Identifier): boolean {
  const call = node.parent;
  if (!ts.isCallExpression(call) || call.arguments[0] !== node) return false;
  return ts.isPropertyAccessExpression(call.expression) && WRITES.has(call.expression.name.text);
}

function isInType(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isTypeNode(at)) return true;
    if (ts.isStatement(at) || ts.isSourceFile(at)) return false;
  }
  return false;
}

/** A reference to the binding itself, not a property name, a key or the import that brings it in. */
function isReference(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isImportSpecifier(parent)) return false;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent) || ts.isMethodDeclaration(parent)) && parent.name === node) return false;
  if (ts.isBindingElement(parent) && parent.propertyName === node) return false;
  return !isInType(node);
}

const SQL_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+("?)([a-z_][a-z0-9_]*)\1/gi;
const SQL_READ = /\b(?<!delete\s+)(?:from|join)\s+("?)([a-z_][a-z0-9_]*)\1/gi;

/** The text of a `sql` template without its interpolations (which are read as identifiers). */
function templateText(template: ts.TemplateLiteral): string {
  if (ts.isNoSubstitutionTemplateLiteral(template)) return template.text;
  return [template.head.text, ...template.templateSpans.map((span) => span.literal.text)].join(' ? ');
}

function isSqlTag(tag: ts.Expression): boolean {
  return ts.isIdentifier(tag) && tag.text === 'sql';
}

/** Every table a file reads or writes. */
export function tableUses(file: string, text: string, tableNames: Map<string, string>): TableUse[] {
  const source = parse(file, text);
  const local = importedTables(file, source, tableNames);
  const known = new Set(tableNames.values());
  const uses: TableUse[] = [];
  const add = (table: string, kind: TableUse['kind']) => {
    if (!uses.some((use) => use.table === table && use.kind === kind)) uses.push({ file, table, kind });
  };
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && local.has(node.text) && isReference(node)) add(local.get(node.text)!, isWrittenHere(node) ? 'write' : 'read');
    // db.query.pointsLedger.findMany(...): Drizzle's relational queries name the table by its export.
    if (ts.isPropertyAccessExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'query') {
      const table = tableNames.get(node.name.text);
      if (table) add(table, 'read');
    }
    if (ts.isTaggedTemplateExpression(node) && isSqlTag(node.tag)) {
      const sqlText = templateText(node.template);
      for (const [, , name] of sqlText.matchAll(SQL_WRITE)) if (known.has(name.toLowerCase())) add(name.toLowerCase(), 'write');
      for (const [, , name] of sqlText.matchAll(SQL_READ)) if (known.has(name.toLowerCase())) add(name.toLowerCase(), 'read');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

/** The backend's source files that touch the database on their own: tests and test kits left out. */
export function backendFiles(root: string, directory = 'src/commerce'): string[] {
  return readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${directory}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : backendFiles(root, relative);
    if (!/\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts')) return [];
    return /\.test\.tsx?$/.test(entry.name) || /Support\.ts$/.test(entry.name) ? [] : [relative];
  });
}

/** Every table use of the backend's source. */
export function readTableUses(root: string, tableNames = readTableNames(root)): TableUse[] {
  return backendFiles(root).flatMap((file) => tableUses(file, readFileSync(path.join(root, file), 'utf8'), tableNames));
}
