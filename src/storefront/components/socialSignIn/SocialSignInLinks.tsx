/**
 * "Sign in with WeChat" and "Sign in with Facebook": links to the start of the provider's sign-in
 * (a resource route that sends the browser to the provider), keeping where sign-in goes afterwards
 * (checkout, or the page that needed a session). Plain links: they work before scripts load.
 */
import { useId } from 'react';
import { useT } from '../../i18n/useT.ts';
import { SOCIAL_PROVIDERS } from '../../lib/socialSignIn/socialCookies.ts';
import { socialStartPath } from '../../lib/socialSignIn/socialPaths.ts';
import { useStore } from '../shell/StoreContext.tsx';
import styles from './social.module.css';

/** `inMenu`: the account menu's narrow panel, with the buttons one above the other. */
export function SocialSignInLinks({ redirectTo = '', inMenu = false }: { redirectTo?: string; inMenu?: boolean }) {
  const t = useT();
  const { view } = useStore();
  const headingId = useId();
  const Heading = inMenu ? 'p' : 'h2';
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {t('social.orSignInWith')}
      </Heading>
      <ul className={inMenu ? `${styles.providers} ${styles.stacked}` : styles.providers}>
        {SOCIAL_PROVIDERS.map((provider) => (
          <li key={provider}>
            <a className="button" href={socialStartPath(view, provider, redirectTo)} data-provider={provider}>
              {t('social.signInWithProvider', { provider: t(`social.provider.${provider}`) })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
