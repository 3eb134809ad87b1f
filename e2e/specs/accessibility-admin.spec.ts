import { test, walkParts, walkRoleScreens } from '../support/accessibility';

// Every screen of the admin portal, from the web app's screen registry (its route table and the
// pages built for it), opened on real demo records: it keeps its address, shows a heading, names
// the browser tab after itself and the network, throws nothing (the pageErrors fixture fails the
// test on an uncaught page error), and a built one passes axe against WCAG 2.1 A and AA. The other
// portals: accessibility-portals.spec.ts; dialogs and states: accessibility-dialogs.spec.ts.

// The admin portal has the most screens: its walk is split in parts the workers share.
test.describe.configure({ mode: 'parallel' });

for (const part of walkParts(4)) {
  test(`admin screens, part ${part.index + 1} of ${part.of}`, async ({ page, signIn, a11y }) => {
    await signIn('admin');
    await walkRoleScreens(page, a11y, 'admin', part);
  });
}
