/**
 * The back office's mail previews (issue 39), in both languages: a staff member opens Mails from the
 * navigation, picks the order confirmation and sees it as a shopper of the admin's language gets it
 * (the HTML in its frame, the plain text beside it), then the other language's below.
 */
import { adminTexts } from './support/admin';
import { LANGS, type Lang } from './support/messages';
import { STAFF_PASSWORD, newStaff } from './support/staff';
import { expect as baseExpect, test } from './support/test';

const expect = baseExpect.configure({ timeout: 20_000 });

const base = (lang: Lang) => (lang === 'en' ? '/en/admin' : '/admin');

/** The confirmation's first words and its link's path, per shopper's language (server/mail/order-mails.ts). */
const CONFIRMATION = {
  vi: { heading: 'Cảm ơn bạn đã đặt hàng!', subject: 'Đã nhận đơn hàng', order: '/order/' },
  en: {
    heading: 'Thank you for your order!',
    subject: 'We received your order',
    order: '/en/order/',
  },
} as const;

for (const lang of LANGS) {
  test(`${lang}: staff preview the order confirmation in the admin's language`, async ({
    page,
  }) => {
    const t = adminTexts(lang);
    const other: Lang = lang === 'vi' ? 'en' : 'vi';
    const member = await newStaff('staff');

    await page.goto(base(lang));
    await page.getByLabel(t('auth.email')).fill(member);
    await page.getByLabel(t('auth.password'), { exact: true }).fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: t('auth.sign_in.submit') }).click();

    await page
      .getByRole('link', { name: t('nav.mails'), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${base(lang)}/mails$`));
    await expect(page.getByRole('heading', { name: t('mails.title'), level: 1 })).toBeVisible();
    await page.getByRole('link', { name: t('mails.kind.order_placed'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${base(lang)}/mails/order_placed$`));

    // The admin's language first: its subject, its HTML in the frame, its text beside it.
    const own = page.getByRole('region', { name: t(`mails.lang.${lang}`) });
    await expect(own.getByText(CONFIRMATION[lang].subject)).toBeVisible();
    const frame = own.frameLocator('iframe');
    await expect(frame.getByRole('heading', { name: CONFIRMATION[lang].heading })).toBeVisible();
    await expect(frame.locator('html')).toHaveAttribute('lang', lang);
    await expect(frame.getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`^https?://[^/]+${CONFIRMATION[lang].order}`),
    );
    await expect(own.locator('pre')).toContainText(CONFIRMATION[lang].heading);
    await expect(own.locator('iframe')).toHaveAttribute('sandbox', '');

    // The other language below it.
    const second = page.getByRole('region', { name: t(`mails.lang.${other}`) });
    await expect(
      second.frameLocator('iframe').getByRole('heading', { name: CONFIRMATION[other].heading }),
    ).toBeVisible();
    const regions = await page
      .getByRole('region')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    expect(regions.indexOf(t(`mails.lang.${lang}`))).toBeLessThan(
      regions.indexOf(t(`mails.lang.${other}`)),
    );
  });
}
