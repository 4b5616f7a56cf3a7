/**
 * A product's shelf tags for printing (spec 000 §4: staff add other than made-to-order pieces by
 * QR code): one tag per piece, or per size of a piece with sizes, each with the name, the SKU, the
 * price and the QR code with its code printed under it. Drawn without the store's header and footer
 * (chromeRules.ts), as a sheet for the printer; only a staff session may see it.
 */
import { Link, redirect } from 'react-router';
import { useEffect, useState } from 'react';
import type { Route } from './+types/staffProductTags';
import { ShelfTagCode } from '../components/staff/ShelfTagCode.tsx';
import { useStorePath } from '../components/shell/StoreContext.tsx';
import { useT } from '../i18n/useT.ts';
import { PRIVATE_NO_STORE } from '../lib/account/accountForms.server.ts';
import { isSessionGone } from '../lib/session/sessionGone.server.ts';
import { notFound } from '../lib/http/responses.ts';
import { requireStoreView } from '../lib/http/storeRequest.server.ts';
import { shelfTagsOf } from '../lib/staff/shelfTags.server.ts';
import { requireStaffSession } from '../lib/staff/staffSession.server.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { storePath } from '../lib/storeView/storeView.ts';
import styles from '../components/staff/shelfTags.module.css';

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location }, { title: messageOf(matches, 'staff.tags.title'), noIndex: true });

export function headers() {
  return PRIVATE_NO_STORE;
}

export async function loader(args: Route.LoaderArgs) {
  const view = requireStoreView(args);
  requireStaffSession(args);
  const answer = await shelfTagsOf(args.context, view, args.params.sku);
  if ('tags' in answer) return { sku: args.params.sku, tags: answer.tags };
  // Not a staff member's session (or no longer one): the staff sign-in.
  if (isSessionGone(answer.errors)) throw redirect(storePath(view, '/staffLogin'), { headers: PRIVATE_NO_STORE });
  throw notFound();
}

export default function StaffProductTagsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const storePath = useStorePath();
  const { sku, tags } = loaderData;
  // Printing needs scripts; without them the browser's own print command prints the same sheet.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  return (
    <div className={`page-width ${styles.page}`}>
      <header className={styles.header}>
        <h1>{t('staff.tags.title')}</h1>
        <p>{t('staff.tags.intro', { sku })}</p>
        <p className={styles.actions}>
          {scripted && tags.length > 0 ? (
            <button type="button" className="button button--primary" onClick={() => window.print()}>
              {t('staff.tags.print')}
            </button>
          ) : null}
          <Link to={storePath('/cart')}>{t('staff.tags.toBag')}</Link>
        </p>
      </header>
      {tags.length === 0 ? <p>{t('staff.tags.none')}</p> : null}
      <ul className={styles.sheet}>
        {tags.map((tag) => (
          <li key={tag.sku} className={styles.tag} data-testid="shelf-tag">
            <p className={styles.name}>{tag.name}</p>
            <TagOptions name={tag.name} options={tag.options} />
            <p className={styles.sku}>{t('product.sku', { sku: tag.sku })}</p>
            <p className={styles.price} data-testid="shelf-tag-price">
              {tag.price}
            </p>
            <ShelfTagCode tag={tag} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A size's options, unless its name says them already ("… – Size 12"). */
function TagOptions({ name, options }: { name: string; options: string[] }) {
  const unsaid = options.filter((option) => !name.includes(option));
  return unsaid.length > 0 ? <p className={styles.options}>{unsaid.join(' · ')}</p> : null;
}
