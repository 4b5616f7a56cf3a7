/**
 * The mail the store sent, as its shopper reads it: the test store's outbox delivered through the
 * mailbox transport (DATA_DIR/mailbox, one .eml file per mail, named by outbox id and kind), each
 * read back to its recipient, subject and text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RunningStore } from './server.ts';

export interface ReceivedMail {
  /** The outbox's kind: order_shipped, order_completed, ... */
  kind: string;
  to: string;
  subject: string;
  text: string;
}

/** A header's value, its folded lines joined and RFC 2047 encoded words decoded. */
function headerOf(eml: string, name: string): string {
  const value = new RegExp(`^${name}: (.*(?:\\r\\n .*)*)`, 'm').exec(eml)?.[1] ?? '';
  return value.replace(/\r\n /g, '').replace(/=\?UTF-8\?B\?([^?]+)\?=/g, (_, word: string) => Buffer.from(word, 'base64').toString('utf8'));
}

/** The plain text part (the whole body of a text-only mail), base64 as the transport writes it. */
function textOf(eml: string): string {
  const start = eml.indexOf('Content-Type: text/plain');
  const body = eml.slice(eml.indexOf('\r\n\r\n', start) + 4);
  return Buffer.from(body.split(/\r\n(?:--|\r\n)/)[0].replace(/\r\n/g, ''), 'base64').toString('utf8');
}

/** Delivers what waits in the store's outbox, then answers every mail in its mailbox, oldest first. */
export async function deliveredMail(store: RunningStore): Promise<ReceivedMail[]> {
  if (!store.app) throw new Error('the mailbox is read from a store this test started');
  await store.app.app.commerce.mail.deliver();
  const directory = store.app.config.mail.mailboxDir;
  return readdirSync(directory)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => {
      const eml = readFileSync(path.join(directory, file), 'utf8');
      return { kind: /^\d+-(.+)\.eml$/.exec(file)![1], to: headerOf(eml, 'To'), subject: headerOf(eml, 'Subject'), text: textOf(eml) };
    });
}
