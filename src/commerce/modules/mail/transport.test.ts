import { describe, expect, it } from 'vitest';
import { encodeHeader, toEml } from './transport.ts';

const decode = (header: string) => [...header.matchAll(/=\?UTF-8\?B\?([^?]+)\?=/g)].map((word) => Buffer.from(word[1], 'base64').toString('utf8')).join('');

describe('mail as RFC 5322 files', () => {
  it('leaves ASCII headers alone and writes others as UTF-8 encoded words of at most 75 characters', () => {
    expect(encodeHeader('Your order HK10000001 is confirmed')).toBe('Your order HK10000001 is confirmed');
    const subject = '您的訂單 HK10000001 已確認，多謝您選購謝瑞麟珠寶的足金及鑽石首飾，我們會盡快為您安排送貨';
    const encoded = encodeHeader(subject);
    expect(decode(encoded)).toBe(subject);
    for (const line of encoded.split('\r\n')) expect(line.trim().length).toBeLessThanOrEqual(75);
  });

  it('writes the headers, then the body in base64 lines of 76 characters', () => {
    const eml = toEml(
      { id: 7, kind: 'order_confirmation', from: '謝瑞麟 <shop@tsl.example>', to: 'mei@example.com', subject: '您的订单 HK10000001 已确认', body: '您好：\n多谢您的订单。' },
      new Date('2026-11-25T10:00:00Z'),
    );
    const [head, body] = eml.split('\r\n\r\n');
    expect(head).toContain('To: mei@example.com');
    expect(head).toMatch(/^From: =\?UTF-8\?B\?[^?]+\?= <shop@tsl\.example>/);
    expect(head).toContain('Date: Wed, 25 Nov 2026 10:00:00 +0000');
    expect(head).toContain('Message-ID: <outbox-7@tsl.example>');
    expect(decode(/Subject: (.*)/.exec(head)![1])).toBe('您的订单 HK10000001 已确认');
    expect(Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8')).toBe('您好：\r\n多谢您的订单。');
  });

  it('sends a mail with HTML as multipart/alternative: the text first, then the HTML', () => {
    const eml = toEml({ id: 8, kind: 'order_confirmation', from: 'shop@tsl.example', to: 'mei@example.com', subject: 'Your order', body: 'Dear Mei,', html: '<p>Dear Mei,</p>' });
    const boundary = /boundary="([^"]+)"/.exec(eml)![1];
    const parts = eml.split(`--${boundary}`).slice(1, -1);
    expect(parts).toHaveLength(2);
    const decoded = parts.map((part) => {
      const [head, body] = part.replace(/^\r\n/, '').split('\r\n\r\n');
      return { type: /Content-Type: ([^;]+)/.exec(head)![1], text: Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8') };
    });
    expect(decoded).toEqual([
      { type: 'text/plain', text: 'Dear Mei,' },
      { type: 'text/html', text: '<p>Dear Mei,</p>' },
    ]);
    expect(eml).toMatch(/--[^\r\n]+--\r\n$/);
  });
});
