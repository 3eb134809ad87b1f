import type { ReactElement } from 'react';
import type { ConversionAudience } from '../features/report-rows/components/conversion-audiences';
import type { RouteEntry } from './route-entry';
import { screenMetaOf } from './screen-meta';

type Loader = (entry: RouteEntry) => Promise<ReactElement>;

/** One conversion report page for every role, told whose rows it shows. */
function conversionScreen(audience: ConversionAudience): Loader {
  return async (entry) => {
    const { default: Page } = await import('../features/report-rows/pages/conversion-report-page');
    return <Page audience={audience} screen={screenMetaOf(entry)} />;
  };
}

const clickScreen: Loader = async (entry) => {
  const { default: Page } = await import('../features/report-rows/pages/click-report-page');
  return <Page screen={screenMetaOf(entry)} />;
};

/** The conversion reports (admin, publisher, advertiser) and the admin click log, by route-table path. */
export const REPORT_ROW_SCREENS: Readonly<Record<string, Loader>> = {
  '/admin/report/conversion': conversionScreen('staff'),
  '/publisher/report/conversions': conversionScreen('publisher'),
  '/advertiser/report/conversions': conversionScreen('advertiser'),
  '/admin/report/click': clickScreen,
};
