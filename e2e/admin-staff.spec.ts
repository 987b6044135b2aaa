/**
 * The back office's doors (issue 37), in both languages: the admin app is served at /admin and
 * /en/admin, noindex; a wrong password is told apart from nothing; an owner signs in and manages the
 * staff; a staff member signs in and cannot open staff management (the page says so, and the API
 * refuses it). A signed-out visit keeps the page it asked for and comes back to it after sign-in.
 */
import { adminTexts } from './support/admin';
import { LANGS, type Lang } from './support/messages';
import { STAFF_PASSWORD, newStaff } from './support/staff';
import { expect as baseExpect, test, type Page } from './support/test';

const expect = baseExpect.configure({ timeout: 20_000 });

const base = (lang: Lang) => (lang === 'en' ? '/en/admin' : '/admin');

async function signIn(page: Page, lang: Lang, email: string, password = STAFF_PASSWORD) {
  const t = adminTexts(lang);
  await page.getByLabel(t('auth.email')).fill(email);
  await page.getByLabel(t('auth.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('auth.sign_in.submit') }).click();
}

for (const lang of LANGS) {
  test.describe(`${lang}: the back office's doors`, () => {
    test('the staff page is the owner’s: a staff member is told so, an owner sees the staff', async ({
      page,
      browser,
    }) => {
      const t = adminTexts(lang);
      const [owner, member] = await Promise.all([newStaff('owner'), newStaff('staff')]);

      // Signed out, the staff page asks for a sign-in first, then opens.
      const response = await page.goto(`${base(lang)}/staff`);
      expect(response?.headers()['x-robots-tag']).toContain('noindex');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await signIn(page, lang, owner, 'not the password');
      await expect(page.getByText(t('auth.sign_in.wrong'))).toBeVisible();
      await signIn(page, lang, owner);
      await expect(page).toHaveURL(new RegExp(`${base(lang)}/staff$`));
      await expect(page.getByRole('row').filter({ hasText: owner })).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: member })).toBeVisible();

      // A staff member, in a browser of their own: the page says it is not theirs.
      const context = await browser.newContext();
      try {
        const other = await context.newPage();
        await other.goto(`${base(lang)}/staff`);
        await signIn(other, lang, member);
        await expect(
          other.getByRole('heading', { name: t('errors.not_allowed.title') }),
        ).toBeVisible();
        await expect(other.getByRole('row').filter({ hasText: owner })).toHaveCount(0);
        await expect(other.getByRole('link', { name: t('nav.staff'), exact: true })).toHaveCount(0);
      } finally {
        await context.close();
      }
    });
  });
}
