/**
 * The repository speaks for itself: its comments and docs cite its own pages (docs/design.md,
 * docs/conventions.md, docs/stack.md, ...; docs/conventions.md, Comments), never design notes kept
 * outside it, and every page and section they cite exists. The rules run over the repository's
 * files, and over small made-up files to show that each one fails when broken.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The folders and files whose text cites docs: everything a reader of the repository reads. */
const READ_FOLDERS = ['src', 'e2e', 'test', 'scripts', 'bench', 'docs', '.ci'];
const TEXT_FILE = /(\.(ts|tsx|js|mjs|cjs|css|md|graphql|json|sql|sh|yml|yaml)|^run)$/;
const NOT_READ = new Set(['node_modules', 'screenshots', 'generated', 'build']);

/** Path relative to the root -> text. */
type Files = Map<string, string>;

function readRepository(): Files {
  const files: Files = new Map();
  const add = (relative: string) => files.set(relative, readFileSync(path.join(root, relative), 'utf8'));
  const walk = (folder: string) => {
    for (const name of readdirSync(path.join(root, folder))) {
      const relative = `${folder}/${name}`;
      if (statSync(path.join(root, relative)).isDirectory()) {
        if (!NOT_READ.has(name)) walk(relative);
      } else if (TEXT_FILE.test(name)) add(relative);
    }
  };
  for (const folder of READ_FOLDERS) if (existsSync(path.join(root, folder))) walk(folder);
  for (const name of readdirSync(root)) if (name === 'README.md' || /\.(ts|js)$/.test(name)) add(name);
  return files;
}

/** Design notes that live outside the repository, which a reader of it cannot follow. */
const OUTSIDE_NOTES = /\b(DESIGN|STYLE)\.md\b|\bSTACK[- ]NOTES\b/;

/** Each line that cites a note kept outside the repository, as `file:line`. */
function outsideCitations(files: Files): string[] {
  const found: string[] = [];
  for (const [file, text] of files) {
    text.split('\n').forEach((line, index) => {
      if (OUTSIDE_NOTES.test(line)) found.push(`${file}:${index + 1}`);
    });
  }
  return found;
}

/** A page's headings, without their #s. */
function headingsOf(markdown: string): string[] {
  return [...markdown.matchAll(/^#{1,6} +(.+?) *$/gm)].map((match) => match[1]);
}

/**
 * Citations of a docs page that lead nowhere: a page that does not exist, a section of the
 * design, conventions or stack page that has no heading of that name ("docs/design.md, Data",
 * "docs/design.md (API)", "docs/design.md, Data and Security"), or a quoted decision no heading
 * begins with (`docs/decisions.md, "Mail through an outbox"`).
 */
function brokenCitations(files: Files, pageText: (page: string) => string | undefined): string[] {
  const broken: string[] = [];
  for (const [file, text] of files) {
    for (const match of text.matchAll(/\bdocs\/([\w-]+\.md)(?:, "([^"\n]+)"|(?:, | \()([A-Z][\w-]*(?: [A-Za-z][\w-]*)*))?/g)) {
      const [citation, page, quoted, named] = match;
      const where = `${file}: ${citation}`;
      const markdown = pageText(page);
      if (markdown === undefined) {
        broken.push(where);
        continue;
      }
      const headings = headingsOf(markdown);
      if (quoted !== undefined && !headings.some((heading) => heading.startsWith(quoted))) broken.push(where);
      if (named !== undefined && ['design.md', 'conventions.md', 'stack.md'].includes(page)) {
        // A section's name may run on into the sentence ("Scaling, goes ..."): some leading words name it.
        const isNamed = (part: string) => {
          const words = part.split(' ');
          return words.some((_, count) => headings.includes(words.slice(0, count + 1).join(' ')));
        };
        if (!named.split(' and ').every(isNamed)) broken.push(where);
      }
    }
  }
  return broken;
}

function docsPage(page: string): string | undefined {
  const file = path.join(root, 'docs', page);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

describe('the repository', () => {
  const files = readRepository();

  it('reads the code, the tests and the docs', () => {
    expect(files.has('src/rules/money.ts')).toBe(true);
    expect(files.has('docs/design.md')).toBe(true);
    expect(files.has('README.md')).toBe(true);
    expect(files.has('vitest.config.ts')).toBe(true);
  });

  it('cites no design note kept outside it', () => {
    expect(outsideCitations(files)).toEqual([]);
  });

  it('cites only docs pages and sections that exist', () => {
    expect(brokenCitations(files, docsPage)).toEqual([]);
  });
});

describe('the rules, on made-up files', () => {
  // Built from parts, so that this file's own text cites nothing.
  const outside = ['DESIGN', 'md'].join('.');
  const notes = ['STACK', 'NOTES'].join('-');
  const cite = (page: string, rest = '') => `docs/${page}.md${rest}`;
  const pages: Record<string, string> = {
    'design.md': '# Design\n\n## Data\n\n## Security\n',
    'decisions.md': '# Decisions\n\n## Mail through an outbox\n',
  };
  const pageText = (page: string) => pages[page];

  it('find a citation of a note kept outside the repository', () => {
    const files: Files = new Map([
      ['src/a.ts', `// Money in minor units (${outside} §5).\nexport const a = 1;`],
      ['vitest.config.ts', `// One graphql (${notes} 2).`],
      ['src/b.ts', `// Money in minor units (${cite('design', ', Data')}).`],
    ]);
    expect(outsideCitations(files)).toEqual(['src/a.ts:1', 'vitest.config.ts:1']);
  });

  it('find a missing page, section or decision, and accept those that exist', () => {
    const files: Files = new Map([
      ['src/good.ts', [
        `// (${cite('design', ', Data')}) (${cite('design', ', Security: "attempts are limited"')})`,
        `// (${cite('design', ', Data and Security')}) (${cite('design', ' (Security)')}) (${cite('design')})`,
        `// (${cite('design', ', Security, CSRF')}) (${cite('decisions', ', "Mail through"')})`,
      ].join('\n')],
      ['src/noPage.ts', `// (${cite('nowhere', ', Data')})`],
      ['src/noSection.ts', `// (${cite('design', ', Scaling')})`],
      ['src/halfSection.ts', `// (${cite('design', ', Data and Scaling')})`],
      ['src/noDecision.ts', `// (${cite('decisions', ', "Mail by pigeon"')})`],
    ]);
    expect(brokenCitations(files, pageText)).toEqual([
      `src/noPage.ts: ${cite('nowhere', ', Data')}`,
      `src/noSection.ts: ${cite('design', ', Scaling')}`,
      `src/halfSection.ts: ${cite('design', ', Data and Scaling')}`,
      `src/noDecision.ts: ${cite('decisions', ', "Mail by pigeon"')}`,
    ]);
  });
});
