import type {
  CompanySettings,
  DomainSettings,
  GeneralSettings,
  PartnerKind,
  PartnerSettings,
} from '@affnet/contracts';
import { settingsKey, settingsQuery } from '../../../components/settings-page';

/** The admin's general, company, domain, publisher and advertiser settings: their queries. */
export const generalSettingsQuery = () =>
  settingsQuery<GeneralSettings>(settingsKey('general'), '/v1/settings/general');
export const companySettingsQuery = () =>
  settingsQuery<CompanySettings | null>(settingsKey('company'), '/v1/settings/company');
export const domainSettingsQuery = () =>
  settingsQuery<DomainSettings>(settingsKey('domain'), '/v1/settings/domain');
export const partnerSettingsQuery = (kind: PartnerKind) =>
  settingsQuery<PartnerSettings>(settingsKey(kind), `/v1/settings/${kind}`);
