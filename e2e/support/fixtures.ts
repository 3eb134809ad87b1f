import type { Session, UserRole } from '@affnet/contracts';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { E2E_PASSWORD, E2E_USERS } from './accounts';
import { type AppServer, startAppServer } from './app-server';
import { type MailCatcher, startMailCatcher } from './smtp';

/** Local-storage key of the client's persisted auth store (spec §9). */
export const AUTH_STORE_KEY = 'auth-store';

export type TestApp = AppServer & {
  mail: MailCatcher;
  /** Signs in through the API; every call returns a new token. */
  login: (email: string, password?: string) => Promise<Session>;
  /** A cached API session of the role's e2e account, for tests that do not revoke it. */
  sessionFor: (role: UserRole) => Promise<Session>;
};

type WorkerFixtures = { app: TestApp };
type TestFixtures = {
  /** Uncaught errors thrown in the page; a test fails when any remain at its end. */
  pageErrors: Error[];
  /**
   * What the page's Content Security Policy refused (an image, a script, a request); a test fails
   * when any remain at its end. A refused image only shows as broken, so nothing else would say so.
   */
  cspViolations: string[];
  /** Puts a session into the page's local storage before its first load (as after a real sign-in). */
  signIn: (role: UserRole, session?: Session) => Promise<Session>;
  /**
   * A second (third…) user at the same time: a page in a browser context of its own, signed in as
   * the role's e2e account. Its uncaught errors fail the test like the main page's.
   */
  pageAs: (role: UserRole) => Promise<Page>;
};

async function apiLogin(baseURL: string, email: string, password: string): Promise<Session> {
  const response = await fetch(`${baseURL}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login of ${email} failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { data: Session };
  return body.data;
}

/** Seeds the persisted auth store once per tab; later loads keep whatever the app wrote. */
export async function seedSession(page: Page, session: Session): Promise<void> {
  const value = JSON.stringify({
    state: { token: session.token, user: session.user, redirectTarget: null },
    version: 0,
  });
  await page.addInitScript(
    ({ key, stored }) => {
      try {
        if (sessionStorage.getItem('e2e-session-seeded')) return;
        localStorage.setItem(key, stored);
        sessionStorage.setItem('e2e-session-seeded', '1');
      } catch {
        // about:blank and other opaque origins have no storage
      }
    },
    { key: AUTH_STORE_KEY, stored: value },
  );
}

/** The persisted auth store as the app left it, or null when the key is absent. */
export async function readAuthStore(page: Page): Promise<{
  state: { token: string | null; user: unknown; redirectTarget: string | null };
} | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), AUTH_STORE_KEY);
  return raw ? JSON.parse(raw) : null;
}

/**
 * Playwright's trace recorder fetches a blob: image it cannot read (a chosen file that is no
 * image) to put it in the trace, which connect-src refuses. The app itself never fetches blob:
 * (its one fetch is lib/http.ts, to /api), so that refusal is the tool's, not the app's.
 */
const TRACE_RECORDER_FETCH =
  /^Connecting to 'blob:[^']*' violates the following Content Security Policy directive: "connect-src /;

/** Chromium reports each CSP refusal as a console error ("Loading the image ... violates ... Content Security Policy"). */
function watchCsp(page: Page, violations: string[]): void {
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() !== 'error' || !text.includes('Content Security Policy')) return;
    if (!TRACE_RECORDER_FETCH.test(text)) violations.push(text);
  });
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  app: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take a destructured first argument
    async ({}, use) => {
      const mail = await startMailCatcher();
      let server: AppServer;
      try {
        server = await startAppServer(mail.url);
      } catch (error) {
        await mail.close();
        throw error;
      }
      const sessions = new Map<UserRole, Promise<Session>>();
      const login = (email: string, password = E2E_PASSWORD) => apiLogin(server.baseURL, email, password);
      const sessionFor = (role: UserRole) => {
        let session = sessions.get(role);
        if (!session) {
          session = login(E2E_USERS[role]);
          sessions.set(role, session);
        }
        return session;
      };
      await use({ ...server, mail, login, sessionFor });
      await server.stop();
      await mail.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ app }, use) => {
    await use(app.baseURL);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(
        errors.map((error) => error.message),
        'uncaught errors in the page',
      ).toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      watchCsp(page, violations);
      await use(violations);
      expect(violations, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  signIn: async ({ page, app }, use) => {
    await use(async (role, session) => {
      const chosen = session ?? (await app.sessionFor(role));
      await seedSession(page, chosen);
      return chosen;
    });
  },
  pageAs: async ({ browser, app, pageErrors, cspViolations }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (role) => {
      const context = await browser.newContext({ baseURL: app.baseURL });
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(error));
      watchCsp(page, cspViolations);
      await seedSession(page, await app.sessionFor(role));
      return page;
    });
    for (const context of contexts) await context.close();
  },
});

export { expect };
