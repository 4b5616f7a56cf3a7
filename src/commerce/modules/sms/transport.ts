/**
 * How text messages leave the store (docs/decisions.md "SMS transport"): an SmsTransport takes one
 * message. The smsbox transport (SMS_TRANSPORT=smsbox, the default) writes each as a text file
 * under DATA_DIR/smsbox and logs it, as the mailbox does for mail; the Twilio transport
 * (SMS_TRANSPORT=twilio) posts it to Twilio's Messages API.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface SmsMessage {
  /** Unique per message: the sms_outbox row's id. */
  id: number;
  kind: string;
  /** E.164. */
  to: string;
  body: string;
}

export interface SmsTransport {
  /** Answers the provider's id of the message, when it gives one; throws when the message was not taken. */
  send(message: SmsMessage): Promise<{ providerId?: string }>;
}

/** Where the smsbox transport says what it wrote: the server's log. */
export type SmsLog = (entry: { smsId: number; kind: string; to: string; file: string }, message: string) => void;

export class SmsboxTransport implements SmsTransport {
  constructor(
    private readonly directory: string,
    private readonly log?: SmsLog,
  ) {}

  async send(message: SmsMessage): Promise<{ providerId?: string }> {
    await mkdir(this.directory, { recursive: true });
    const file = path.join(this.directory, `${String(message.id).padStart(8, '0')}-${message.kind}.txt`);
    // Written whole or not at all: a reader never sees half a message.
    await writeFile(`${file}.tmp`, `To: ${message.to}\n\n${message.body}\n`);
    await rename(`${file}.tmp`, file);
    this.log?.({ smsId: message.id, kind: message.kind, to: message.to, file }, 'sms written to the smsbox');
    return {};
  }
}

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sender: a Twilio number in E.164, or a messaging service id (MG...). */
  from: string;
  /** https://api.twilio.com unless told otherwise (a test's local fake). */
  apiUrl: string;
}

/** Twilio's Messages API: a form POST with basic authentication; a 2xx answer carries the message's sid. */
export class TwilioTransport implements SmsTransport {
  constructor(
    private readonly settings: TwilioSettings,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(message: SmsMessage): Promise<{ providerId?: string }> {
    const { accountSid, authToken, from, apiUrl } = this.settings;
    const form = new URLSearchParams({ To: message.to, Body: message.body });
    form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from);
    const response = await fetch(`${apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const answer = (await response.json().catch(() => ({}))) as { sid?: string; code?: number; message?: string };
    if (!response.ok) throw new Error(`Twilio answered ${response.status}: ${answer.code ?? ''} ${answer.message ?? ''}`.trim());
    return { providerId: answer.sid };
  }
}
