/**
 * reCAPTCHA behind a small interface (docs/design.md, Security): Google's reCAPTCHA v3 when its keys are
 * configured, else a local verifier that checks tokens the store signs itself, so the demo and the
 * tests register accounts through the same check. Clients send the token in the X-ReCaptcha header,
 * as Magento's reCAPTCHA modules expect.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { AccountsConfig } from '../../config.ts';
import { sameSecret } from '../../core/sameSecret.ts';

/** The forms a token is checked for (Magento's ReCaptchaFormEnum names). */
export type CaptchaForm = 'CUSTOMER_CREATE';

export interface CaptchaVerifier {
  /** `local` or `recaptcha_v3`: what a client must run to obtain a token. */
  readonly kind: 'local' | 'recaptcha_v3';
  /** The key a client's widget uses (Google's site key; "local" for the local verifier). */
  readonly siteKey: string;
  readonly minimumScore: number;
  verify(token: string, form: CaptchaForm, clientIp: string): Promise<boolean>;
}

/** Local tokens live two minutes, as Google's do. */
const LOCAL_TOKEN_LIFETIME_MS = 2 * 60 * 1000;

function localSignature(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

/** A token the local verifier accepts for `form` until it is two minutes old. */
export function issueLocalCaptchaToken(secret: string, form: CaptchaForm, now = Date.now()): string {
  const payload = `${form}.${now}.${randomBytes(9).toString('base64url')}`;
  return `${payload}.${localSignature(secret, payload).toString('base64url')}`;
}

export class LocalCaptchaVerifier implements CaptchaVerifier {
  readonly kind = 'local' as const;
  readonly siteKey = 'local';
  readonly minimumScore = 0.5;

  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  issue(form: CaptchaForm): string {
    return issueLocalCaptchaToken(this.secret, form, this.now());
  }

  async verify(token: string, form: CaptchaForm): Promise<boolean> {
    const parts = token.split('.');
    if (parts.length !== 4) return false;
    const [tokenForm, issuedAt, , signature] = parts;
    const expected = localSignature(this.secret, parts.slice(0, 3).join('.'));
    if (!sameSecret(Buffer.from(signature, 'base64url'), expected)) return false;
    const age = this.now() - Number(issuedAt);
    return tokenForm === form && age >= 0 && age <= LOCAL_TOKEN_LIFETIME_MS;
  }
}

/** Google reCAPTCHA v3: the token's score must reach the configured minimum. */
export class GoogleRecaptchaVerifier implements CaptchaVerifier {
  readonly kind = 'recaptcha_v3' as const;

  constructor(
    private readonly keys: NonNullable<AccountsConfig['recaptcha']>,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  get siteKey(): string {
    return this.keys.siteKey;
  }

  get minimumScore(): number {
    return this.keys.minScore;
  }

  async verify(token: string, _form: CaptchaForm, clientIp: string): Promise<boolean> {
    const body = new URLSearchParams({ secret: this.keys.secretKey, response: token, remoteip: clientIp });
    try {
      const response = await this.fetchImpl('https://www.google.com/recaptcha/api/siteverify', { method: 'POST', body, signal: AbortSignal.timeout(5000) });
      const answer = (await response.json()) as { success?: boolean; score?: number };
      return answer.success === true && (answer.score ?? 0) >= this.keys.minScore;
    } catch {
      // An unreachable verifier must not let registrations through.
      return false;
    }
  }
}

export function captchaVerifierFor(config: AccountsConfig): CaptchaVerifier {
  return config.recaptcha ? new GoogleRecaptchaVerifier(config.recaptcha) : new LocalCaptchaVerifier(config.localCaptchaSecret);
}
