/**
 * What the back office accepts as a product picture (issue 37), shared by the server, which checks each
 * file by decoding it (server/admin/pictures/check-file.ts), and the admin app, which may refuse a file
 * early with the same numbers. A file's name and declared type are never trusted.
 */

/** The types accepted, as decoded: SVG (scripts), GIF (animation) and everything else are refused. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];

/** At most 20 MiB a file. */
export const MAX_PICTURE_BYTES = 20 * 1024 * 1024;
/** At most 40 megapixels a picture (width × height as its header declares them, checked before decoding). */
export const MAX_PICTURE_PIXELS = 40_000_000;
/** Files in one upload request; the admin app sends one a request (see MAX_UPLOAD_BYTES). */
export const MAX_FILES_PER_UPLOAD = 10;
/**
 * One upload request's body, multipart: a few files of the largest size. Beyond it the answer is 413.
 * The server takes 25 s at most to receive a request (server/process/connections.ts): 20 MiB needs an
 * uplink of about 7 Mbit/s, so the admin app sends each file in a request of its own.
 */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
/** Pictures one product may have: its page shows each as a thumbnail. */
export const MAX_PICTURES_PER_PRODUCT = 30;
/** A picture's alt text, per language. */
export const MAX_ALT_LENGTH = 250;
