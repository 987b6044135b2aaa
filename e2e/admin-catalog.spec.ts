/**
 * The back office stocks the shop (issue 37), in both languages: an owner signs in, makes a product
 * with two colours and two sizes, uploads a picture for each colour (made here with sharp: two solid
 * colours), and publishes it from the products list. A shopper in a browser of their own (no admin)
 * finds it by the search, sees the picture change with the colour, and buys it (cash on delivery).
 * Then the owner changes the price, and the shopper's product page shows it on a reload within 60 s.
 * Each run makes its own owner and product (a word of its own in the name): the e2e database is kept
 * between runs.
 */
import sharp from 'sharp';
import { adminTexts } from './support/admin';
import { continueToReview, fillInformation, vietnam } from './support/checkout-form';
import { LANGS, prefix, textsOf, type Lang } from './support/messages';
import { STAFF_PASSWORD, newStaff } from './support/staff';
import {
  expect as baseExpect,
  test,
  watch,
  watchMissingText,
  type APIRequestContext,
  type Page,
} from './support/test';

// The server, Chromium and a second worker share two cores; uploads are decoded and drawn meanwhile.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

/** A solid-colour picture, as a phone's photo of a swatch would be (4:5, PNG). */
async function solidPicture(path: string, background: string): Promise<string> {
  await sharp({ create: { width: 800, height: 1000, channels: 3, background } })
    .png()
    .toFile(path);
  return path;
}

/** The shop's currency, and Vietnam's name in `lang` (the shopper's country). */
async function storeInfo(request: APIRequestContext, lang: Lang) {
  const info = (await (await request.get('/api/public/store-info')).json()).data;
  return { currency: info.currency as string, vietnam: await vietnam(request, lang) };
}

/** Uploads one picture for one colour through the file picker, and answers its key once listed. */
async function upload(page: Page, lang: Lang, file: string, color: string, count: number) {
  const a = adminTexts(lang);
  await page
    .getByRole('combobox', { name: a('pictures.upload.for'), exact: true })
    .selectOption({ label: color });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: a('pictures.upload.choose') }).click();
  await (await chooser).setFiles(file);
  const list = page.getByRole('list', { name: a('pictures.list') });
  await expect(list.getByRole('listitem')).toHaveCount(count);
  const item = list.getByRole('listitem').nth(count - 1);
  await expect(item.getByLabel(a('pictures.item.color'))).toHaveValue(
    color === a('pictures.color.BLACK') ? 'BLACK' : 'WHITE',
  );
  // The thumbnail is decorative (alt ""): the alt text fields beside it say what it shows.
  const src = (await item.locator('img').getAttribute('src')) ?? '';
  return /\/images\/(.+)-640\.webp$/.exec(src)![1]!;
}

/** The shopper's checkout, cash on delivery, to its confirmation. */
async function checkout(page: Page, lang: Lang, country: string) {
  const t = textsOf(lang);
  await page.goto(`${prefix(lang)}/cart`);
  await page.getByRole('button', { name: t('cart.checkout') }).click();
  await fillInformation(page, lang, country);
  await continueToReview(page, lang);
  await page.getByRole('button', { name: t('checkout.placeOrder') }).click();
  await expect(page).toHaveURL(`${prefix(lang)}/checkout/confirmation`);
  await expect(
    page.getByRole('heading', { level: 1, name: t('checkout.confirmation.title') }),
  ).toBeVisible();
}

