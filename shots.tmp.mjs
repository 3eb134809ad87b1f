import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3900';
const [,, role, ...paths] = process.argv;
const login = await (await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `${role}@demo.test`, password: 'demo1234' }) })).json();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
const errors = [];
page.on('pageerror', (e) => errors.push(e.message));
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
await page.addInitScript((v) => localStorage.setItem('auth-store', v), JSON.stringify({ state: { token: login.data.token, user: login.data.user, redirectTarget: null }, version: 0 }));
for (const p of paths) {
  await page.goto(base + p);
  await page.waitForTimeout(2500);
  const name = p.replace(/[^a-z0-9]+/gi, '_');
  await page.screenshot({ path: `/tmp/shots/${role}${name}.png`, fullPage: true });
  console.log('shot', p, errors.splice(0).join(' | '));
}
await browser.close();
