import QRCode from 'qrcode';

/** Payment QR images drawn by the server: an SVG data URL (the CSP allows `img-src data:`), remembered per text. */
const cache = new Map<string, string>();

export async function qrDataUrl(text: string): Promise<string> {
  if (text === '') return '';
  let url = cache.get(text);
  if (url === undefined) {
    const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    url = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    if (cache.size > 200) cache.clear();
    cache.set(text, url);
  }
  return url;
}
