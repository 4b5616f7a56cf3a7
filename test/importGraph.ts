/**
 * The import graph of the source tree and the rules its edges keep (test/moduleBoundaries.test.ts):
 * modules meet only at their faces (index.ts), no file of src/ comes back to itself through its
 * imports, the services do not lean on the GraphQL layer, and the storefront and the commerce
 * backend stay apart.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One file's imports of other files of the tree, as paths relative to the repository root. */
export type ImportGraph = Map<string, string[]>;

const MODULE_PATH = /^src\/commerce\/modules\/([^/]+)\//;

function sourceFiles(root: string, directory: string): string[] {
  return readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${directory}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'generated' && directory.endsWith('graphql') ? [] : sourceFiles(root, relative);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

/** Reads every .ts and .tsx file under the given folders and resolves their relative imports and re-exports. */
export function readImportGraph(root: string, directories: readonly string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of directories.flatMap((directory) => sourceFiles(root, directory))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, false);
    const targets = importedFiles
      .map((imported) => imported.fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));
    graph.set(file, targets);
  }
  return graph;
}

/** The module a file belongs to (`cart` for src/commerce/modules/cart/service.ts), if any. */
export function moduleOf(file: string): string | undefined {
  return MODULE_PATH.exec(file)?.[1];
}

/** Test kits (a module's *Support.ts) build states for tests of every module: test code, outside faces. */
function isTestKit(file: string): boolean {
  return /Support\.ts$/.test(file);
}

/**
 * What another part may import of a module: its face (index.ts); the GraphQL layer also assembles
 * each module's resolvers.ts.
 */
function isFaceFor(from: string, to: string): boolean {
  if (/^src\/commerce\/modules\/[^/]+\/index\.ts$/.test(to)) return true;
  return from.startsWith('src/commerce/graphql/') && /^src\/commerce\/modules\/[^/]+\/resolvers\.ts$/.test(to);
}

export interface BoundaryBreach {
  rule: 'internals' | 'graphql' | 'storefront';
  from: string;
  to: string;
}

/** Files that may import the GraphQL layer: the layer itself, the resolvers and the plugin that serves it. */
function mayImportGraphql(file: string): boolean {
  return !file.startsWith('src/commerce/') || file.startsWith('src/commerce/graphql/') || file.endsWith('/resolvers.ts') || file === 'src/commerce/plugin.ts';
}

/** The generated resolver types describe the contract, not the layer: anyone may name them. */
function isSharedGraphqlFile(file: string): boolean {
  return file.startsWith('src/commerce/graphql/generated/');
}

/** Every import that reaches past a module's face, leans on the GraphQL layer, or crosses between storefront and backend. */
export function boundaryBreaches(graph: ImportGraph): BoundaryBreach[] {
  const breaches: BoundaryBreach[] = [];
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const target = moduleOf(to);
      const intoInternals = target !== undefined && target !== moduleOf(from) && !isFaceFor(from, to);
      if (intoInternals && !isTestKit(to) && !isTestKit(from) && !from.startsWith('test/')) breaches.push({ rule: 'internals', from, to });
      if (to.startsWith('src/commerce/graphql/') && !isSharedGraphqlFile(to) && !mayImportGraphql(from)) breaches.push({ rule: 'graphql', from, to });
      const crossing = (from.startsWith('src/storefront/') && to.startsWith('src/commerce/')) || (from.startsWith('src/commerce/') && to.startsWith('src/storefront/'));
      if (crossing) breaches.push({ rule: 'storefront', from, to });
    }
  }
  return breaches;
}

/** The modules' own graph: which module imports which (tests left out: they may bring modules together). */
export function moduleGraph(graph: ImportGraph): Map<string, Set<string>> {
  const modules = new Map<string, Set<string>>();
  for (const [from, targets] of graph) {
    const source = moduleOf(from);
    if (source === undefined || from.endsWith('.test.ts')) continue;
    const edges = modules.get(source) ?? new Set<string>();
    modules.set(source, edges);
    for (const to of targets) {
      const target = moduleOf(to);
      if (target !== undefined && target !== source) edges.add(target);
    }
  }
  return modules;
}

/**
 * Cycles of files anywhere in src/: backend, storefront, rules, server. Even inside one folder a
 * cycle means the files cannot be read, loaded or tested one without the other, and the order
 * they load in decides what each sees at first (a hook and its component, two forms, two blocks).
 */
export function sourceCycles(graph: ImportGraph): string[][] {
  return cyclesOf(new Map([...graph].filter(([file]) => file.startsWith('src/'))));
}

/** The cycles of a graph, each as its strongly connected set of nodes (Tarjan), sorted. */
export function cyclesOf(graph: Map<string, Iterable<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const members: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        members.push(member);
      } while (member !== node);
      const selfLoop = [...(graph.get(node) ?? [])].includes(node);
      if (members.length > 1 || selfLoop) cycles.push(members.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
