import { expect, type Locator } from '@playwright/test';

/**
 * Picks `name` from a react-aria combo box by typing `typed` into it. Its list closes when the page
 * scrolls (a click that scrolls the option into view can do that), so a closed list is opened again
 * with ArrowDown and the click retried, until the field holds the choice.
 */
export async function pickFromComboBox(combo: Locator, typed: string, name: string): Promise<void> {
  const option = combo.page().getByRole('option', { name, exact: true });
  // Focused first, then typed: filled in one go, the focus's scroll could land after the list opened.
  await combo.click();
  await combo.fill(typed);
  await expect(async () => {
    if (!(await option.isVisible())) await combo.press('ArrowDown');
    await option.click({ timeout: 2_000 });
    await expect(combo).toHaveValue(name, { timeout: 500 });
  }).toPass({ timeout: 20_000 });
}
