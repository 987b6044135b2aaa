/**
 * A first look at a file before it is sent, with the server's numbers (contract/admin/picture-limits.ts):
 * over 20 MB is refused at once (sending it would only take time for the same answer), and so is a file
 * whose first bytes are surely no accepted picture (a GIF, an SVG, a PDF). The type is read from the
 * bytes, never from the name: a PNG named `.jpg` goes. Whatever passes is still decoded by the server,
 * whose answer decides (a damaged JPEG, too many pixels, an AVIF's cousin HEIC).
 */
import type { AdminErrorId } from '../../../contract/admin/messages';
import { MAX_PICTURE_BYTES, PICTURE_TYPES } from '../../../contract/admin/picture-limits';

type Problem = Extract<AdminErrorId, `pictures.errors.${string}`>;

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** What the first bytes say: one of the kinds the server takes (ISO-BMFF left to it), else a guess. */
function sniff(bytes: Uint8Array): 'picture' | 'refused' | 'unknown' {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'picture'; // JPEG
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'picture';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'picture';
  // AVIF and its relatives (HEIC) share the box format: the server's decoder tells them apart.
  if (ascii(bytes, 4, 8) === 'ftyp') return 'picture';
  if (ascii(bytes, 0, 4) === 'GIF8') return 'refused';
  if (/^\s*</.test(ascii(bytes, 0, bytes.length))) return 'refused'; // SVG, HTML
  return 'unknown';
}

/** The message id of why `file` will surely be refused, or null to send it. */
export async function checkFile(file: File): Promise<Problem | null> {
  if (file.size > MAX_PICTURE_BYTES) return 'pictures.errors.too_large';
  if (file.size === 0) return 'pictures.errors.not_a_picture';
  const head = new Uint8Array(await file.slice(0, 32).arrayBuffer());
  const kind = sniff(head);
  if (kind === 'picture') return null;
  // Bytes this check does not know, declared as an accepted type: the server's decoder decides.
  if (kind === 'unknown' && (PICTURE_TYPES as readonly string[]).includes(file.type)) return null;
  return kind === 'refused' || file.type.startsWith('image/')
    ? 'pictures.errors.unsupported_type'
    : 'pictures.errors.not_a_picture';
}
