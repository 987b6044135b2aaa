/** Test support: a zip of the given files (stored, not deflated; UTF-8 names), and pictures to put in it. */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

export function zipOf(files: Record<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(files)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const fields = (head: Buffer) => {
      head.writeUInt16LE(0x0800, 6); // the name is UTF-8
      head.writeUInt16LE(0, 8); // stored
      head.writeUInt32LE(0, 10); // 1980-01-01 00:00
      head.writeUInt32LE(crc32(data), 14);
      head.writeUInt32LE(data.length, 18);
      head.writeUInt32LE(data.length, 22);
      head.writeUInt16LE(nameBytes.length, 26);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    fields(local);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    fields(central.subarray(2)); // the central header has "version made by" first: 2 bytes later
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A small picture of one colour, in a format sharp writes. */
export function pictureOf(
  color: string,
  format: 'png' | 'jpeg' | 'webp' = 'png',
  size = { width: 40, height: 50 },
): Promise<Buffer> {
  return sharp({ create: { ...size, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();
}
