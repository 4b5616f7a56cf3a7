/** QR codes drawn on the server as inline SVG, so the page ships no QR library. */
import QRCode from 'qrcode';

/** A QR code of `text` as an SVG a page puts inline. */
export function drawQrCode(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#1f1a17', light: '#ffffff' } });
}

const drawn = new Map<string, Promise<string>>();

/** The same, kept once drawn: for the few texts every page draws again (the WeChat account's code). */
export function qrCodeSvg(text: string): Promise<string> {
  let svg = drawn.get(text);
  if (!svg) {
    svg = drawQrCode(text);
    drawn.set(text, svg);
  }
  return svg;
}
