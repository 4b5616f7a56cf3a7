/**
 * The storefront's built scripts wrap their CommonJS packages (React DOM, the scheduler, Leaflet)
 * in `function` expressions in parentheses, which Chromium compiles while the script downloads, and
 * no longer in arrows, which it compiled on the main thread when the page's entry ran
 * (vite.config.ts, `eagerModuleWrappers`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const assets = path.resolve('build/client/assets');
const scripts = readdirSync(assets)
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({ name, code: readFileSync(path.join(assets, name), 'utf8') }));

/** `x=t((e=>{` or `x=t(((e,t)=>{`: a module's body as the bundler wraps it by default, minified. */
const arrowWrapper = /=[\w$]+\(\(\(?[\w$]+(?:,[\w$]+)*\)?=>\{/;
/** `x=t((function(e,t){`. */
const functionWrapper = /=[\w$]+\(\(function\([\w$]+(?:,[\w$]+)*\)\{/;

describe('built scripts', () => {
  it('wrap CommonJS modules in function expressions, never arrows', () => {
    const reactDom = scripts.filter(({ code }) => code.includes('__REACT_DEVTOOLS_GLOBAL_HOOK__'));
    expect(reactDom.length).toBeGreaterThan(0);
    for (const { code } of reactDom) expect(code).toMatch(functionWrapper);
    expect(scripts.filter(({ code }) => arrowWrapper.test(code)).map(({ name }) => name)).toEqual([]);
  });
});
