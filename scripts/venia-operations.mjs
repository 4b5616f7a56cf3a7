/**
 * Writes the GraphQL operations of a stock Venia storefront (PWA Studio's Open Source build) as
 * test fixtures under test/fixtures/venia-11.7/, one .graphql per source file that defines an
 * operation (docs/decisions.md, "Venia's operations as fixtures").
 *
 * Venia ships its GraphQL as JavaScript source: `gql` template literals that interpolate fragments,
 * often imported from other files. This script packs the two packages with `npm pack` (they are not
 * dependencies: their React 17 peers break the install), parses each module with the TypeScript
 * compiler, resolves every interpolation to the fragment it names (following imports across both
 * packages) and prints each operation with the fragments it spreads. What Apollo Client removes
 * before sending is removed here too: fields marked `@client` (local state) and `@connection`.
 * Where a module exists in a Commerce (`.ee.js`) and an Open Source (`.ce.js`) variant, an import
 * without the suffix reads the Open Source one, as the Open Source build does; the `.ee.js` files
 * are written too, so the test can name what needs Adobe Commerce.
 *
 * Usage: node scripts/venia-operations.mjs
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, print, visit } from 'graphql';
import ts from 'typescript';

const PACKAGES = [
  { name: '@magento/venia-ui', version: '11.7.3', folder: 'venia-ui' },
  { name: '@magento/peregrine', version: '15.7.3', folder: 'peregrine' },
];
const OUTPUT = fileURLToPath(new URL('../test/fixtures/venia-11.7/', import.meta.url));

/** Packs and unpacks each package; returns the folder of each package's files by name. */
function unpack(workdir) {
  const roots = {};
  for (const pkg of PACKAGES) {
    const tarball = execFileSync('npm', ['pack', `${pkg.name}@${pkg.version}`, '--silent'], { cwd: workdir, encoding: 'utf8' }).trim().split('\n').pop();
    const folder = path.join(workdir, pkg.folder);
    mkdirSync(folder);
    execFileSync('tar', ['xzf', path.join(workdir, tarball), '-C', folder]);
    roots[pkg.name] = path.join(folder, 'package');
  }
  return roots;
}

function walk(folder) {
  return readdirSync(folder).flatMap((entry) => {
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) return entry.startsWith('__') || entry === 'node_modules' ? [] : walk(full);
    return entry.endsWith('.js') ? [full] : [];
  });
}

/** Resolves an import specifier to a file, preferring the Open Source variant of a module. */
function resolveImport(roots, from, specifier) {
  let base;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else {
    const pkg = Object.keys(roots).find((name) => specifier === name || specifier.startsWith(`${name}/`));
    if (!pkg) return null;
    base = path.join(roots[pkg], specifier.slice(pkg.length));
  }
  const candidates = [base, `${base}.js`, `${base}.ce.js`, path.join(base, 'index.js')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** What one module declares: its gql templates and constants by local name, its imports and exports. */
function readModule(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.JSX);
  const locals = new Map();
  const imports = new Map();
  const exports = new Map();
  const reexports = [];
  const templates = [];
  let gqlTag = null;

  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && statement.importClause) {
      const specifier = statement.moduleSpecifier.text;
      const clause = statement.importClause;
      if (clause.name) imports.set(clause.name.text, { specifier, name: 'default' });
      if (clause.namedBindings && ts.isNamedImports(clause.namedBindings)) {
        for (const element of clause.namedBindings.elements) {
          const imported = (element.propertyName ?? element.name).text;
          if (imported === 'gql' && (specifier === '@apollo/client' || specifier === 'graphql-tag')) gqlTag = element.name.text;
          imports.set(element.name.text, { specifier, name: imported });
        }
      }
      if (clause.name && specifier === 'graphql-tag') gqlTag = clause.name.text;
    }
    if (ts.isExportDeclaration(statement)) {
      const specifier = statement.moduleSpecifier?.text;
      if (!statement.exportClause) reexports.push(specifier);
      else if (ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) {
          const local = (element.propertyName ?? element.name).text;
          exports.set(element.name.text, specifier ? { specifier, name: local } : { local });
        }
      }
    }
    if (ts.isExportAssignment(statement) && ts.isIdentifier(statement.expression)) exports.set('default', { local: statement.expression.text });
  }

  const visitNode = (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      locals.set(node.name.text, node.initializer);
      const statement = node.parent?.parent;
      if (statement && ts.isVariableStatement(statement) && statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) {
        exports.set(node.name.text, { local: node.name.text });
      }
    }
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === gqlTag) templates.push(node);
    ts.forEachChild(node, visitNode);
  };
  visitNode(source);
  return { file, locals, imports, exports, reexports, templates };
}