for (const lang of LANGS) {
  const a = adminTexts(lang);
  const t = textsOf(lang);
  const admin = lang === 'en' ? '/en/admin' : '/admin';

  test(`${lang}: the owner stocks a product with a picture per colour; a shopper finds it, sees each colour's picture and buys it; a new price shows within 60 s`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const word = `zq${Date.now().toString(36)}`;
    const nameVi = `Áo thử ${word}`;
    const nameEn = `Trial tee ${word}`;
    const name = lang === 'en' ? nameEn : nameVi;
    const black = a('products.color.BLACK');
    const white = a('products.color.WHITE');
    const { currency, vietnam } = await storeInfo(request, lang);
    // Shades of this run's own: the same file uploaded twice is one picture (with its first alt texts),
    // and the e2e shop is kept between runs.
    const tint = (Date.now() % 4096).toString(16).padStart(3, '0');
    const [blackFile, whiteFile] = await Promise.all([
      solidPicture(testInfo.outputPath('black.png'), `#1${tint[0]}1${tint[1]}1${tint[2]}`),
      solidPicture(testInfo.outputPath('white.png'), `#f${tint[0]}f${tint[1]}f${tint[2]}`),
    ]);

    const box = (label: string) => page.getByRole('textbox', { name: label, exact: true });

    // The owner signs in on the way to a new product.
    const email = await newStaff('owner');
    await page.goto(`${admin}/products/new`);
    await page.getByLabel(a('auth.email')).fill(email);
    await page.getByLabel(a('auth.password')).fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: a('auth.sign_in.submit') }).click();
    await expect(page.getByRole('heading', { level: 1, name: a('products.new') })).toBeVisible();

    // Names and descriptions in both languages, the Vietnamese tab first.
    await box(a('products.field.name')).fill(nameVi);
    await expect(page.getByLabel(a('products.field.slug'))).toHaveValue(`ao-thu-${word}`);
    // The preview is sanitized as the stored HTML is: nothing pasted into it runs.
    const description = box(a('products.field.description'));
    await description.fill(
      'Áo <img src=x onerror="window.pwned=1"> [x](javascript:window.pwned=2) <script>window.pwned=3</script>',
    );
    const preview = page.locator('.markdown-preview');
    await expect(preview).toContainText('Áo');
    await expect(preview.locator('img, script, a[href^="javascript"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    await description.fill('Áo **cotton** mềm.');
    await expect(page.locator('.markdown-preview strong')).toHaveText('cotton');
    await page.getByRole('tab', { name: a('products.lang.en') }).click();
    await box(a('products.field.name')).fill(nameEn);
    await box(a('products.field.description')).fill('A soft **cotton** tee.');
    await page.getByLabel(a('products.field.collection')).selectOption({ index: 1 });
    await page.getByRole('combobox', { name: a('products.field.category') }).fill('t-shirts');
    await box(a('products.field.price', { currency })).fill('39.90');

    // Two colours, two sizes: four variants, each with stock.
    await page.getByRole('checkbox', { name: black }).check();
    await page.getByRole('checkbox', { name: white }).check();
    await page.getByLabel(a('products.grid.add_sizes')).fill('S M');
    await page.getByLabel(a('products.grid.add_sizes')).press('Enter');
    for (const color of [black, white])
      for (const size of ['S', 'M'])
        await page.getByLabel(`${a('products.grid.stock')} · ${color} / ${size}`).fill('20');
    await page.getByRole('button', { name: a('products.create') }).click();
    await expect(page).toHaveURL(new RegExp(`${admin}/products/\\d+$`));
    await expect(page.getByText(a('common.saved'), { exact: true })).toBeVisible();
    const editor = page.url();

    // A picture for each colour.
    const blackKey = await upload(page, lang, blackFile, black, 1);
    const whiteKey = await upload(page, lang, whiteFile, white, 2);
    expect(blackKey).not.toBe(whiteKey);

    // Published from the list, found by its word.
    await page.getByRole('link', { name: a('products.back') }).click();
    await page.getByLabel(a('products.search')).fill(word);
    await expect(page.getByRole('link', { name })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2); // the header and this product
    await page.getByLabel(a('products.select.one', { name })).check();
    await page.getByRole('button', { name: a('products.bulk.publish'), exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /./ })).toHaveText(
      lang === 'en' ? '1 product changed.' : 'Đã thay đổi 1 sản phẩm.',
    );

    // A shopper, in a browser of their own, finds it by the search.
    const shopper = watch(watchMissingText(await browser.newContext()));
    const shop = await shopper.newPage();
    await shop.goto(`${prefix(lang)}/`);
    await shop.getByRole('combobox', { name: t('search.label') }).fill(word);
    await shop
      .getByRole('listbox')
      .getByRole('option', { name: new RegExp(word) })
      .first()
      .click();
    await expect(shop.getByRole('heading', { level: 1, name })).toBeVisible();

    // The picture follows the colour.
    const first = shop
      .getByRole('button', { name: t('product.gallery.zoom', { n: 1 }) })
      .locator('img');
    const choose = async (label: string) => {
      await shop
        .locator('label')
        .filter({ has: shop.getByRole('radio', { name: label, exact: true }) })
        .click();
      await expect(shop.getByRole('radio', { name: label, exact: true })).toBeChecked();
    };
    await choose(t('color.BLACK'));
    await expect(first).toHaveAttribute('src', new RegExp(`/images/${blackKey}-`));
    await choose(t('color.WHITE'));
    await expect(first).toHaveAttribute('src', new RegExp(`/images/${whiteKey}-`));
    await expect(shop).toHaveURL(/[?&]color=WHITE/);

    // And buys it.
    await choose('M');
    await shop.getByRole('button', { name: t('cart.add') }).click();
    await expect(shop.getByRole('dialog').getByRole('link', { name })).toBeVisible();
    const productPage = shop.url();
    await checkout(shop, lang, vietnam);

    // A new price, saved in the back office, reaches the product page within 60 s.
    await page.goto(editor);
    const price = box(a('products.field.price', { currency }));
    await expect(price).toHaveValue('39.90');
    await price.fill('44.90');
    await page.getByRole('button', { name: a('common.save') }).click();
    await expect(page.getByText(a('common.saved'), { exact: true })).toBeVisible();
    const saved = Date.now();
    await shop.goto(productPage);
    await expect(async () => {
      await shop.reload();
      await baseExpect(shop.locator('.product__price .price').first()).toHaveText(/44[.,]90/, {
        timeout: 1_000,
      });
    }).toPass({ timeout: 60_000, intervals: [1_000, 2_000, 5_000] });
    testInfo.annotations.push({
      type: 'price reached the product page',
      description: `${((Date.now() - saved) / 1000).toFixed(1)} s after saving`,
    });

    // Archived from the list: gone from the shop, its page a 404 (and the other specs find the demo shop).
    await page.getByRole('link', { name: a('products.back') }).click();
    await page.getByLabel(a('products.search')).fill(word);
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByLabel(a('products.select.one', { name })).check();
    await page.getByRole('button', { name: a('products.bulk.archive'), exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: a('products.bulk.archive'), exact: true })
      .click();
    await expect(page.getByRole('status').filter({ hasText: /./ })).toHaveText(
      lang === 'en' ? '1 product changed.' : 'Đã thay đổi 1 sản phẩm.',
    );
    expect((await shop.goto(productPage))?.status()).toBe(404);
    await shopper.close();
  });
}
