import { expect, type Locator, type Page } from '@playwright/test';

/** Fills and submits the login form (the page must show it). */
export async function submitLoginForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Waits for the login screen. */
export async function expectLoginScreen(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}

/** The path, query and hash of the page's current URL. */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Asserts the form field shows `message` as its error (Mantine links the error to the input). */
export async function expectFieldError(page: Page, field: string, message: string): Promise<void> {
  await expect(page.getByRole('textbox', { name: field, exact: true })).toHaveAccessibleDescription(
    new RegExp(message),
  );
}

/** Picks an option of a searchable Mantine Select. */
export async function chooseOption(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: field, exact: true }).fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Types `search` into a searchable select (a remote picker asks the server as you type) and
 * clicks the option named `option`. Options render in a portal, so they are found on the page.
 */
export async function pickOption(combobox: Locator, option: string, search = option): Promise<void> {
  await combobox.fill(search);
  await combobox.page().getByRole('option', { name: option, exact: true }).click();
}

/** Opens a select that takes no typing and clicks the option named `option`. */
export async function selectOption(combobox: Locator, option: string): Promise<void> {
  await combobox.click();
  await combobox.page().getByRole('option', { name: option, exact: true }).click();
}

/** Adds values to a multi-select by typing each and clicking its option, then closes the list. */
export async function addOptions(combobox: Locator, options: readonly string[]): Promise<void> {
  for (const option of options) await pickOption(combobox, option);
  await combobox.press('Escape');
}
