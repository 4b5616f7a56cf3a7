/**
 * The few CSS text operations content needs: inline `style` attributes as maps, the `<style>`
 * blocks Page Builder writes for `data-pb-style` elements, and safe `url()` values.
 */

/** Splits `a: b; c: url(x;y)` into declarations, respecting parentheses and quotes. */
export function parseDeclarations(text: string): Map<string, string> {
  const declarations = new Map<string, string>();
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  const flush = (end: number) => {
    const declaration = text.slice(start, end);
    const colon = declaration.indexOf(':');
    if (colon > 0) {
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration
        .slice(colon + 1)
        .replace(/!important/i, '')
        .trim();
      if (property && value) declarations.set(property, value);
    }
    start = end + 1;
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === ';' && depth === 0) flush(index);
  }
  flush(text.length);
  return declarations;
}

/**
 * Page Builder (Magento 2.4.3+) moves element styles into `<style>` rules such as
 * `#html-body [data-pb-style=ABC]{…}`. Returns the declarations per data-pb-style id; rules inside
 * @media blocks are left out (they describe other breakpoints than the element's own style).
 */
export function pbStylesOf(styleText: string): Map<string, string> {
  const byId = new Map<string, string>();
  let depth = 0;
  let selectorStart = 0;
  let blockStart = -1;
  let selector = '';
  for (let index = 0; index < styleText.length; index += 1) {
    const char = styleText[index];
    if (char === '{') {
      if (depth === 0) {
        selector = styleText.slice(selectorStart, index).trim();
        blockStart = index + 1;
      }
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        if (!selector.startsWith('@')) {
          const body = styleText.slice(blockStart, index);
          for (const part of selector.split(',')) {
            const id = /\[data-pb-style=["']?([\w-]+)["']?\]\s*$/.exec(part.trim())?.[1];
            if (id) byId.set(id, `${byId.get(id) ?? ''};${body}`);
          }
        }
        selectorStart = index + 1;
      }
      depth = Math.max(0, depth);
    }
  }
  return byId;
}

const CSS_PROPERTY_NAME = /^-?[a-z][a-z-]*$/;

export function camelCaseProperty(property: string): string {
  return property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** A CSS value from content is kept only if it cannot break out of its declaration. */
export function safeCssValue(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (/[<>{};\\]|expression\s*\(|javascript:|url\s*\(/i.test(value)) return undefined;
  return value.trim();
}

export function isCssPropertyName(name: string): boolean {
  return CSS_PROPERTY_NAME.test(name);
}

/** `url("…")` for an image URL already checked to be http(s) or a path. */
export function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n\r]/g, (char) => encodeURIComponent(char))}")`;
}
