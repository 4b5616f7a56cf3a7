/**
 * Mail an account sends (the password reset link), behind a small interface (docs/design.md, Security): the
 * store's mail outbox implements it (mail/accountMails.ts); the local mailer below keeps the latest
 * messages in memory, for a service composed without a database outbox.
 */
import type { LocaleKey } from '../../../rules/locales.ts';

export interface PasswordResetMail {
  to: string;
  firstname: string;
  /** The storefront page that sets the new password, with the token and email in its query. */
  link: string;
  locale: LocaleKey;
}

export interface AccountMailer {
  sendPasswordReset(mail: PasswordResetMail): Promise<void>;
}

const KEPT_MESSAGES = 50;

export class LocalAccountMailer implements AccountMailer {
  readonly sent: PasswordResetMail[] = [];

  constructor(private readonly log: (message: string, mail: PasswordResetMail) => void = () => {}) {}

  async sendPasswordReset(mail: PasswordResetMail): Promise<void> {
    this.sent.push(mail);
    if (this.sent.length > KEPT_MESSAGES) this.sent.shift();
    this.log('password reset mail', mail);
  }
}
