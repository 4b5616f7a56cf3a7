/** QR codes drawn on the server as inline SVG, so the page ships no QR library. */
import QRCode from 'qrcode';

const drawn = new Map<string, Promise<string>>();

export function qrCodeSvg(text: string): Promise<string> {
  let svg = drawn.get(text);
  if (!svg) {
    svg = QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#1f1a17', light: '#ffffff' } });
    drawn.set(text, svg);
  }
  return svg;
}
