/**
 * The order command on the test database through DATABASE_URL: each answer in one line and its exit
 * code (0 moved, 1 not moved, 2 a wrong command line), the move's history and mail. The embedded cases
 * (a storefront running on DATA_DIR, or none) are in order-process.test.ts.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type pg from 'pg';
import { placeOrderThroughApi, setVariants } from '../test/checkout-client';
import { withDatabase } from '../test/global-setup';
import { makeTestApp, type TestContext } from '../test/test-app';
import { folderForTest } from '../test/temp-data-dir';
import { recordShopOrigin } from '../mail/shop-origin';
import { orderCommand } from './order-command';

let t: TestContext;
let env: NodeJS.ProcessEnv;
let variant: string;

/** A connection string for a database of the test server (its socket folder as the `host` parameter). */
function urlOf(config: pg.ClientConfig, database: string): string {
  const own = withDatabase(config, database);
  if (own.connectionString) return own.connectionString;
  const url = new URL(`postgresql://localhost/${database}`);
  url.username = String(own.user ?? 'postgres');
  if (own.port) url.port = String(own.port);
  url.searchParams.set('host', String(own.host));
  return url.href;
}

beforeAll(async () => {
  t = await makeTestApp();
  env = {
    DATABASE_URL: urlOf(inject('testPostgres').admin, t.handle.describe),
    PUBLIC_ORIGIN: 'https://shop.example',
  };
  variant = (await setVariants(t.handle, 1, { price: 1000, stock: 100 }))[0]!;
}, 60_000);
afterAll(() => t.handle.close());

