/**
 * A small, bounded reader of `multipart/form-data` bodies (RFC 7578) for the one upload the API takes, so the
 * server needs no multipart dependency. The body is already in memory and capped by the route's bodyLimit;
 * anything that does not follow the format throws `MultipartError` (the route answers 400, never 500).
 */
export interface FormPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

export class MultipartError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'MultipartError';
  }
}

const MAX_PARTS = 8;
const MAX_HEADER_BYTES = 4096;
const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/** The boundary of a `multipart/form-data` content type, or null when there is none (or it is not valid). */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^\s*multipart\/form-data\s*(;|$)/i.test(contentType)) return null;
  const m = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  const boundary = m?.[1] ?? m?.[2];
  // RFC 2046 bchars; a boundary may not end with a space
  if (!boundary || !/^[0-9A-Za-z'()+_,\-./:=? ]*[0-9A-Za-z'()+_,\-./:=?]$/.test(boundary)) return null;
  return boundary;
}

function dispositionParam(header: string, key: string): string | undefined {
  const m =
    new RegExp(`;\\s*${key}="([^"]*)"`, 'i').exec(header) ?? new RegExp(`;\\s*${key}=([^\\s;"]+)`, 'i').exec(header);
  return m?.[1];
}

/** Every part of the body, in order. */
export function parseMultipart(body: Buffer, boundary: string): FormPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const next = Buffer.from(`\r\n--${boundary}`);
  // Browsers send no preamble; one is allowed by the RFC, so the first delimiter may follow a CRLF.
  let pos = 0;
  if (!body.subarray(0, delimiter.length).equals(delimiter)) {
    pos = body.indexOf(next);
    if (pos < 0) throw new MultipartError('no boundary');
    pos += 2;
  }
  const parts: FormPart[] = [];
  for (;;) {
    pos += delimiter.length;
    if (body[pos] === 0x2d && body[pos + 1] === 0x2d) return parts; // closing delimiter "--"
    // transport padding (spaces or tabs) may follow a delimiter
    while (body[pos] === 0x20 || body[pos] === 0x09) pos += 1;
    if (!body.subarray(pos, pos + 2).equals(CRLF)) throw new MultipartError('bad delimiter line');
    pos += 2;
    if (parts.length >= MAX_PARTS) throw new MultipartError('too many parts');

    const headerEnd = body.indexOf(HEADER_END, pos);
    if (headerEnd < 0 || headerEnd - pos > MAX_HEADER_BYTES) throw new MultipartError('bad part headers');
    const headers = new Map<string, string>();
    for (const line of body.toString('utf8', pos, headerEnd).split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon <= 0) throw new MultipartError('bad header line');
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    const disposition = headers.get('content-disposition') ?? '';
    if (!/^form-data\s*(;|$)/i.test(disposition)) throw new MultipartError('not form-data');
    const name = dispositionParam(disposition, 'name');
    if (name === undefined) throw new MultipartError('part without a name');

    const start = headerEnd + HEADER_END.length;
    const end = body.indexOf(next, start);
    if (end < 0) throw new MultipartError('unterminated part');
    parts.push({
      name,
      filename: dispositionParam(disposition, 'filename'),
      contentType: headers.get('content-type'),
      data: body.subarray(start, end),
    });
    pos = end + 2;
  }
}
