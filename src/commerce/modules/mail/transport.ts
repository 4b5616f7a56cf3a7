/**
 * How mail leaves the store (docs/design.md, Data): a MailTransport takes one message. The mailbox
 * transport (MAIL_TRANSPORT=mailbox) writes each as an RFC 5322 .eml file under DATA_DIR/mailbox,
 * which any mail client opens; an SMTP transport implements the same interface.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface MailMessage {
  /** Unique per message: the outbox row's id. */
  id: number;
  kind: string;
  from: string;
  to: string;
  subject: string;
  /** Plain text. */
  body: string;
  /** HTML beside the text, when the mail has it: sent as multipart/alternative. */
  html?: string | null;
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

/** A header value in RFC 2047 encoded words when it is not plain ASCII. */
export function encodeHeader(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value)) return value;
  // Encoded words stay under 75 characters: 45 bytes of UTF-8 per word, cut between characters.
  const words: string[] = [];
  let chunk = '';
  for (const character of value) {
    if (Buffer.byteLength(chunk + character) > 45) {
      words.push(chunk);
      chunk = '';
    }
    chunk += character;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word).toString('base64')}?=`).join('\r\n ');
}

/** The address part of "Name <address>" encoded as a header: the name may be Chinese. */
function encodeAddress(value: string): string {
  const match = /^(.*)<([^>]+)>\s*$/.exec(value);
  if (!match) return value.trim();
  const name = match[1].trim();
  return name ? `${encodeHeader(name)} <${match[2].trim()}>` : `<${match[2].trim()}>`;
}

function base64Lines(text: string): string {
  return Buffer.from(text.replace(/\r?\n/g, '\r\n')).toString('base64').replace(/.{76}/g, '$&\r\n');
}

export function toEml(message: MailMessage, date = new Date()): string {
  const domain = /@([^>\s]+)/.exec(message.from)?.[1] ?? 'localhost';
  const headers = [
    `From: ${encodeAddress(message.from)}`,
    `To: ${encodeAddress(message.to)}`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <outbox-${message.id}@${domain}>`,
    'MIME-Version: 1.0',
  ];
  if (!message.html) {
    return [...headers, 'Content-Type: text/plain; charset=UTF-8', 'Content-Transfer-Encoding: base64', '', base64Lines(message.body), ''].join('\r\n');
  }
  // Text first, HTML last: a mail client shows the last part it can draw.
  const boundary = `=_outbox-${message.id}`;
  return [
    ...headers,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(message.body),
    `--${boundary}`,
    'Content-Type: text/html; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(message.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

export class MailboxTransport implements MailTransport {
  constructor(private readonly directory: string) {}

  async send(message: MailMessage): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    const file = path.join(this.directory, `${String(message.id).padStart(8, '0')}-${message.kind}.eml`);
    // Written whole or not at all: a reader never sees half a message.
    await writeFile(`${file}.tmp`, toEml(message));
    await rename(`${file}.tmp`, file);
  }
}
