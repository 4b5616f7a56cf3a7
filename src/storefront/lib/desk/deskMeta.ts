/** The order desk's titles ("Orders | Order desk") and its pages kept from search engines. */
import type { MetaDescriptor } from 'react-router';
import type { MessageId } from '../../i18n/useT.ts';
import { messageOf } from '../storeView/meta.ts';

type Matches = Parameters<typeof messageOf>[0];

export function deskMeta(matches: Matches, title: MessageId, values: Record<string, string | number> = {}): MetaDescriptor[] {
  return [{ title: `${messageOf(matches, title, values)} | ${messageOf(matches, 'desk.title')}` }, { name: 'robots', content: 'noindex, nofollow' }];
}
