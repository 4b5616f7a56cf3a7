/**
 * Login for authorised users (spec 000 §2 /authorizedUser/login): where WeChat and Facebook send
 * the shopper back once they authorised the store (docs/decisions.md). A bound identity signs in
 * (session cookies as sign-in sets them, then checkout or the page that asked, as sign-in goes);
 * a binding asked from the account page binds and returns there. An identity bound to no account
 * is offered "sign in to link" or "create an account", and is linked as soon as either is done.
 * Anything else (expired, cancelled, the provider unavailable, a refusal) is said here.
 */
import { data, Link } from 'react-router';
import type { Route } from './+types/authorizedUserLogin';
import { useStorePath } from '../components/shell/StoreContext.tsx';
import { useT } from '../i18n/useT.ts';
import { PRIVATE_NO_STORE } from '../lib/account/accountForms.server.ts';
import { messageOf, pageMeta } from '../lib/storeView/meta.ts';
import { SIGN_IN_REDIRECT_PARAM } from '../lib/session/signInRedirect.ts';
import { finishSocialSignIn } from '../lib/socialSignIn/socialFlow.server.ts';
import styles from '../components/account/account.module.css';
import socialStyles from '../components/socialSignIn/social.module.css';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, { title: messageOf(matches, 'social.landingTitleGeneric'), noIndex: true });

export function headers() {
  return PRIVATE_NO_STORE;
}

export async function loader(args: Route.LoaderArgs) {
  const { outcome, cookies } = await finishSocialSignIn(args);
  const headers = new Headers(PRIVATE_NO_STORE);
  for (const line of cookies) headers.append('Set-Cookie', line);
  return data(outcome, { status: outcome.kind === 'unbound' ? 200 : 400, headers });
}

export default function AuthorizedUserLoginPage({ loaderData: outcome }: Route.ComponentProps) {
  const t = useT();
  const storePath = useStorePath();
  const provider = outcome.provider ? t(`social.provider.${outcome.provider}`) : '';
  if (outcome.kind === 'unbound') {
    const signIn = outcome.redirect ? `/sign-in?${new URLSearchParams({ [SIGN_IN_REDIRECT_PARAM]: outcome.redirect })}` : '/sign-in';
    return (
      <div className={`page-width ${styles.page}`}>
        <div className={styles.narrow}>
          <header className={styles.header}>
            <h1>{t('social.unboundTitle', { provider })}</h1>
          </header>
          <p>{t('social.unboundIntro', { provider, name: outcome.name })}</p>
          <div className={styles.actions}>
            <Link className="button button--primary" to={storePath(signIn)}>
              {t('social.signInToBind')}
            </Link>
            <Link className="button" to={storePath('/create-account')}>
              {t('social.createAccountToBind')}
            </Link>
          </div>
        </div>
      </div>
    );
  }
  const message =
    outcome.reason === 'api' && outcome.message
      ? outcome.message
      : outcome.reason === 'unavailable'
        ? t('social.unavailable', { provider })
        : outcome.reason === 'cancelled'
          ? t('social.cancelled', { provider })
          : t('social.expired');
  const binding = outcome.intent === 'bind';
  return (
    <div className={`page-width ${styles.page}`}>
      <div className={styles.narrow}>
        <header className={styles.header}>
          <h1>{provider ? t(binding ? 'social.bindTitle' : 'social.landingTitle', { provider }) : t('social.landingTitleGeneric')}</h1>
        </header>
        <p className={socialStyles.refusal} role="alert">
          {message}
        </p>
        <p>
          <Link to={storePath(binding ? '/account' : '/sign-in')}>{t(binding ? 'social.backToAccount' : 'social.backToSignIn')}</Link>
        </p>
      </div>
    </div>
  );
}
