import { describe, expect, it } from 'vitest';
import { withSharedLeaves } from './sharedValues.server.ts';

describe('withSharedLeaves', () => {
  it('makes equal objects of primitives one object, leaving the value equal', () => {
    const blocks = [
      { type: 'row', style: { paddingTop: '0px', borderStyle: 'none' }, children: [{ type: 'html', style: { paddingTop: '0px', borderStyle: 'none' }, html: '<p>a</p>' }] },
      { type: 'row', style: { paddingTop: '0px', borderStyle: 'none' }, background: { size: 'cover', image: null }, children: [] },
    ];
    const shared = withSharedLeaves(blocks);
    expect(shared).toEqual(blocks);
    expect(shared[0].style).toBe(shared[1].style);
    expect(shared[0].children[0].style).toBe(shared[0].style);
  });

  it('keeps objects that differ in a value or in the order of their fields apart', () => {
    const [a, b, c] = withSharedLeaves([{ top: '0px', left: '1px' }, { top: '0px', left: '2px' }, { left: '1px', top: '0px' }]);
    expect(a).not.toBe(b);
    expect(a).not.toBe(c);
  });

  it('leaves dates, maps and class instances alone', () => {
    const when = new Date(0);
    const [shared] = withSharedLeaves([{ when }]);
    expect(shared.when).toBe(when);
  });
});
