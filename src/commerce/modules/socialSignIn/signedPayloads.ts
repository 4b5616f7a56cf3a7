/**
 * Small signed JSON payloads: the sandbox's codes and consent forms, and the binding tickets. The
 * text is base64url JSON, a dot, and its HMAC-SHA256; a payload carries its own expiry (`exp`, ms).
 */
import { createHmac } from 'node:crypto';
import { sameSecret } from '../../core/sameSecret.ts';

function signatureOf(secret: string, text: string): Buffer {
  return createHmac('sha256', secret).update(text).digest();
}

export function signPayload(secret: string, payload: Record<string, unknown>): string {
  const text = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${text}.${signatureOf(secret, text).toString('base64url')}`;
}

/** The payload when the signature is ours and it has not expired, else null. */
export function verifyPayload<T extends { exp: number }>(secret: string, signed: string, now = Date.now()): T | null {
  if (signed.length > 2000) return null;
  const [text, signature, extra] = signed.split('.');
  if (!text || !signature || extra !== undefined) return null;
  if (!sameSecret(Buffer.from(signature, 'base64url'), signatureOf(secret, text))) return null;
  try {
    const payload = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as T;
    return typeof payload.exp === 'number' && payload.exp > now ? payload : null;
  } catch {
    return null;
  }
}

/** A keyed digest of a few values (the consent form's token), compared in constant time by `sameSecret`. */
export function digestOf(secret: string, ...values: string[]): string {
  return signatureOf(secret, values.join('\u0000')).toString('base64url');
}
