/**
 * The store view's menu as `/{prefix}/api/menu` answers it (routes/menuTree.ts), asked once per
 * store view and page load: the drawer's tree, and the mega menu's HTML for a header first drawn in
 * the browser.
 */
import type { MenuAnswer } from '../../../routes/menuTree.ts';
import { storePath, type StoreViewDefinition } from '../../../lib/storeView/storeView.ts';

const asked = new Map<string, Promise<MenuAnswer>>();

export function storeMenu(view: StoreViewDefinition): Promise<MenuAnswer> {
  let answer = asked.get(view.code);
  if (!answer) {
    answer = fetch(storePath(view, '/api/menu'), { headers: { accept: 'application/json' } }).then((response) => {
      if (!response.ok) throw new Error(`menu answered ${response.status}`);
      return response.json() as Promise<MenuAnswer>;
    });
    // A failed answer is asked again next time (the drawer opened once more, say).
    answer.catch(() => asked.delete(view.code));
    asked.set(view.code, answer);
  }
  return answer;
}
