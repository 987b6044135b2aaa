/**
 * Time from pressing Add to cart to the header badge changing, measured inside the page
 * (pointerdown to the badge's text mutation), median of 5 presses.
 * Usage: BASE_URL=http://localhost:3000 npx tsx bench/add-to-cart.ts <product-slug>
 */
import { chromium } from '@playwright/test';
import { CHROME_ARGS, CHROME_PATH } from '../e2e/support/browser';
import { median } from './stats.mjs';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const slug = process.argv[2] ?? 'classic-pullover-hoodie';

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
const page = await browser.newPage({ locale: 'vi-VN' });
await page.goto(`${base}/product/${slug}`, { waitUntil: 'networkidle' });
const button = page.getByRole('button', { name: 'Thêm vào giỏ' });
const times: number[] = [];
for (let i = 0; i < 5; i++) {
  const measured = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let start = 0;
        document.addEventListener('pointerdown', () => (start = performance.now()), {
          once: true,
          capture: true,
        });
        const before = document.querySelector('[data-testid="cart-count"]')?.textContent ?? '';
        const observer = new MutationObserver(() => {
          const now = document.querySelector('[data-testid="cart-count"]')?.textContent ?? '';
          if (start && now !== before) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
  );
  await button.click();
  times.push(await measured);
  await page.keyboard.press('Escape'); // close the drawer
}
console.log(
  `add to cart → badge: median ${median(times).toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(', ')})`,
);
await browser.close();
