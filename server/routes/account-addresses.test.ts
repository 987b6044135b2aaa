/**
 * Saved addresses: add, list (default first), change, choose the default, delete; the checkout's
 * messages (spec section 5) for missing fields; the store's countries only; another customer's
 * address is a 404 whatever is asked of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ADDRESSES } from '../../contract/api/limits';
import { ADDRESS } from '../test/checkout-client';
import { makeTestApp, type TestContext } from '../test/test-app';
import { newCustomer, send } from './account-test-client';

let t: TestContext;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(() => t.handle.close());

const PATH = '/api/account/addresses';
const add = (token: string, body: object) => send(t.app, 'POST', PATH, body, token);
const list = async (token: string) => (await send(t.app, 'GET', PATH, undefined, token)).body.data;
const defaults = async (token: string) =>
  (await list(token)).filter((a: { is_default: boolean }) => a.is_default);

describe('/api/account/addresses', () => {
  it('adds an address (the first is the default) and lists it', async () => {
    const token = await newCustomer(t.app);
    expect(await list(token)).toEqual([]);
    const res = await add(token, { ...ADDRESS, country: 'vn' });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.data).toEqual({
      id: expect.stringMatching(/^\d+$/),
      is_default: true,
      ...ADDRESS,
    });
    expect(await list(token)).toEqual([res.body.data]);
  });

  it('moves the default mark to the one chosen, at add or by PATCH, and lists the default first', async () => {
    const token = await newCustomer(t.app);
    const a = (await add(token, ADDRESS)).body.data;
    const b = (await add(token, { ...ADDRESS, city: 'Hà Nội' })).body.data;
    expect(b.is_default).toBe(false);
    const c = (await add(token, { ...ADDRESS, city: 'Đà Nẵng', is_default: true })).body.data;
    expect((await defaults(token)).map((x: { id: string }) => x.id)).toEqual([c.id]);
    const chosen = await send(t.app, 'PATCH', `${PATH}/${b.id}`, { is_default: true }, token);
    expect(chosen.status).toBe(200);
    expect(chosen.body.data).toEqual({ ...b, is_default: true });
    const all = await list(token);
    expect(all[0].id).toBe(b.id);
    expect(all.filter((x: { is_default: boolean }) => x.is_default)).toHaveLength(1);
    expect(all.map((x: { id: string }) => x.id).sort()).toEqual([a.id, b.id, c.id].sort());
  });

  it('changes only the fields sent', async () => {
    const token = await newCustomer(t.app);
    const a = (await add(token, ADDRESS)).body.data;
    const res = await send(
      t.app,
      'PATCH',
      `${PATH}/${a.id}`,
      { city: ' Huế ', zip: '530000' },
      token,
    );
    expect(res.body.data).toEqual({ ...a, city: 'Huế', zip: '530000' });
  });

  it('passes the default to the newest left when the default is deleted', async () => {
    const token = await newCustomer(t.app);
    const a = (await add(token, ADDRESS)).body.data;
    await add(token, { ...ADDRESS, city: 'B' });
    const c = (await add(token, { ...ADDRESS, city: 'C' })).body.data;
    const res = await send(t.app, 'DELETE', `${PATH}/${a.id}`, undefined, token);
    expect(res.status).toBe(204);
    expect((await defaults(token)).map((x: { id: string }) => x.id)).toEqual([c.id]);
    expect(await list(token)).toHaveLength(2);
  });

  it("answers 422 with the spec's texts for every missing field", async () => {
    const token = await newCustomer(t.app);
    const res = await add(token, { full_name: ' ', is_default: 'yes' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      full_name: ['checkout.errors.full_name_required'],
      phone: ['checkout.errors.phone_required'],
      address: ['checkout.errors.address_required'],
      city: ['checkout.errors.city_required'],
      state: ['checkout.errors.state_required'],
      zip: ['checkout.errors.zip_required'],
      country: ['checkout.errors.country_required'],
      is_default: ['checkout.errors.invalid'],
    });
    const blanked = await send(t.app, 'PATCH', `${PATH}/1`, { city: '' }, token);
    expect(blanked.body.errors).toEqual({ city: ['checkout.errors.city_required'] });
  });

  it("refuses a country the store does not ship to, with the checkout's message", async () => {
    const token = await newCustomer(t.app);
    const res = await add(token, { ...ADDRESS, country: 'ZZ' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ country: ['checkout.errors.country_required'] });
    const a = (await add(token, ADDRESS)).body.data;
    const patched = await send(t.app, 'PATCH', `${PATH}/${a.id}`, { country: 'ZZ' }, token);
    expect(patched.body.errors).toEqual({ country: ['checkout.errors.country_required'] });
  });

  it(`keeps at most ${MAX_ADDRESSES}`, async () => {
    const token = await newCustomer(t.app);
    for (let i = 0; i < MAX_ADDRESSES; i++) expect((await add(token, ADDRESS)).status).toBe(201);
    const res = await add(token, ADDRESS);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ _: ['account.errors.too_many'] });
  }, 30_000);

  it("answers 404 for another customer's address, and changes nothing of it", async () => {
    const [mine, theirs] = [await newCustomer(t.app), await newCustomer(t.app)];
    const a = (await add(theirs, ADDRESS)).body.data;
    const own = (await add(mine, ADDRESS)).body.data;
    const patch = await send(
      t.app,
      'PATCH',
      `${PATH}/${a.id}`,
      { is_default: true, city: 'X' },
      mine,
    );
    expect(patch.status).toBe(404);
    expect(patch.body).toEqual({ message: 'Resource not found' });
    expect((await send(t.app, 'DELETE', `${PATH}/${a.id}`, undefined, mine)).status).toBe(404);
    expect(await list(theirs)).toEqual([a]);
    expect(await list(mine)).toEqual([own]); // its own default was not cleared by the refused PATCH
    for (const id of ['999999', 'abc', '0'])
      expect((await send(t.app, 'DELETE', `${PATH}/${id}`, undefined, mine)).status).toBe(404);
  });

  it('answers 401 without a session', async () => {
    expect((await send(t.app, 'GET', PATH)).status).toBe(401);
    expect((await send(t.app, 'POST', PATH, ADDRESS)).status).toBe(401);
    expect((await send(t.app, 'DELETE', `${PATH}/1`)).status).toBe(401);
  });
});
