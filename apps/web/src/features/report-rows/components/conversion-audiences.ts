import type {
  AdvertiserConversionRow,
  ConversionReportSort,
  PublisherConversionRow,
  StaffConversionRow,
} from '@affnet/contracts';
import type { Column } from '../../../components/data-table/data-table';
import type { PagedList } from '../../../lib/paged-list';
import {
  advertiserConversionColumns,
  publisherConversionColumns,
  staffConversionColumns,
} from './conversion-columns';
import { type ConversionFilter, conversionListConfig } from './report-list-configs';

/** Who reads the conversion report: one page, driven by the role (no copies per role). */
export type ConversionAudience = 'staff' | 'publisher' | 'advertiser';

type AudienceSetup<Row> = {
  path: string;
  list: PagedList<Row, ConversionReportSort, ConversionFilter>;
  columns: () => Column<Row, ConversionReportSort>[];
  /** What the empty report says before any conversion exists. */
  emptyDescription: string;
  /** Staff pick offers and partners, and change statuses. */
  isStaff: boolean;
};

const setup = <Row>(path: string, rest: Omit<AudienceSetup<Row>, 'path' | 'list'>): AudienceSetup<Row> => ({
  path,
  list: conversionListConfig<Row>(path),
  ...rest,
});

export const CONVERSION_AUDIENCES = {
  staff: setup<StaffConversionRow>('/v1/reports/conversions', {
    columns: staffConversionColumns,
    emptyDescription: 'Conversions advertisers report through postbacks, pixels and tags appear here.',
    isStaff: true,
  }),
  publisher: setup<PublisherConversionRow>('/v1/publisher/reports/conversions', {
    columns: publisherConversionColumns,
    emptyDescription: 'Conversions from your traffic appear here with your payout and their status.',
    isStaff: false,
  }),
  advertiser: setup<AdvertiserConversionRow>('/v1/advertiser/reports/conversions', {
    columns: advertiserConversionColumns,
    emptyDescription: 'Conversions on your offers appear here with what each one costs.',
    isStaff: false,
  }),
} as const;
