/**
 * The contact form (Magento's contactUs): a shopper's message is checked, written as a mail to the
 * store's own address (MAIL_CONTACT_TO) and queued in the outbox like every other mail, so it is
 * delivered, retried and kept the same way. The shopper's address is in the text to answer to.
 */
import { ADDRESS_LIMITS } from '../../../rules/address.ts';
import { emailSchema, NAME_MAX_LENGTH, normalizeEmail } from '../../../rules/customer.ts';
import type { LocaleKey } from '../../../rules/locales.ts';
import { inputError } from '../../core/errors.ts';
import type { Database } from '../../db/connect.ts';
import { queueMail, type OutboxMail } from './outbox.ts';

/** Long enough for a question about a piece, short enough to read in one mail. */
export const CONTACT_COMMENT_MAX_LENGTH = 2000;
/** A first and a last name, as the account's fields allow each. */
const CONTACT_NAME_MAX_LENGTH = NAME_MAX_LENGTH * 2;

export interface ContactMessageInput {
  name: string;
  email: string;
  telephone?: string | null;
  comment: string;
}

/** Checks the form; the first problem is refused in the shopper's language. */
function checkContactMessage(input: ContactMessageInput): ContactMessageInput {
  const name = input.name.trim();
  const comment = input.comment.trim();
  const telephone = input.telephone?.trim() || null;
  if (!name) throw inputError('contact.nameRequired');
  if (name.length > CONTACT_NAME_MAX_LENGTH) throw inputError('contact.nameTooLong', { max: CONTACT_NAME_MAX_LENGTH });
  if (!emailSchema.safeParse(input.email.trim()).success) throw inputError('contact.emailInvalid');
  if (telephone && telephone.length > ADDRESS_LIMITS.telephone) throw inputError('contact.telephoneTooLong', { max: ADDRESS_LIMITS.telephone });
  if (!comment) throw inputError('contact.commentRequired');
  if (comment.length > CONTACT_COMMENT_MAX_LENGTH) throw inputError('contact.commentTooLong', { max: CONTACT_COMMENT_MAX_LENGTH });
  return { name, email: normalizeEmail(input.email.trim()), telephone, comment };
}

/** The mail the store receives, naming the language of the store view the shopper wrote from. */
export function contactMessageMail(message: ContactMessageInput, recipient: string, locale: LocaleKey): OutboxMail {
  const body = [
    `Name: ${message.name}`,
    `Email: ${message.email}`,
    ...(message.telephone ? [`Telephone: ${message.telephone}`] : []),
    `Language: ${locale}`,
    '',
    message.comment,
  ].join('\n');
  return { kind: 'contact_message', recipient, locale, subject: `Contact form: ${message.name}`, body };
}

export class ContactMessages {
  constructor(
    private readonly db: Database,
    private readonly recipient: string,
  ) {}

  async send(input: ContactMessageInput, locale: LocaleKey): Promise<void> {
    await queueMail(this.db, contactMessageMail(checkContactMessage(input), this.recipient, locale));
  }
}