async function run(args: string[], withEnv: NodeJS.ProcessEnv = env) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await orderCommand(args, withEnv, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function newOrder(): Promise<{ number: string; token: string }> {
  const { res } = await placeOrderThroughApi(t.app, [{ variant_id: variant, quantity: 1 }]);
  expect(res.status).toBe(201);
  return { number: res.body.data.number, token: res.body.data.token };
}

describe('npm run order -- <number> <status>', () => {
  it('moves an order and says so in one line (exit 0), any case of number and status', async () => {
    const { number } = await newOrder();
    const confirmed = await run([number.toLowerCase(), 'Confirmed']);
    expect(confirmed).toEqual({
      code: 0,
      out: `Order ${number} moved from pending to confirmed.`,
      err: '',
    });
    const shipped = await run([number, 'shipped']);
    expect(shipped.code).toBe(0);
    expect(shipped.out).toBe(
      `Order ${number} moved from confirmed to shipped; a mail to the shopper is queued.`,
    );
    const { rows: history } = await t.handle.pool.query(
      `select e.status from order_events e join orders o on o.id = e.order_id
       where o.number = $1 order by e.id`,
      [number],
    );
    expect(history.map((r) => r.status)).toEqual(['pending', 'confirmed', 'shipped']);
    const { rows: mails } = await t.handle.pool.query(
      `select m.kind, m.text from mail_outbox m join orders o on o.id = m.order_id
       where o.number = $1 and m.kind = 'order_shipped'`,
      [number],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('https://shop.example/order/'); // the link as PUBLIC_ORIGIN says
  });

  it('links with the running shop’s origin when PUBLIC_ORIGIN is unset, in the order’s language', async () => {
    const { PUBLIC_ORIGIN: _, ...noOrigin } = env;
    const shippedMail = async (number: string) => {
      const { rows } = await t.handle.pool.query(
        `select m.text, m.html from mail_outbox m join orders o on o.id = m.order_id
         where o.number = $1 and m.kind = 'order_shipped'`,
        [number],
      );
      return rows[0] as { text: string; html: string };
    };
    const move = async (order: { number: string }, withEnv: NodeJS.ProcessEnv) => {
      expect((await run([order.number, 'confirmed'], withEnv)).code).toBe(0);
      expect((await run([order.number, 'shipped'], withEnv)).code).toBe(0);
      return shippedMail(order.number);
    };

    // No storefront has recorded where it serves: localhost at this shell's PORT.
    await t.handle.pool.query('delete from shop_origin');
    const first = await newOrder();
    expect((await move(first, { ...noOrigin, PORT: '4100' })).text).toContain(
      `http://localhost:4100/order/${first.token}`,
    );

    // The storefront recorded its origin at start: that, whatever this shell's PORT says.
    await recordShopOrigin(t.handle.db, 'http://localhost:4567');
    const { res } = await placeOrderThroughApi(
      t.app,
      [{ variant_id: variant, quantity: 1 }],
      undefined,
      {},
      'en',
    );
    const english = {
      number: res.body.data.number as string,
      token: res.body.data.token as string,
    };
    const mail = await move(english, { ...noOrigin, PORT: '3000' });
    expect(mail.text).toContain(`http://localhost:4567/en/order/${english.token}`);
    expect(mail.text).toMatch(/^Your order MAY-\d+ is on its way\./);
    expect(mail.html).toContain(`href="http://localhost:4567/en/order/${english.token}"`);

    // PUBLIC_ORIGIN, when the command has it, wins.
    const third = await newOrder();
    expect((await move(third, env)).text).toContain(`https://shop.example/order/${third.token}`);
  });

  it('refuses a move that may not follow, listing what may (exit 1), and changes nothing', async () => {
    const { number } = await newOrder();
    const refused = await run([number, 'delivered']);
    expect(refused).toEqual({
      code: 1,
      out: '',
      err: `Order ${number} is pending; it cannot become delivered (it can go to: confirmed, cancelled).`,
    });
    await run([number, 'cancelled']);
    expect((await run([number, 'confirmed'])).err).toBe(
      `Order ${number} is cancelled; it cannot become confirmed (it is final).`,
    );
    const { rows } = await t.handle.pool.query('select status from orders where number = $1', [
      number,
    ]);
    expect(rows[0].status).toBe('cancelled');
  });

  it('says so when there is no such order (exit 1)', async () => {
    expect(await run(['MAY-999999', 'shipped'])).toEqual({
      code: 1,
      out: '',
      err: 'No order numbered MAY-999999.',
    });
  });

  it('lists the statuses for an unknown one (exit 2), before opening any database', async () => {
    const answer = await run(['MAY-001001', 'sent'], {});
    expect(answer.code).toBe(2);
    expect(answer.err).toBe(
      'Unknown status "sent": the statuses are pending, confirmed, shipped, delivered, cancelled, return_requested, returned.',
    );
  });

  it('prints the usage for a wrong command line (exit 2), and for --help (exit 0)', async () => {
    for (const args of [[], ['MAY-001001'], ['MAY-001001', 'shipped', 'now']]) {
      const answer = await run(args, {});
      expect(answer.code).toBe(2);
      expect(answer.err).toMatch(/^Usage: npm run order -- <order number> <status>/);
      expect(answer.err).toContain('confirmed → shipped, cancelled');
    }
    const help = await run(['--help'], {});
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^Usage:/);
  });

  it('refuses a bad PUBLIC_ORIGIN (exit 2)', async () => {
    const answer = await run(['MAY-001001', 'shipped'], { ...env, PUBLIC_ORIGIN: 'shop.example' });
    expect(answer.code).toBe(2);
    expect(answer.err).toContain('PUBLIC_ORIGIN must be an absolute http(s) origin');
  });

  it('says where it looked when DATA_DIR holds no database (exit 1)', async () => {
    const dir = folderForTest('no-db');
    const answer = await run(['MAY-001001', 'shipped'], { DATA_DIR: dir });
    expect(answer.code).toBe(1);
    expect(answer.err).toBe(
      `There is no storefront database in ${dir}: start the storefront on it once (npm start), ` +
        `or set DATA_DIR (or DATABASE_URL) to where the shop's data is.`,
    );
  });

  it('exits 1 when DATABASE_URL does not answer', async () => {
    const answer = await run(['MAY-001001', 'shipped'], {
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    });
    expect(answer.code).toBe(1);
    expect(answer.err).toMatch(/^Could not move the order: .*ECONNREFUSED/);
  });
});
