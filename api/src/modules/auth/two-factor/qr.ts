/**
 * The setup QR code as a `data:` URL of an SVG image, so the site shows it with a plain <img> and needs no
 * QR library of its own. Drawn by uqr (unjs, zero dependencies). Error correction M survives a phone
 * camera's glare; a 4-module quiet zone is what the QR standard asks for around the symbol.
 */
import { renderSVG } from 'uqr';

export function qrCodeDataUrl(text: string): string {
  const svg = renderSVG(text, { ecc: 'M', border: 4, pixelSize: 6, whiteColor: '#ffffff', blackColor: '#000000' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
