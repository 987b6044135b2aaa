/**
 * The checkout's information form and steps as a shopper goes through them, for the specs that need a
 * checkout at its review (checkout.spec.ts, a11y.spec.ts, admin-catalog.spec.ts).
 */
import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { pickFromComboBox } from './combo-box';
import { textsOf, type Lang } from './messages';

// Two workers, the server and Chromium share two cores: a step can take a while to answer.
const expect = baseExpect.configure({ timeout: 20_000 });

/** Vietnam's name in `lang`, as the country combo box lists it. */
export async function vietnam(request: APIRequestContext, lang: Lang): Promise<string> {
  const info = (await (await request.get('/api/public/store-info')).json()).data;
  const vn = (info.countries as { code: string; name: Record<Lang, string> }[]).find(
    (c) => c.code === 'VN',
  );
  if (!vn) throw new Error('the demo shop does not ship to Vietnam');
  return vn.name[lang];
}

export const textbox = (page: Page, name: string) =>
  page.getByRole('textbox', { name, exact: true });

export async function fillInformation(page: Page, lang: Lang, country: string): Promise<void> {
  const t = textsOf(lang);
  await textbox(page, t('checkout.contact.email')).fill('lan.nguyen@example.com');
  await textbox(page, t('checkout.address.full_name')).fill('Nguyễn Thị Lan');
  await textbox(page, t('checkout.address.phone')).fill('0901 234 567');
  await textbox(page, t('checkout.address.address')).fill('12 Lý Thường Kiệt');
  await textbox(page, t('checkout.address.city')).fill('Hà Nội');
  await textbox(page, t('checkout.address.state')).fill('Hà Nội');
  await textbox(page, t('checkout.address.zip')).fill('100000');
  const combo = page.getByRole('combobox', { name: t('checkout.address.country') });
  await pickFromComboBox(combo, country.slice(0, 4), country);
}

/** From information through shipping and payment (cash on delivery) to review. */
export async function continueToReview(page: Page, lang: Lang): Promise<void> {
  const t = textsOf(lang);
  const next = page.getByRole('button', { name: t('checkout.continue') });
  await next.click();
  await expect(
    page.getByRole('heading', { level: 2, name: t('checkout.step.shipping') }),
  ).toBeVisible();
  await next.click();
  await expect(
    page.getByRole('heading', { level: 2, name: t('checkout.step.payment') }),
  ).toBeVisible();
  await page.getByText(t('checkout.payment.cod'), { exact: true }).click();
  await next.click();
  await expect(
    page.getByRole('heading', { level: 2, name: t('checkout.review.title') }),
  ).toBeVisible();
}
