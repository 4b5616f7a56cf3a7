/**
 * The member card (spec 000 §1 "a member card with a QR code"): the card number, and a QR code of
 * it as an SVG a page can put inline, which a shop's scanner reads at the counter.
 */
import QRCode from 'qrcode';
import { memberCardNumber } from '../../../rules/club.ts';

export interface MemberCard {
  cardNumber: string;
  qrSvg: () => Promise<string>;
}

export function memberCardOf(websiteId: number, customerId: number): MemberCard {
  const cardNumber = memberCardNumber(websiteId, customerId);
  return {
    cardNumber,
    qrSvg: () =>
      QRCode.toString(cardNumber, {
        type: 'svg',
        errorCorrectionLevel: 'M',
        margin: 2,
      }),
  };
}
