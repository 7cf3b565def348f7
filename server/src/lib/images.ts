import { crc32 } from 'node:zlib';

/** What an uploaded image is, read from its bytes (never from its name or the browser's content type). */
export interface ImageInfo {
  type: 'png' | 'gif';
  mime: 'image/png' | 'image/gif';
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type named by the first bytes alone (what the file server trusts when it serves a stored file). */
export function sniffImageType(buf: Buffer): ImageInfo['type'] | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (buf.length >= 6 && (buf.toString('latin1', 0, 6) === 'GIF87a' || buf.toString('latin1', 0, 6) === 'GIF89a'))
    return 'gif';
  return null;
}

/**
 * A PNG or GIF whose whole structure is well formed (every PNG chunk with its CRC from IHDR to IEND, every GIF
 * block up to the trailer, nothing after), with its size; `null` for anything else: other formats, SVG or HTML
 * wearing an image name, truncated files, data hidden after the image.
 */
export function readImage(buf: Buffer): ImageInfo | null {
  const type = sniffImageType(buf);
  if (type === 'png') return readPng(buf);
  if (type === 'gif') return readGif(buf);
  return null;
}

function readPng(buf: Buffer): ImageInfo | null {
  let pos = 8;
  let width = 0;
  let height = 0;
  let first = true;
  let sawData = false;
  while (pos + 12 <= buf.length) {
    const length = buf.readUInt32BE(pos);
    const name = buf.toString('latin1', pos + 4, pos + 8);
    const end = pos + 12 + length;
    if (length > 0x7fffffff || end > buf.length || !/^[A-Za-z]{4}$/.test(name)) return null;
    if (crc32(buf.subarray(pos + 4, pos + 8 + length)) !== buf.readUInt32BE(pos + 8 + length)) return null;
    if (first) {
      if (name !== 'IHDR' || length !== 13) return null;
      width = buf.readUInt32BE(pos + 8);
      height = buf.readUInt32BE(pos + 12);
      first = false;
    } else if (name === 'IHDR') {
      return null;
    }
    if (name === 'IDAT') sawData = true;
    pos = end;
    if (name === 'IEND') {
      if (length !== 0 || pos !== buf.length || !sawData) return null;
      return width > 0 && height > 0 ? { type: 'png', mime: 'image/png', width, height } : null;
    }
  }
  return null;
}

function readGif(buf: Buffer): ImageInfo | null {
  if (buf.length < 13) return null;
  const width = buf.readUInt16LE(6);
  const height = buf.readUInt16LE(8);
  let pos = 13;
  const flags = buf[10];
  if (flags & 0x80) pos += 3 * (1 << ((flags & 0x07) + 1));
  /** skips a run of data sub-blocks ending with a zero-length one; -1 when it runs past the end */
  const skipSubBlocks = (at: number) => {
    while (at < buf.length) {
      const size = buf[at];
      at += 1;
      if (size === 0) return at;
      at += size;
    }
    return -1;
  };
  let frames = 0;
  while (pos < buf.length) {
    const introducer = buf[pos];
    if (introducer === 0x3b) {
      if (pos + 1 !== buf.length || frames === 0) return null;
      return width > 0 && height > 0 ? { type: 'gif', mime: 'image/gif', width, height } : null;
    }
    if (introducer === 0x21) {
      if (pos + 2 > buf.length) return null;
      pos = skipSubBlocks(pos + 2);
    } else if (introducer === 0x2c) {
      if (pos + 10 > buf.length) return null;
      const local = buf[pos + 9];
      pos += 10;
      if (local & 0x80) pos += 3 * (1 << ((local & 0x07) + 1));
      pos += 1; // LZW minimum code size
      if (pos > buf.length) return null;
      pos = skipSubBlocks(pos);
      frames += 1;
    } else {
      return null;
    }
    if (pos < 0) return null;
  }
  return null;
}
