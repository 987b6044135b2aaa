import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { expectNoBlocking } from './support/axe';
import { isRendered } from './support/rendering';

/** The product count the header shows ("14 products" / "14 sản phẩm"). */
async function shownCount(page: Page): Promise<number> {
  const text = await page.locator('.collection__count').innerText();
  return Number(text.replace(/\D/g, ''));
}

/** The current price of every card on screen, in cents, read off the localized text. */
async function cardPrices(page: Page): Promise<number[]> {
  // Text content, not innerText: cards out of view skip rendering (content-visibility), and
  // innerText has nothing to say of what is not rendered.
  const texts = await page.locator('.product-card__price .price:first-child').allTextContents();
  return texts.map((t) => Number(t.replace(/\D/g, '')));
}

async function cardSlugs(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('.product-card__link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((h) => h.split('/product/')[1] ?? '');
}

async function apiTotal(request: APIRequestContext, query: string): Promise<number> {
  const res = await request.get(`/api/catalog/collections/${query}`);
  return ((await res.json()) as { data: { total: number } }).data.total;
}

async function productOf(request: APIRequestContext, slug: string) {
  const res = await request.get(`/api/catalog/products/${slug}?lang=en`);
  return (await res.json()).data as {
    category: string;
    variants: { size: string; color: string; stock: number }[];
  };
}

/** Ticks a filter checkbox the way a shopper does: by its visible label (the input itself is visually hidden). */
async function tick(scope: Page | Locator, name: RegExp) {
  const box = scope.getByRole('checkbox', { name });
  await box.locator('xpath=ancestor::label[1]').click();
  await expect(box).toBeChecked();
}

async function expectAscending(values: number[], direction: 1 | -1) {
  expect(values.length).toBeGreaterThan(2);
  for (let i = 1; i < values.length; i++)
    expect((values[i]! - values[i - 1]!) * direction).toBeGreaterThanOrEqual(0);
}

test.describe('collection listing', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  // These run first on a fresh CI server, while it still draws pictures: each walks several listings.
  test.describe.configure({ timeout: 60_000 });

  test('sorting changes the order, in both languages', async ({ page }) => {
    await page.goto('/collection');
    await expect(page.getByRole('heading', { level: 1, name: 'Tất cả sản phẩm' })).toBeVisible();
    const featured = await cardSlugs(page);
    await page.getByLabel('Sắp xếp theo').selectOption({ label: 'Giá: Thấp đến cao' });
    await expect(page).toHaveURL(/\?sort=price_asc$/);
    await expect.poll(async () => (await cardSlugs(page)).join()).not.toBe(featured.join());
    await expectAscending(await cardPrices(page), 1);

    await page.goto('/en/collection/women');
    await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' });
    await expect(page).toHaveURL(/\/en\/collection\/women\?sort=price_desc$/);
    await expect(page.getByLabel('Sort by')).toHaveValue('price_desc');
    await expect
      .poll(async () => (await cardPrices(page))[0])
      .toBeGreaterThanOrEqual(Math.max(...(await cardPrices(page))));
    await expectAscending(await cardPrices(page), -1);
    for (const label of [
      'Featured',
      'Best Selling',
      'Price: Low to High',
      'Price: High to Low',
      'New Arrivals',
    ]) {
      await expect(page.getByLabel('Sort by').locator('option', { hasText: label })).toHaveCount(1);
    }
  });

  test('in-stock and colour filters narrow the results and survive a reload', async ({ page }) => {
    await page.goto('/en/collection');
    const all = await shownCount(page);
    await tick(page, /^In stock only/);
    await expect(page).toHaveURL(/\?in_stock=1$/);
    await expect.poll(() => shownCount(page)).toBeLessThan(all);
    const inStock = await shownCount(page);

    await tick(page, /^Red \(/);
    await expect(page).toHaveURL(/\?color=RED&in_stock=1$/);
    await expect.poll(() => shownCount(page)).toBeLessThan(inStock);
    const narrowed = await shownCount(page);
    const cards = page.locator('.product-card');
    await expect(cards).toHaveCount(Math.min(narrowed, 24));
    await expect(cards.filter({ hasNot: page.locator('.swatch--red') })).toHaveCount(0);
    await expect(page.getByText('Out of stock')).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('checkbox', { name: /^Red \(/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^In stock only/ })).toBeChecked();
    expect(await shownCount(page)).toBe(narrowed);
    await expect(page.getByRole('button', { name: 'Remove filter: Red' })).toBeVisible();
  });

  test('size, category and price filters narrow the results, each card matching', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/collection');
    const all = await shownCount(page);

    await tick(page, /^Đầm \(/);
    await expect(page).toHaveURL(/\?category=dresses$/);
    await expect.poll(() => shownCount(page)).toBeLessThan(all);
    for (const slug of await cardSlugs(page))
      expect((await productOf(request, slug)).category).toBe('dresses');

    await tick(page, /^XXL \(/);
    await expect(page).toHaveURL(/\?category=dresses&size=XXL$/);
    await expect
      .poll(async () => (await cardSlugs(page)).length)
      .toBe(await apiTotal(request, '?category=dresses&size=XXL'));
    for (const slug of await cardSlugs(page)) {
      expect((await productOf(request, slug)).variants.some((v) => v.size === 'XXL')).toBe(true);
    }
    await page.getByRole('button', { name: 'Xoá tất cả' }).first().click();
    await expect(page).toHaveURL(/\/collection$/);

    const min = page.getByRole('slider', { name: 'Giá thấp nhất' });
    await min.focus();
    await page.keyboard.press('PageUp');
    await page.keyboard.press('PageUp');
    await expect(page).toHaveURL(/\?price_min=\d+$/);
    // Each key press is its own URL and request: wait until the last one's results are on screen.
    await expect(min).toHaveValue(/\d+/);
    const floor = Number(await min.inputValue()) * 100;
    await expect(page).toHaveURL(new RegExp(`\\?price_min=${floor}$`));
    await expect(page.locator('.listing-results')).toHaveAttribute('aria-busy', 'false');
    await expect.poll(() => shownCount(page)).toBeLessThan(all);
    await expect
      .poll(async () => Math.min(...(await cardPrices(page))))
      .toBeGreaterThanOrEqual(floor);
    await page.reload();
    await expect(page.getByRole('slider', { name: 'Giá thấp nhất' })).toHaveValue(
      String(floor / 100),
    );
  });

  test('a nested collection shows its breadcrumbs and only its products', async ({
    page,
    request,
  }) => {
    await page.goto('/en/collection/women/dresses');
    await expect(page.getByRole('heading', { level: 1, name: 'Dresses' })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Women' })).toHaveAttribute(
      'href',
      '/en/collection/women',
    );
    expect(await shownCount(page)).toBe(await apiTotal(request, 'women/dresses'));
    for (const slug of (await cardSlugs(page)).slice(0, 6))
      expect((await productOf(request, slug)).category).toBe('dresses');
    // Named in the page's language.
    await page.goto('/collection/women/dresses');
    const duong = page.getByRole('navigation', { name: 'Đường dẫn' });
    await expect(duong.getByRole('link', { name: 'Nữ' })).toHaveAttribute(
      'href',
      '/collection/women',
    );
  });

  test('the empty slug lists everything; "Load more" appends and a reload keeps the pages', async ({
    page,
    request,
  }) => {
    const total = await apiTotal(request, '');
    await page.goto('/en/collection');
    expect(await shownCount(page)).toBe(total);
    await expect(page.locator('.product-card')).toHaveCount(24);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.locator('.product-card')).toHaveCount(48);
    await expect(page).toHaveURL(/\/en\/collection\?page=2$/);
    await page.reload();
    await expect(page.locator('.product-card')).toHaveCount(48);
  });

  test('back and forward restore the filters', async ({ page, request }) => {
    // From the API: read off the screen, it could still be the previous view's (kept while loading).
    const both = await apiTotal(request, '?color=BLACK&size=M&lang=vi');
    await page.goto('/collection');
    await tick(page, /^Đen \(/);
    await expect(page).toHaveURL(/\?color=BLACK$/);
    await tick(page, /^M \(/);
    await expect(page).toHaveURL(/\?color=BLACK&size=M$/);
    await expect.poll(() => shownCount(page)).toBe(both);

    await page.goBack();
    await expect(page).toHaveURL(/\?color=BLACK$/);
    await expect(page.getByRole('checkbox', { name: /^M \(/ })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^Đen \(/ })).toBeChecked();
    await page.goForward();
    await expect(page.getByRole('checkbox', { name: /^M \(/ })).toBeChecked();
    await expect.poll(() => shownCount(page)).toBe(both);
  });

  test('going to a product and back returns to the same place', async ({ page }) => {
    // On a loaded CI machine the restore after "back" has taken 5-10 s.
    await page.goto('/en/collection');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.locator('.product-card')).toHaveCount(48);
    const card = page.locator('.product-card').nth(30);
    await card.scrollIntoViewIfNeeded();
    const name = await card.locator('h3').innerText();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(1000);
    await card.locator('.product-card__link').click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { timeout: 20_000 })
      .toBeGreaterThan(before - 50);
    await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeInViewport();
  });

  test('the empty state offers to clear the filters', async ({ page }) => {
    await page.goto('/en/collection?price_min=99999900');
    await expect(page.getByText('No data available')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/en\/collection$/);
    await expect(page.locator('.product-card').first()).toBeVisible();

    await page.goto('/collection?price_min=99999900');
    await expect(page.getByText('Không có dữ liệu')).toBeVisible();
    await page.getByRole('button', { name: 'Xoá bộ lọc' }).click();
    await expect(page).toHaveURL(/\/collection$/);
  });
});

test.describe('collection filters on a phone', () => {
  // bypassCSP: axe is added to the page as an inline script.
  test.use({ viewport: { width: 390, height: 844 }, bypassCSP: true });

  test('open in a drawer that traps focus and closes with Escape', async ({ page }) => {
    await page.goto('/en/collection');
    await expect(page.locator('.product-card').first()).toBeVisible();
    // The sidebar is hidden on a phone, so its filters are not rendered at all (issue 12).
    await expect(page.locator('.filter-panel')).toHaveCount(0);
    // The card actions are plain buttons, not react-aria's (one per card and action adds up).
    await expect(page.locator('.product-card .quick-add').first()).toBeVisible();
    await expect(page.locator('.product-card [data-rac]')).toHaveCount(0);
    const opener = page.getByRole('button', { name: 'Filters' });
    await opener.click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    // The groups come a frame after the drawer (its skeleton meanwhile); then no serious axe finding.
    await expect(
      drawer.locator('.filter-drawer__body:not([aria-busy]) .filter-panel'),
    ).toBeVisible();
    await expectNoBlocking(page, 'the filter drawer');
    await tick(drawer, /^Blue \(/);
    await expect(page).toHaveURL(/\?color=BLUE$/);
    await expect(drawer.getByRole('button', { name: 'Remove filter: Blue' })).toBeVisible();
    for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});

// Cards out of view are not rendered (content-visibility) and stand in at a placeholder height: the
// page must be as long before the shopper scrolls as after, or the scroll bar jumps and a scroll
// restored on the way back lands short.
for (const [lang, width] of [
  ['vi', 412],
  ['en', 768],
] as const) {
  test(`${lang}: the grid is as long before its cards render as after (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${lang === 'en' ? '/en' : ''}/collection/women`);
    const grid = page.locator('.product-grid');
    const cards = grid.locator(':scope > li');
    await expect(cards).toHaveCount(24);
    // A card's own box is laid out at the placeholder height; what it holds is not rendered.
    const contents = (card: Locator) => card.locator(':scope > *');
    const unrendered = async () => {
      const rendered = await Promise.all((await cards.all()).map((c) => isRendered(contents(c))));
      return rendered.filter((r) => !r).length;
    };
    expect(await unrendered()).toBeGreaterThan(8);
    const before = (await grid.boundingBox())!.height;

    // Each card rendered once: it keeps its real height from then on (`auto`), in view or not.
    for (const card of await cards.all()) {
      await card.scrollIntoViewIfNeeded();
      await expect.poll(() => isRendered(contents(card))).toBe(true);
    }
    const after = (await grid.boundingBox())!.height;
    expect(Math.abs(before / after - 1)).toBeLessThan(0.03);
  });
}
