/**
 * The back office's content (issue 39), in both languages: a staff member creates an event featuring
 * a product, with its Vietnamese and English texts, and a new hero slide linking to it, all from the
 * screens; a shopper then opens the event's page in each language and reads its texts and the
 * product, and the home page shows the new slide. The slide is deleted at the end (from its list),
 * so the demo's three slides are what other specs find. The e2e shop is kept between runs: names
 * carry a stamp.
 */
import { productPath } from '../contract/api/paths';
import { adminTexts } from './support/admin';
import { LANGS, prefix, t, type Lang } from './support/messages';
import { STAFF_PASSWORD, newStaff } from './support/staff';
import { expect as baseExpect, test, type APIRequestContext, type Page } from './support/test';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000, mode: 'serial' });

const base = (lang: Lang) => (lang === 'en' ? '/en/admin' : '/admin');

interface Card {
  id: string;
  name: string;
}

/**
 * A product of the demo shop, named in `lang`. Not the newest on the home page: other specs make
 * products of their own in the shared e2e shop, and change them while this one runs.
 */
async function aProduct(request: APIRequestContext, lang: Lang): Promise<Card> {
  const res = await request.get(productPath('classic-pullover-hoodie', { lang }));
  const product = (await res.json()).data as Card;
  return { id: product.id, name: product.name };
}

async function signIn(page: Page, lang: Lang, path: string) {
  const a = adminTexts(lang);
  await page.goto(`${base(lang)}${path}`);
  await page.getByLabel(a('auth.email')).fill(await newStaff('staff'));
  await page.getByLabel(a('auth.password'), { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: a('auth.sign_in.submit') }).click();
}

for (const lang of LANGS) {
  const a = adminTexts(lang);

  test(`${lang}: staff create an event with a product and a hero slide; shoppers see them`, async ({
    page,
    request,
  }) => {
    const stamp = Date.now().toString(36);
    const slug = `hoi-cho-${lang}-${stamp}`;
    const texts = {
      vi: {
        title: `Hội chợ thu ${stamp}`,
        place: 'Phố đi bộ Nguyễn Huệ',
        body: 'Ghé **gian hàng**.',
      },
      en: {
        title: `Autumn fair ${stamp}`,
        place: 'Nguyen Hue walking street',
        body: 'Visit our **stall**.',
      },
    };
    const product = { vi: await aProduct(request, 'vi'), en: await aProduct(request, 'en') };

    // The event, from its form.
    await signIn(page, lang, '/content/events/new');
    await expect(
      page.getByRole('heading', { level: 1, name: a('content.events.new') }),
    ).toBeVisible();
    await page.getByLabel(a('content.field.slug')).fill(slug);
    await page.getByLabel(a('content.events.starts_at')).fill('2031-05-01T09:00');
    await page.getByLabel(a('content.events.ends_at')).fill('2031-05-03T18:00');
    await page.getByLabel(a('content.events.products.search')).fill(product[lang].name);
    await page.getByRole('button', { name: a('content.search'), exact: true }).click();
    await page
      .getByRole('button', { name: a('content.add_named', { name: product[lang].name }) })
      .click();
    await expect(
      page.getByRole('listitem').filter({ hasText: product[lang].name }).first(),
    ).toBeVisible();
    for (const l of LANGS) {
      await page.getByRole('tab', { name: a(`content.lang.${l}`) }).click();
      await page
        .getByRole('textbox', { name: a('content.field.title'), exact: true })
        .fill(texts[l].title);
      await page
        .getByRole('textbox', { name: a('content.events.location'), exact: true })
        .fill(texts[l].place);
      await page
        .getByRole('textbox', { name: a('content.field.body'), exact: true })
        .fill(texts[l].body);
    }
    await page.getByRole('button', { name: a('content.events.create') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: a('content.events.title') }),
    ).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: texts[lang].title })).toBeVisible();

    // A hero slide linking to it, placed last.
    await page.getByRole('link', { name: a('content.tab.slides') }).click();
    await page.getByRole('link', { name: a('content.slides.new') }).click();
    await page.getByRole('button', { name: a('content.picture.choose') }).click();
    await page.getByRole('dialog').locator('.picture-tiles__tile').first().click();
    await page.getByLabel(a('content.slides.link')).fill(`/event/${slug}`);
    for (const l of LANGS) {
      await page.getByRole('tab', { name: a(`content.lang.${l}`) }).click();
      await page
        .getByRole('textbox', { name: a('content.field.title'), exact: true })
        .fill(`${texts[l].title} ★`);
      await page
        .getByRole('textbox', { name: a('content.slides.subtitle'), exact: true })
        .fill(texts[l].place);
    }
    await page.getByRole('button', { name: a('content.slides.create') }).click();
    const slideRow = page.getByRole('row').filter({ hasText: `${texts[lang].title} ★` });
    await expect(slideRow).toBeVisible();

    // Shoppers, in each language: the event's page with its texts and the product; the home's slide.
    for (const l of LANGS) {
      await page.goto(`${prefix(l)}/event/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: texts[l].title })).toBeVisible();
      await expect(page.getByText(texts[l].place).first()).toBeVisible();
      await expect(page.locator('.prose strong')).toHaveText(l === 'vi' ? 'gian hàng' : 'stall');
      await expect(page.getByRole('link', { name: product[l].name }).first()).toBeVisible();

      await page.goto(`${prefix(l)}/`);
      const hero = page.getByRole('region', { name: t(l, 'home.hero'), exact: true });
      const count = await hero.getByRole('button', { name: /\d+$/ }).count();
      await hero.getByRole('button', { name: t(l, 'slider.goTo', { n: count }) }).click();
      const shown = hero.getByRole('group', { name: t(l, 'slider.position', { n: count, count }) });
      await expect(shown.getByRole('heading', { name: `${texts[l].title} ★` })).toBeVisible();
    }

    // The slide goes again, so the demo's three are what the other specs find.
    await page.goto(`${base(lang)}/content/slides`);
    const row = page.getByRole('row').filter({ hasText: `${texts[lang].title} ★` });
    await row
      .getByRole('button', { name: a('content.delete_named', { name: `${texts[lang].title} ★` }) })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: a('content.delete') })
      .click();
    await expect(row).toHaveCount(0);
  });
}
