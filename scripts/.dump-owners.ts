import { readTableUses } from '/work/wt-owners/test/tableAccess.ts';
const uses = readTableUses('/work/wt-owners');
const part = (f: string) => /^src\/commerce\/modules\/([^/]+)\//.exec(f)?.[1] ?? f;
const by = new Map<string, Set<string>>();
for (const u of uses) { const k = `${part(u.file)} ${u.kind}`; by.set(k, (by.get(k) ?? new Set()).add(u.table)); }
for (const [k, v] of [...by].sort()) console.log(k.padEnd(50), [...v].sort().join(' '));
