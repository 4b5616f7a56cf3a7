/**
 * The codes staff scan into their bag (spec 000 §4: "Staff cannot add non-custom products to the
 * cart; those need a QR code"): a piece's SKU, a dot, and a signature only the store can make, an
 * HMAC keyed by a secret derived from the admin token (config.ts) over the website and the SKU. A
 * code names one website's piece, so a tag of another region's shops is told apart from a code that
 * was never the store's. Short enough to type from a tag when no camera can read it
 * (docs/decisions.md, "The staff bag").
 */
import { createHmac } from 'node:crypto';
import { PRODUCT_CODE_MAX_LENGTH } from '../../../rules/cart.ts';
import { sameSecret } from '../../core/sameSecret.ts';

/** Crockford's base 32: no I, L, O or U, so a typed code is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Characters of the signature: 50 bits, beyond guessing through an API that needs a staff sign-in. */
const SIGNATURE_LENGTH = 10;
const SEPARATOR = '.';

/** A code read apart: the SKU it names and the signature that vouches for it. */
export interface ProductCodeParts {
  sku: string;
  signature: string;
}

/** A scanned or typed code read apart, or undefined when it cannot be one (the signature as typed: O for 0, I or L for 1). */
export function readProductCode(code: string): ProductCodeParts | undefined {
  const trimmed = code.trim();
  const at = trimmed.lastIndexOf(SEPARATOR);
  if (trimmed.length > PRODUCT_CODE_MAX_LENGTH || at < 1) return undefined;
  const signature = trimmed
    .slice(at + 1)
    .toUpperCase()
    .replaceAll('O', '0')
    .replace(/[IL]/g, '1');
  if (signature.length !== SIGNATURE_LENGTH || [...signature].some((character) => !ALPHABET.includes(character))) return undefined;
  return { sku: trimmed.slice(0, at).trim(), signature };
}

export class ProductCodes {
  constructor(private readonly secret: string) {}

  /** The code the shops of website `websiteCode` tag piece `sku` with. */
  codeOf(websiteCode: string, sku: string): string {
    return `${sku}${SEPARATOR}${this.signature(websiteCode, sku)}`;
  }

  /** Whether `signature` is the one the shops of `websiteCode` tag `sku` with. */
  signs(websiteCode: string, sku: string, signature: string): boolean {
    return sameSecret(signature, this.signature(websiteCode, sku));
  }

  private signature(websiteCode: string, sku: string): string {
    const digest = createHmac('sha256', this.secret).update(`${websiteCode}\u0000${sku}`).digest();
    let bits = 0;
    let value = 0;
    let text = '';
    for (const byte of digest) {
      value = (value << 8) | byte;
      bits += 8;
      while (bits >= 5 && text.length < SIGNATURE_LENGTH) {
        text += ALPHABET[(value >>> (bits - 5)) & 31];
        bits -= 5;
      }
      value &= (1 << bits) - 1;
      if (text.length === SIGNATURE_LENGTH) break;
    }
    return text;
  }
}
