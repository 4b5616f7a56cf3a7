/**
 * The SMS transports on their own: the smsbox writes each message as a file and logs it; the
 * Twilio adapter posts Twilio's Messages API form to a fake provider on 127.0.0.1 and reads its
 * answer, a refusal included.
 */
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SmsboxTransport, TwilioTransport } from './transport.ts';

describe('the smsbox transport', () => {
  it('writes each message to a file named by its id and kind, and logs it', async () => {
    const directory = path.join(mkdtempSync(path.join(tmpdir(), 'tsl-smsbox-')), 'smsbox');
    const logged: string[] = [];
    const transport = new SmsboxTransport(directory, (entry, message) => logged.push(`${message} ${entry.to}`));
    await transport.send({ id: 7, kind: 'otp', to: '+85298000001', body: 'TSL: your verification code is 123456.' });
    expect(readdirSync(directory)).toEqual(['00000007-otp.txt']);
    expect(readFileSync(path.join(directory, '00000007-otp.txt'), 'utf8')).toBe('To: +85298000001\n\nTSL: your verification code is 123456.\n');
    expect(logged).toEqual(['sms written to the smsbox +85298000001']);
  });
});

describe('the Twilio transport', () => {
  async function fakeProvider(status: number, answer: object) {
    const received: Array<{ url: string; form: URLSearchParams; authorization?: string }> = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push({ url: request.url ?? '', form: new URLSearchParams(body), authorization: request.headers.authorization });
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { received, apiUrl, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it('posts the message with basic authentication and answers the message sid', async () => {
    const provider = await fakeProvider(201, { sid: 'SM123', status: 'queued' });
    try {
      const transport = new TwilioTransport({ accountSid: 'AC1', authToken: 'secret', from: 'MG99', apiUrl: `${provider.apiUrl}/` });
      expect(await transport.send({ id: 1, kind: 'otp', to: '+60122345678', body: '驗證碼 123456' })).toEqual({ providerId: 'SM123' });
      const [request] = provider.received;
      expect(request.url).toBe('/2010-04-01/Accounts/AC1/Messages.json');
      expect(request.authorization).toBe(`Basic ${Buffer.from('AC1:secret').toString('base64')}`);
      // A messaging service id goes as MessagingServiceSid, a number as From.
      expect(Object.fromEntries(request.form)).toEqual({ To: '+60122345678', Body: '驗證碼 123456', MessagingServiceSid: 'MG99' });
    } finally {
      await provider.close();
    }
  });

  it('throws with the provider’s code and message when it refuses', async () => {
    const provider = await fakeProvider(400, { code: 21211, message: "The 'To' number is not a valid phone number." });
    try {
      const transport = new TwilioTransport({ accountSid: 'AC1', authToken: 'secret', from: '+85230001234', apiUrl: provider.apiUrl });
      await expect(transport.send({ id: 2, kind: 'otp', to: '+85200000000', body: 'x' })).rejects.toThrow("Twilio answered 400: 21211 The 'To' number is not a valid phone number.");
      expect(provider.received[0].form.get('From')).toBe('+85230001234');
    } finally {
      await provider.close();
    }
  });
});