function createResolver(roots) {
  const modules = new Map();
  const moduleOf = (file) => {
    if (!modules.has(file)) modules.set(file, readModule(file));
    return modules.get(file);
  };

  /** The GraphQL text an exported name of a module stands for. */
  function exported(file, name, seen = new Set()) {
    const key = `${file}#${name}`;
    if (seen.has(key)) throw new Error(`Import cycle at ${key}`);
    seen.add(key);
    const module = moduleOf(file);
    const entry = module.exports.get(name);
    if (entry?.local) return local(module, entry.local);
    if (entry) return exported(resolveOrThrow(file, entry.specifier), entry.name, seen);
    for (const specifier of module.reexports) {
      const target = resolveOrThrow(file, specifier);
      if (moduleOf(target).exports.has(name) || moduleOf(target).reexports.length) {
        try {
          return exported(target, name, seen);
        } catch {
          // Not in this re-exported module; try the next.
        }
      }
    }
    throw new Error(`${name} is not exported by ${file}`);
  }

  function resolveOrThrow(from, specifier) {
    const target = resolveImport(roots, from, specifier);
    if (!target) throw new Error(`Cannot resolve ${specifier} from ${from}`);
    return target;
  }

  /** The GraphQL text of a local name: a gql template, a string, or an import. */
  function local(module, name) {
    const initializer = module.locals.get(name);
    if (initializer) return expression(module, initializer);
    const imported = module.imports.get(name);
    if (imported) return exported(resolveOrThrow(module.file, imported.specifier), imported.name);
    throw new Error(`${name} is not defined in ${module.file}`);
  }

  function expression(module, node) {
    if (ts.isTaggedTemplateExpression(node)) return template(module, node);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isIdentifier(node)) return local(module, node.text);
    if (ts.isParenthesizedExpression(node)) return expression(module, node.expression);
    throw new Error(`Cannot read ${node.getText()} in ${module.file}`);
  }

  function template(module, node) {
    const literal = node.template;
    if (ts.isNoSubstitutionTemplateLiteral(literal)) return literal.text;
    let text = literal.head.text;
    for (const span of literal.templateSpans) text += expression(module, span.expression) + span.literal.text;
    return text;
  }

  return { moduleOf, template };
}

/** Removes what Apollo Client keeps to itself: `@client` fields and the `@connection` directive. */
function asSent(document) {
  // A field, fragment or operation left with nothing to select is local state alone: it goes too.
  const emptied = (node) => (node.selectionSet && node.selectionSet.selections.length === 0 ? null : undefined);
  return visit(document, {
    Field: {
      enter: (node) => (node.directives?.some((directive) => directive.name.value === 'client') ? null : undefined),
      leave: emptied,
    },
    InlineFragment: { leave: emptied },
    FragmentDefinition: { leave: emptied },
    OperationDefinition: { leave: emptied },
    Directive: (node) => (node.name.value === 'connection' ? null : undefined),
  });
}

/** Each operation of a module, printed with the fragments it spreads, transitively. */
function operationsOf(resolver, file) {
  const module = resolver.moduleOf(file);
  const fragments = new Map();
  const operations = [];
  for (const node of module.templates) {
    const document = asSent(parse(resolver.template(module, node)));
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
      if (definition.kind === Kind.OPERATION_DEFINITION && !operations.some((known) => print(known) === print(definition))) operations.push(definition);
    }
  }
  const needed = new Set();
  const collect = (node) =>
    visit(node, {
      FragmentSpread: (spread) => {
        const name = spread.name.value;
        if (needed.has(name)) return;
        if (!fragments.has(name)) throw new Error(`Fragment ${name} is not found in ${file}`);
        needed.add(name);
        collect(fragments.get(name));
      },
    });
  operations.forEach(collect);
  return [...operations, ...[...needed].sort().map((name) => fragments.get(name))];
}

function main() {
  const workdir = mkdtempSync(path.join(tmpdir(), 'venia-'));
  try {
    const roots = unpack(workdir);
    const resolver = createResolver(roots);
    rmSync(OUTPUT, { recursive: true, force: true });
    let written = 0;
    for (const pkg of PACKAGES) {
      const root = roots[pkg.name];
      for (const file of walk(path.join(root, 'lib')).sort()) {
        if (!readFileSync(file, 'utf8').includes('gql`')) continue;
        const definitions = operationsOf(resolver, file);
        if (!definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION)) continue;
        const relative = path.relative(root, file);
        const target = path.join(OUTPUT, pkg.folder, relative.replace(/\.js$/, '.graphql'));
        mkdirSync(path.dirname(target), { recursive: true });
        const header = `# ${pkg.name}@${pkg.version}: ${relative}\n# Written by scripts/venia-operations.mjs; @client fields and @connection removed, as Apollo Client sends it.\n\n`;
        writeFileSync(target, header + print({ kind: Kind.DOCUMENT, definitions }) + '\n');
        written += 1;
      }
    }
    console.log(`Wrote ${written} files under ${path.relative(process.cwd(), OUTPUT)}`);
  } finally {
    rmSync(workdir, { recursive: true, force: true });
  }
}

main();
