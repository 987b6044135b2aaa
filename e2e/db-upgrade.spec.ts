/**
 * A newer tab upgrades the device database (issue 4, DESIGN section 4): the older tab must let the upgrade
 * through at once (close its connection, so the new tab is never blocked) and offer the update prompt instead
 * of breaking. The "newer tab" here opens the same IndexedDB with a far higher version, as a newer build would.
 */
import { CART_COUNT_COOKIE } from '../contract/cart-hint';
import { BASE_URL } from './support/browser';
import { expect, test } from './support/test';

const cases = [
  {
    lang: 'vi',
    path: '/cart',
    empty: 'Giỏ hàng của bạn đang trống',
    title: 'Đã có phiên bản mới',
    reload: 'Tải lại',
  },
  {
    lang: 'en',
    path: '/en/wishlist',
    empty: 'No products in your wishlist yet',
    title: 'A new version is available',
    reload: 'Reload',
  },
] as const;

for (const c of cases) {
  test(`an older tab (${c.lang}) yields to a newer tab's database upgrade and offers to reload`, async ({
    context,
  }) => {
    const older = await context.newPage();
    // The server renders an empty cart from the cart's cookie (contract/cart-hint.ts): one that says
    // an item is there makes the page show the empty state only once it has read the database.
    await context.addCookies([{ name: CART_COUNT_COOKIE, value: '1', url: BASE_URL }]);
    await older.addInitScript(() => localStorage.setItem('storefront:cart-count', '1'));
    await older.goto(c.path);
    // The empty state is read from the database, so the older tab holds an open connection now.
    await expect(older.getByText(c.empty)).toBeVisible();
    await expect(older.getByRole('button', { name: c.reload })).toBeHidden();

    const newer = await context.newPage();
    await newer.goto(c.path);
    const upgrade = await newer.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const request = indexedDB.open('storefront', 10_000);
          request.onblocked = () => resolve('blocked');
          request.onerror = () => resolve(`error: ${String(request.error)}`);
          request.onsuccess = () => {
            request.result.close();
            resolve('upgraded');
          };
        }),
    );
    expect(upgrade).toBe('upgraded');

    await expect(older.getByText(c.title, { exact: true })).toBeVisible();
    let loads = 0;
    older.on('load', () => loads++);
    await older.getByRole('button', { name: c.reload }).click();
    await expect.poll(() => loads).toBe(1);
  });
}
