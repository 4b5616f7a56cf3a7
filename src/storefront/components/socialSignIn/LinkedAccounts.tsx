/**
 * The account page's linked accounts (spec 000 §2 "WeChat and Facebook binding"): each provider
 * with the identity bound to the account and a form to unbind it, or a form to bind one. Binding
 * goes through the provider's consent page, so its form posts as a whole document.
 */
import { Form } from 'react-router';
import { useT } from '../../i18n/useT.ts';
import { SOCIAL_PROVIDERS } from '../../lib/socialSignIn/socialCookies.ts';
import { socialStartPath } from '../../lib/socialSignIn/socialPaths.ts';
import { useStore } from '../shell/StoreContext.tsx';
import { Notice } from '../form/Field.tsx';
import accountStyles from '../account/account.module.css';
import styles from './social.module.css';

export interface LinkedAccount {
  id: number;
  provider: 'WECHAT' | 'FACEBOOK';
  display_name: string;
}

export const UNBIND_FORM = 'unbind-social';

export function LinkedAccounts({ accounts, notice, refusal }: { accounts: LinkedAccount[]; notice?: string; refusal?: string }) {
  const t = useT();
  const { view } = useStore();
  return (
    <section className={accountStyles.panel} aria-labelledby="linked-accounts-title" id="linked-accounts">
      <h2 id="linked-accounts-title">{t('social.linkedAccounts')}</h2>
      {notice ? (
        <Notice>{notice}</Notice>
      ) : null}
      {refusal ? (
        <p className={styles.refusal} role="alert">
          {refusal}
        </p>
      ) : null}
      <p>{t('social.linkedIntro')}</p>
      <ul className={styles.linked}>
        {SOCIAL_PROVIDERS.map((provider) => {
          const label = t(`social.provider.${provider}`);
          const bound = accounts.find((account) => account.provider.toLowerCase() === provider);
          return (
            <li key={provider} className={styles.linkedRow} data-provider={provider}>
              <span className={styles.linkedName}>
                <strong>{label}</strong>
                <span className={styles.status}>{bound ? t('social.linkedAs', { name: bound.display_name }) : t('social.notLinked')}</span>
              </span>
              {bound ? (
                <Form method="post">
                  <input type="hidden" name="form" value={UNBIND_FORM} />
                  <input type="hidden" name="id" value={bound.id} />
                  <button type="submit" className="button">
                    {t('social.unlink', { provider: label })}
                  </button>
                </Form>
              ) : (
                <Form method="post" action={socialStartPath(view, provider)} reloadDocument>
                  <input type="hidden" name="intent" value="bind" />
                  <button type="submit" className="button">
                    {t('social.link', { provider: label })}
                  </button>
                </Form>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
