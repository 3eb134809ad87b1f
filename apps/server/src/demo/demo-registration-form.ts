import type { Database } from '../db/client';
import { saveRegistrationForm } from '../modules/registration-form/index';

/** The demo network's extra sign-up questions, saved as the admin would on setting/registration-form. */
export async function seedDemoRegistrationForm(
  db: Database,
  tenantId: string,
  adminUserId: string,
): Promise<void> {
  await saveRegistrationForm(db, {
    tenantId,
    actorUserId: adminUserId,
    audience: 'publisher',
    body: {
      fields: [
        {
          label: 'Monthly visitors',
          kind: 'select',
          required: true,
          options: ['Under 10,000', '10,000 to 100,000', 'Over 100,000'],
          helpText: 'Across the sites or apps you will promote our offers on.',
        },
        { label: 'Your main site or channel', kind: 'url', required: false, options: [] },
        { label: 'I will not send incentivised traffic', kind: 'checkbox', required: true, options: [] },
      ],
    },
  });
  await saveRegistrationForm(db, {
    tenantId,
    actorUserId: adminUserId,
    audience: 'advertiser',
    body: {
      fields: [
        {
          label: 'Monthly budget',
          kind: 'select',
          required: false,
          options: ['Under $5,000', '$5,000 to $50,000', 'Over $50,000'],
        },
      ],
    },
  });
}
