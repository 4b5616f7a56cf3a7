/**
 * Registration's reCAPTCHA, where a widget would sit: the token goes with the form as
 * `g-recaptcha-response`, and the action sends it to the API as `X-ReCaptcha`. With the store's
 * local verifier (demo and tests) the page arrives with a token, and once scripts run the field
 * fetches a fresh one before it is two minutes old, as Google's widget refreshes its own. With
 * Google's reCAPTCHA v3 (RECAPTCHA_SITE_KEY) the page loads Google's script and asks it for a token
 * as the page opens and again before that one lapses; without scripts there is none, and the API
 * says reCAPTCHA refused the form.
 */
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/useT.ts';
import { useStorePath } from '../shell/StoreContext.tsx';
import styles from './account.module.css';
import { retryingFetch } from '../../lib/http/retryingFetch.ts';

export const CAPTCHA_FIELD = 'g-recaptcha-response';

/** Local tokens live two minutes, Google's too; a fresh one well before that. */
const REFRESH_MS = 90_000;

interface GoogleRecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: GoogleRecaptcha;
  }
}

/** A token from Google's script once it has loaded; null while it has not. */
function googleToken(siteKey: string): Promise<string> | null {
  const recaptcha = window.grecaptcha;
  if (!recaptcha) return null;
  return new Promise((resolve, reject) => recaptcha.ready(() => recaptcha.execute(siteKey, { action: 'create_account' }).then(resolve, reject)));
}

export function CaptchaField({ initialToken, googleSiteKey = null }: { initialToken: string | null; googleSiteKey?: string | null }) {
  const t = useT();
  const storePath = useStorePath();
  const [token, setToken] = useState(initialToken);
  useEffect(() => {
    if (initialToken === null && googleSiteKey === null) return;
    const refresh = () => {
      if (googleSiteKey) {
        googleToken(googleSiteKey)
          ?.then(setToken)
          .catch(() => undefined);
        return;
      }
      retryingFetch(storePath('/api/captcha-token'), { credentials: 'same-origin' })
        .then((response) => response.json() as Promise<{ token: string | null }>)
        .then((answer) => setToken(answer.token))
        .catch(() => undefined);
    };
    // Google's script arrives after the page: ask as soon as it is there.
    let waiting: number | undefined;
    if (googleSiteKey) {
      waiting = window.setInterval(() => {
        if (!window.grecaptcha) return;
        window.clearInterval(waiting);
        refresh();
      }, 200);
    }
    const timer = window.setInterval(refresh, REFRESH_MS);
    return () => {
      window.clearInterval(timer);
      if (waiting !== undefined) window.clearInterval(waiting);
    };
  }, [initialToken, googleSiteKey, storePath]);
  return (
    <div className={styles.hint}>
      {googleSiteKey ? <script src={`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(googleSiteKey)}`} async /> : null}
      <input type="hidden" name={CAPTCHA_FIELD} value={token ?? ''} />
      <p className={styles.hint}>{t(token || googleSiteKey ? 'account.captcha' : 'account.captchaUnavailable')}</p>
    </div>
  );
}
