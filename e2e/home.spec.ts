import { expect, hydrated, test, type Locator, type Page } from './support/test';
import { LANGS, prefix, t } from './support/messages';

// The number of slides, as the page shows them: read from the page, since the back office's e2e
// (admin-content.spec.ts) adds a slide for a moment to the shared e2e shop.
let SLIDES = 0;
const position = { vi: (n: number) => `${n} / ${SLIDES}`, en: (n: number) => `${n} of ${SLIDES}` };

// The hero slider runs on Playwright's clock. It flows while the page loads (the app needs timers to
// start), then stops where it is; from there only runFor moves it, so the tests read the slide shown
// at that moment instead of assuming the load took less than one autoplay interval.
async function openHero(page: Page, path: string, name: string): Promise<Locator> {
  await page.clock.install();
  await page.goto(path);
  const hero = page.getByRole('region', { name, exact: true });
  await expect(hero.getByRole('group')).toHaveCount(1);
  // The app starts on timers (src/boot.ts): the clock may stop only once the page is ready.
  await hydrated(page);
  SLIDES = await hero.locator('.carousel__dot').count();
  expect(SLIDES).toBeGreaterThan(2);
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 100);
      break;
    } catch {
      // The page clock ran past `now + 100` meanwhile; try again from its new time.
    }
  }
  return hero;
}

/** The one slide not hidden from assistive technology, as a 1-based number. */
async function shown(hero: Locator): Promise<number> {
  const label = await hero.getByRole('group').getAttribute('aria-label');
  return Number(label?.match(/^\d+/)?.[0]);
}

const after = (n: number, step: number) => ((n - 1 + step + SLIDES) % SLIDES) + 1;

test.describe('home hero slider', () => {
  test('next and previous buttons change the slide (vi)', async ({ page }) => {
    const hero = await openHero(page, '/', 'Nổi bật');
    await expect(hero).toHaveAttribute('aria-roledescription', 'băng chuyền');
    await expect(hero.getByRole('link', { name: 'Mua ngay' })).toHaveCount(1);
    const start = await shown(hero);

    await hero.getByRole('button', { name: 'Trang chiếu tiếp theo' }).click();
    await expect(hero.getByRole('group', { name: position.vi(after(start, 1)) })).toBeVisible();
    await expect(hero.getByRole('group', { name: position.vi(start) })).toHaveCount(0);
    await expect(
      hero.getByRole('button', { name: `Đến trang chiếu ${after(start, 1)}` }),
    ).toHaveAttribute('aria-current', 'true');

    await hero.getByRole('button', { name: 'Trang chiếu trước' }).click();
    await hero.getByRole('button', { name: 'Trang chiếu trước' }).click();
    await expect(hero.getByRole('group', { name: position.vi(after(start, -1)) })).toBeVisible();
  });

  test('autoplay advances every 5 seconds and hover pauses it (en)', async ({ page }) => {
    const hero = await openHero(page, '/en', 'Highlights');
    await expect(hero).toHaveAttribute('aria-roledescription', 'carousel');
    const start = await shown(hero);

    await page.clock.runFor(5000);
    await expect(hero.getByRole('group', { name: position.en(after(start, 1)) })).toBeVisible();

    await hero.hover();
    await page.clock.runFor(12_000);
    await expect(hero.getByRole('group', { name: position.en(after(start, 1)) })).toBeVisible();

    // The pointer gone, it plays again.
    await page.mouse.move(1, 1);
    await page.clock.runFor(5000);
    await expect(hero.getByRole('group', { name: position.en(after(start, 2)) })).toBeVisible();
  });

  test('the hero links carry one language prefix (en)', async ({ page }) => {
    const hero = await openHero(page, '/en', 'Highlights');
    await expect(hero.getByRole('link', { name: 'Shop now' })).toHaveAttribute(
      'href',
      /^\/en\/(?!en\/)/,
    );
  });
});

for (const lang of LANGS) {
  test(`${lang}: the coming events are listed with their dates and place, each a link to its page`, async ({
    page,
    request,
  }) => {
    const { data: events } = await (
      await request.get(`/api/content/events?lang=${lang}&per_page=10`)
    ).json();
    const coming = (
      events.items as { slug: string; title: string; ends_at: string; location: string }[]
    )
      .filter((e) => new Date(e.ends_at) > new Date())
      .slice(0, 3);
    expect(coming.length).toBeGreaterThan(0);

    await page.goto(prefix(lang) || '/');
    const section = page.getByRole('region', { name: t(lang, 'home.events') });
    const links = section.getByRole('link');
    await expect(links).toHaveCount(coming.length);
    for (const [i, event] of coming.entries()) {
      await expect(links.nth(i)).toContainText(event.title);
      await expect(links.nth(i)).toContainText(event.location);
      await expect(links.nth(i)).toHaveAttribute('href', `${prefix(lang)}/event/${event.slug}`);
    }
    await links.first().click();
    await expect(page.getByRole('heading', { level: 1, name: coming[0]!.title })).toBeVisible();
  });
}
