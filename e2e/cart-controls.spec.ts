/**
 * The cart's own controls (native radios and stepper, docs/decisions/016): quick add from a card
 * asks for a size and a quantity, and the cart line's stepper changes the quantity by its buttons
 * and by typing, in both languages.
 */
import { expect, test, type Locator } from './support/test';
import { t as m } from './support/messages';

/** A size in the group with at least `least` in stock and not chosen yet: its label. */
async function sizeWithStock(group: Locator, least: number): Promise<Locator> {
  const labels = group.locator('label');
  for (let i = 0; i < (await labels.count()); i++) {
    const label = labels.nth(i);
    if (await label.locator('input').isChecked()) continue;
    const stock = Number(
      /\d+/.exec((await label.locator('.choice__stock').textContent()) ?? '')?.[0],
    );
    if (stock >= least) return label;
  }
  throw new Error(`no other size with ${least} in stock`);
}

for (const lang of ['vi', 'en'] as const) {
  test(`quick add asks for a size and a quantity, and the cart line's stepper changes it (${lang})`, async ({
    page,
  }) => {
    await page.goto(`${lang === 'en' ? '/en' : ''}/collection/women`);
    await page.locator('.quick-add:not([disabled])').first().click();

    const dialog = page.getByRole('dialog', { name: m(lang, 'cart.choose.title') });
    await expect(dialog).toBeVisible();
    const name = (await dialog.locator('.variant-form__product strong').textContent())!;
    const size = await sizeWithStock(
      dialog.getByRole('radiogroup', { name: m(lang, 'cart.size') }),
      3,
    );
    const sizeName = (await size.locator('input').getAttribute('value'))!;
    await size.click();
    await expect(size.locator('input')).toBeChecked();

    const quantity = dialog.getByRole('textbox', { name: m(lang, 'cart.quantity') });
    await expect(quantity).toHaveValue('1');
    await expect(
      dialog.getByRole('button', { name: m(lang, 'cart.decrease', { name }) }),
    ).toBeDisabled();
    await dialog.getByRole('button', { name: m(lang, 'cart.increase', { name }) }).click();
    await expect(quantity).toHaveValue('2');
    await dialog.getByRole('button', { name: m(lang, 'cart.add'), exact: true }).click();

    const drawer = page.getByRole('dialog', { name: new RegExp(m(lang, 'cart.title')) });
    const line = drawer.locator('.cart-line').filter({ hasText: name });
    await expect(line).toContainText(sizeName);
    const lineQuantity = line.getByRole('textbox', { name: m(lang, 'cart.quantity') });
    await expect(lineQuantity).toHaveValue('2');
    await line.getByRole('button', { name: m(lang, 'cart.increase', { name }) }).click();
    await expect(lineQuantity).toHaveValue('3');
    // Typed, then committed with Enter.
    await lineQuantity.fill('1');
    await lineQuantity.press('Enter');
    await expect(lineQuantity).toHaveValue('1');
    await expect(
      line.getByRole('button', { name: m(lang, 'cart.decrease', { name }) }),
    ).toBeDisabled();
  });
}
