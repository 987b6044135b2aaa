/** Test support for the pictures endpoints: pictures made with sharp, files that are not, and a multipart upload. */
import { crc32, deflateSync } from 'node:zlib';
import type { Hono } from 'hono';
import sharp from 'sharp';
import { pictureEndpoints } from '../../../contract/admin/picture-endpoints';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever JSON came back
type Json = any;

export interface SentFile {
  name: string;
  bytes: Buffer;
  /** The type the browser declares; the server never trusts it. */
  type?: string;
}

const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

export const jpeg = (width = 800, height = 600, background = '#203040') =>
  solid(width, height, background).jpeg().toBuffer();
export const png = (width = 600, height = 900, background = '#e0c080') =>
  solid(width, height, background).png().toBuffer();
export const gif = () => solid(16, 16, '#ff0000').gif().toBuffer();
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A decompression bomb: 74 bytes whose header declares 100000 × 100000 pixels (30 GB decoded). */
export function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(100_000, 0);
  header.writeUInt32BE(100_000, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1000))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** POSTs `files` (and `color`) as multipart/form-data to a product's pictures, as the admin app does. */
export async function uploadTo(
  app: Hono,
  productId: number | string,
  files: SentFile[],
  opts: { color?: string; token?: string } = {},
) {
  const form = new FormData();
  for (const f of files)
    form.append('files', new File([new Uint8Array(f.bytes)], f.name, { type: f.type ?? '' }));
  if (opts.color !== undefined) form.append('color', opts.color);
  const path = pictureEndpoints.uploadPictures.route.replace(':id', String(productId));
  const res = await app.request(path, {
    method: 'POST',
    body: form,
    headers: opts.token ? { Authorization: `Bearer ${opts.token}` } : {},
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    body: (text ? JSON.parse(text) : null) as Json,
  };
}
