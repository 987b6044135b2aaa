/**
 * The pictures a CSV names: files of the zip beside it attached to their row's colour (one picture in
 * every colour's list is one picture for all colours), stored once by their bytes, so the same import
 * again adds nothing and the export names them by key; files that are no picture the shop takes
 * refused; and URLs: fetched from a server the test allows, never from a loopback or private address,
 * not even after a redirect (the local servers below count every request, and see none).
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestContext } from '../test/test-app';
import { exportCatalog } from './export-catalog';
import { fetchPicture, FetchRefused, isPublicAddress } from './fetch-picture';
import { csvOf, importer, newRow, tableCounts } from './test-csv';
import { pictureOf, zipOf } from './test-zip';

let t: TestContext;
let run: ReturnType<typeof importer>;
const servers: Server[] = [];
beforeAll(async () => {
  t = await makeTestApp();
  run = importer(t.handle.db);
}, 60_000);
afterAll(async () => {
  for (const s of servers) s.close();
  await t.handle.close();
});

interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: Buffer;
}

/** An HTTP server on `host` answering with `answer`, counting the requests it gets. */
async function serve(host: string, answer: (path: string) => Answer) {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    const a = answer(req.url ?? '');
    res.writeHead(a.status, a.headers).end(a.body);
  });
  servers.push(server);
  server.listen(0, host);
  await once(server, 'listening');
  return { hits, origin: `http://${host}:${(server.address() as AddressInfo).port}` };
}

const linksOf = async (slug: string) =>
  (
    (await t.handle.db.execute(
      sql`select pa.position, pa.color, a.mime, a.width from product_art pa join products p on p.id = pa.product_id
          join art a on a.key = pa.art_key where p.slug = ${slug} order by pa.position`,
    )) as unknown as { rows: unknown[] }
  ).rows;

describe('pictures from the zip', () => {
  it('go to their row’s colour, once, and come back from the export by key', async () => {
    const zip = zipOf({
      'anh/den.png': await pictureOf('#111111'),
      'do.jpg': await pictureOf('#cc0000', 'jpeg'),
      'phang.webp': await pictureOf('#eeeeee', 'webp'),
    });
    const file = csvOf([
      newRow('dam-anh', { images: 'phang.webp den.png' }),
      newRow('dam-anh', { size: 'L', sku: 'DAM-ANH-BLACK-L', images: 'phang.webp den.png' }),
      newRow('dam-anh', { color: 'RED', sku: 'DAM-ANH-RED-M', images: 'phang.webp do.jpg' }),
    ]);
    const report = await run(file, { zip });
    expect(report).toMatchObject({ applied: true, problems: [], pictures_added: 3 });
    expect(await linksOf('dam-anh')).toEqual([
      { position: 0, color: null, mime: 'image/webp', width: 40 },
      { position: 1, color: 'BLACK', mime: 'image/png', width: 40 },
      { position: 2, color: 'RED', mime: 'image/jpeg', width: 40 },
    ]);

    const counts = await tableCounts(t.handle.db);
    expect(await run(file, { zip })).toMatchObject({ pictures_added: 0, products: { updated: 0 } });
    expect(await tableCounts(t.handle.db)).toEqual(counts);

    const csv = (await exportCatalog(t.handle.db)).csv;
    const line = csv.split('\r\n').find((l) => l.includes('DAM-ANH-RED-M'))!;
    expect(line).toMatch(/,u-[0-9a-f]{32} u-[0-9a-f]{32}$/);
    expect(await run(csv)).toMatchObject({ problems: [], products: { updated: 0 } });
  });

  it('are refused when they are not a picture the shop takes, naming line and file', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const zip = zipOf({ 've.svg': svg, 'chu.png': Buffer.from('not a picture') });
    const file = csvOf([
      newRow('dam-xau', { images: 've.svg' }),
      newRow('dam-xau', { size: 'L', sku: 'DAM-XAU-L', images: 've.svg' }),
      newRow('dam-xau-2', { images: 'chu.png khong-co.png' }),
    ]);
    const report = await run(file, { zip, dryRun: true });
    expect(report.problems.map((p) => [p.line, p.column, p.message, p.value])).toEqual([
      [2, 'images', 'csv.errors.image_format', 've.svg'],
      [4, 'images', 'csv.errors.image_not_picture', 'chu.png'],
      [4, 'images', 'csv.errors.image_missing', 'khong-co.png'],
    ]);
    const broken = await run(file, { zip: Buffer.from('PK no zip'), dryRun: true });
    expect(broken.problems.map((p) => p.message)).toEqual(['csv.errors.zip_invalid']);
  });
});

describe('pictures from URLs', () => {
  it('are never fetched from loopback or private addresses', async () => {
    const local = await serve('127.0.0.1', () => ({ status: 200, body: Buffer.from('x') }));
    const file = csvOf([
      newRow('dam-url', { images: `${local.origin}/a.png` }),
      newRow('dam-url-2', { images: 'http://10.0.0.1/b.png' }),
      newRow('dam-url-3', { images: 'http://[::ffff:127.0.0.1]/c.png' }),
    ]);
    const before = await tableCounts(t.handle.db);
    const report = await run(file);
    expect(report.problems.map((p) => [p.line, p.message])).toEqual([
      [2, 'csv.errors.image_address'],
      [3, 'csv.errors.image_address'],
      [4, 'csv.errors.image_address'],
    ]);
    expect(local.hits).toEqual([]);
    expect(await tableCounts(t.handle.db)).toEqual(before);
    expect(
      ['127.0.0.1', '10.1.2.3', '192.168.1.1', '169.254.169.254', '::1', 'fe80::1'].some(
        isPublicAddress,
      ),
    ).toBe(false);
    expect(isPublicAddress('93.184.215.14')).toBe(true);
  });

  it('are fetched from an allowed server, but not across a redirect to an address that is not', async () => {
    const png = await pictureOf('#00aa00');
    const inside = await serve('127.0.0.2', () => ({ status: 200, body: png }));
    const allowed = await serve('127.0.0.1', (path): Answer =>
      path === '/away'
        ? { status: 302, headers: { location: `${inside.origin}/secret.png` } }
        : path === '/big'
          ? { status: 200, headers: { 'content-length': String(21 * 1024 * 1024) } }
          : { status: 200, headers: { 'content-type': 'image/png' }, body: png },
    );
    // The test's stand-in for "public": its own server on 127.0.0.1, and nothing else.
    const fetch = { allowAddress: (a: string) => a === '127.0.0.1' };
    const file = csvOf([
      newRow('dam-web', { images: `${allowed.origin}/xanh.png` }),
      newRow('dam-web-2', { images: `${allowed.origin}/away` }),
    ]);
    const refused = await run(file, { fetch });
    expect(refused.problems.map((p) => [p.line, p.message])).toEqual([
      [3, 'csv.errors.image_address'],
    ]);
    expect(inside.hits).toEqual([]);

    const ok = await run(csvOf([newRow('dam-web', { images: `${allowed.origin}/xanh.png` })]), {
      fetch,
    });
    expect(ok).toMatchObject({ applied: true, problems: [], pictures_added: 1 });
    expect(await linksOf('dam-web')).toEqual([
      { position: 0, color: null, mime: 'image/png', width: 40 },
    ]);
    await expect(fetchPicture(`${allowed.origin}/big`, fetch)).rejects.toEqual(
      new FetchRefused('too_big', 'Content-Length'),
    );
  });
});
