/**
 * Customer accounts (issue 13), in both languages: registering on the screen signs in and the header
 * says so; signing out returns to a guest; signing in on the screen comes back; the account area's
 * guard sends a guest to sign in and back to the page they wanted; the spec's messages at the register
 * form's fields. Each run registers new customers (the e2e database is kept between runs).
 */
import { blocking, describeViolations, runAxe } from './support/axe';
import { expect as baseExpect, test, type Page } from './support/test';
import { PASSWORD, newEmail, registerCustomer, tokenCookie } from './support/accounts';
import { LANGS, prefix, textsOf, type Lang } from './support/messages';

// Two workers, the server and Chromium share two cores: screens can take a while to answer.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 90_000 });

const header = (page: Page) => page.getByRole('banner');

async function signInOnScreen(page: Page, lang: Lang, email: string) {
  const t = textsOf(lang);
  await page.getByLabel(t('account.field.email')).fill(email);
  await page.getByLabel(t('account.field.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t('account.login.submit') }).click();
}

for (const lang of LANGS) {
  const t = textsOf(lang);
  const p = prefix(lang);

  test(`${lang}: register, sign out, sign in again`, async ({ page, context }) => {
    await page.goto(`${p}/`);
    await header(page)
      .getByRole('link', { name: t('nav.signIn') })
      .click();
    await expect(page).toHaveURL(`${p}/account/login`);
    await page.getByRole('link', { name: t('account.links.register') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('account.register.title'));

    const email = newEmail(`register-${lang}`);
    await page.getByLabel(t('account.field.firstName')).fill('Lan');
    await page.getByLabel(t('account.field.lastName')).fill('Nguyễn');
    await page.getByLabel(t('account.field.email')).fill(email);
    await page.getByLabel(t('account.field.newPassword'), { exact: true }).fill(PASSWORD);
    await page.getByLabel(t('account.field.confirmPassword')).fill(PASSWORD);
    await page.getByRole('button', { name: t('account.register.submit') }).click();

    // Signed in: the account area, and the header's account link says so.
    await expect(page).toHaveURL(`${p}/account/info/orders`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('account.orders.title'));
    await expect(page.getByText(t('account.orders.empty'))).toBeVisible();
    await expect(header(page).getByRole('link', { name: t('nav.account') })).toBeVisible();
    expect(await tokenCookie(context)).toBeTruthy();

    await page
      .getByRole('navigation', { name: t('account.nav.label') })
      .getByRole('button', { name: t('account.nav.signOut') })
      .click();
    await expect(page).toHaveURL(p || '/');
    await expect(header(page).getByRole('link', { name: t('nav.signIn') })).toBeVisible();
    expect(await tokenCookie(context)).toBeFalsy();

    await header(page)
      .getByRole('link', { name: t('nav.signIn') })
      .click();
    await signInOnScreen(page, lang, email);
    await expect(page).toHaveURL(`${p}/account/info/orders`);
    await expect(header(page).getByRole('link', { name: t('nav.account') })).toBeVisible();
  });

  test(`${lang}: a guest is sent to sign in and brought back to the page they wanted`, async ({
    page,
    request,
  }) => {
    const { email } = await registerCustomer(request, `guard-${lang}`);
    await page.goto(`${p}/account/info/addresses`);
    await expect(page).toHaveURL(
      `${p}/account/login?redirect=${encodeURIComponent('/account/info/addresses')}`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('account.login.title'));
    await signInOnScreen(page, lang, email);
    await expect(page).toHaveURL(`${p}/account/info/addresses`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('account.addresses.title'));
  });

  test(`${lang}: the register form names each missing field with the spec's message`, async ({
    page,
  }) => {
    await page.goto(`${p}/account/register`);
    await page.getByLabel(t('account.field.email')).fill('lan@');
    await page.getByRole('button', { name: t('account.register.submit') }).click();
    await expect(page.getByText(t('account.errors.first_name_required'))).toBeVisible();
    await expect(page.getByText(t('account.errors.last_name_required'))).toBeVisible();
    await expect(page.getByText(t('account.errors.email_invalid'))).toBeVisible();
    await expect(page.getByLabel(t('account.field.firstName'))).toBeFocused();
    // Nothing typed is lost.
    await expect(page.getByLabel(t('account.field.email'))).toHaveValue('lan@');
  });
}

test('a wrong password is answered with one message, and the email is kept', async ({
  page,
  request,
}) => {
  const t = textsOf('en');
  const { email } = await registerCustomer(request, 'wrong');
  await page.goto('/en/account/login');
  await page.getByLabel(t('account.field.email')).fill(email);
  await page.getByLabel(t('account.field.password'), { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: t('account.login.submit') }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: t('account.login.failed') }),
  ).toBeVisible();
  await expect(page.getByLabel(t('account.field.email'))).toHaveValue(email);
});

test('the redirect parameter never leaves the site', async ({ page, request }) => {
  const { email } = await registerCustomer(request, 'open-redirect');
  await page.goto(`/en/account/login?redirect=${encodeURIComponent('//example.org/x')}`);
  await signInOnScreen(page, 'en', email);
  await expect(page).toHaveURL('/en/account/info/orders');
});

test.describe('accessibility of the sign-in screens', () => {
  // The shop's CSP forbids inline scripts, which is how addScriptTag injects axe (as in a11y.spec.ts).
  test.use({ bypassCSP: true });

  for (const lang of LANGS) {
    test(`${lang}: sign in, and register with its messages shown`, async ({ page }) => {
      const t = textsOf(lang);
      const p = prefix(lang);
      await page.goto(`${p}/account/login`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('account.login.title'));
      let violations = blocking(await runAxe(page));
      expect(violations, describeViolations(violations)).toEqual([]);

      await page.goto(`${p}/account/register`);
      await page.getByRole('button', { name: t('account.register.submit') }).click();
      await expect(page.getByText(t('account.errors.first_name_required'))).toBeVisible();
      violations = blocking(await runAxe(page));
      expect(violations, describeViolations(violations)).toEqual([]);
    });
  }
});
