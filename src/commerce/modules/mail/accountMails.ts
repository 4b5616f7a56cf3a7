/**
 * Account mail through the outbox: the password reset link, in the language of the store view it
 * was asked from. The mailbox transport delivers it in the demo; an SMTP transport in production.
 */
import { pickLocalized, type LocalizedText } from '../../../rules/locales.ts';
import type { Database } from '../../db/connect.ts';
import type { AccountMailer, PasswordResetMail } from '../customers/index.ts';
import { STORE_NAME } from './orderMails.ts';
import { queueMail, type OutboxMail } from './outbox.ts';

export function passwordResetMail(mail: PasswordResetMail): OutboxMail {
  const store = pickLocalized(STORE_NAME, mail.locale);
  const text: LocalizedText = {
    en: [
      `Dear ${mail.firstname},`,
      '',
      'We received a request to reset the password of your account. Open this link within two hours to choose a new one:',
      mail.link,
      '',
      'If you did not ask for it, ignore this mail: your password stays as it is.',
      '',
      store,
    ].join('\n'),
    'zh-Hant': [`${mail.firstname} 您好：`, '', '我們收到重設您帳戶密碼的要求。請於兩小時內開啟以下連結設定新密碼：', mail.link, '', '如非您本人提出，請忽略此郵件，您的密碼不會改變。', '', store].join('\n'),
    'zh-Hans': [`${mail.firstname} 您好：`, '', '我们收到重设您账户密码的要求。请于两小时内打开以下链接设置新密码：', mail.link, '', '如非您本人提出，请忽略此邮件，您的密码不会改变。', '', store].join('\n'),
  };
  const subject: LocalizedText = { en: 'Reset your password', 'zh-Hant': '重設您的密碼', 'zh-Hans': '重设您的密码' };
  return { kind: 'password_reset', recipient: mail.to, locale: mail.locale, subject: pickLocalized(subject, mail.locale), body: pickLocalized(text, mail.locale) };
}

export class OutboxAccountMailer implements AccountMailer {
  constructor(private readonly db: Database) {}

  async sendPasswordReset(mail: PasswordResetMail): Promise<void> {
    await queueMail(this.db, passwordResetMail(mail));
  }
}
