import { Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { CapPacingTable } from '../../../components/cap-pacing-table';
import { InfoCard } from '../../../components/info-card';
import { ListQueryGate } from '../../../components/list-query-gate';
import { PageHeader } from '../../../components/page-header';
import { ErrorState } from '../../../components/query-states';
import { type ScreenMeta, trailOf } from '../../../lib/screen';
import { type DashboardPortal, viewerTimeZone } from '../api/dashboard-portal';
import { useDashboard, useDashboardCapPacing } from '../api/get-dashboard';
import { DASHBOARD_METRICS, TREND_METRIC } from '../components/dashboard-figures';
import { PeriodTable } from '../components/period-table';
import { TopTable } from '../components/top-table';
import { TrendChart } from '../components/trend-chart';

export type DashboardPageProps = {
  portal: DashboardPortal;
  screen: ScreenMeta;
  /** The portal's report/performance path: every figure links there with its filters. */
  reportPath: string;
};

const SUBTITLES: Record<DashboardPortal, string> = {
  admin: 'The whole network: traffic, conversions, revenue, payout and profit.',
  publisher: 'Your traffic and what you earned (approved payout).',
  advertiser: 'Traffic on your offers, conversions and what you spend (approved revenue).',
};

/** The dashboard of one portal: the same figures the performance report shows, for the viewer's rows. */
export default function DashboardPage({ portal, screen, reportPath }: DashboardPageProps) {
  const tz = viewerTimeZone();
  const dashboard = useDashboard(portal, tz);
  const metrics = DASHBOARD_METRICS[portal];
  return (
    <Stack gap="lg">
      <PageHeader title={screen.title} breadcrumbs={trailOf(screen, null, { label: screen.title })}>
        <Text c="dimmed" size="sm">
          {SUBTITLES[portal]} Days start at midnight in your time zone ({tz}); click any figure for the report
          behind it.
        </Text>
      </PageHeader>
      {dashboard.isPending ? (
        <Loader aria-label="Loading the dashboard" />
      ) : dashboard.isError ? (
        <ErrorState
          title="Could not load the dashboard"
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <>
          <InfoCard title="At a glance" description="Approved money; conversions count approved and pending.">
            <PeriodTable dashboard={dashboard.data} metrics={metrics} reportPath={reportPath} />
          </InfoCard>
          <InfoCard title="Last 30 days" description="Gross clicks a day. Click a bar for that day's report.">
            <TrendChart dashboard={dashboard.data} metric={TREND_METRIC} reportPath={reportPath} />
          </InfoCard>
          <SimpleGrid cols={{ base: 1, lg: dashboard.data.topPublishers ? 2 : 1 }}>
            <InfoCard title="Top offers" description="The last 7 days, by conversions.">
              <TopTable
                label="Top offers"
                rows={dashboard.data.topOffers}
                filterKey="offerId"
                metrics={metrics.slice(0, 1).concat(metrics.slice(2))}
                dashboard={dashboard.data}
                reportPath={reportPath}
              />
            </InfoCard>
            {dashboard.data.topPublishers ? (
              <InfoCard title="Top publishers" description="The last 7 days, by conversions.">
                <TopTable
                  label="Top publishers"
                  rows={dashboard.data.topPublishers}
                  filterKey="publisherId"
                  metrics={metrics.slice(0, 1).concat(metrics.slice(2))}
                  dashboard={dashboard.data}
                  reportPath={reportPath}
                />
              </InfoCard>
            ) : null}
          </SimpleGrid>
          {portal !== 'advertiser' ? <CapPacingCard portal={portal} /> : null}
        </>
      )}
    </Stack>
  );
}

function CapPacingCard({ portal }: { portal: DashboardPortal }) {
  const pacing = useDashboardCapPacing(portal);
  const description =
    portal === 'admin'
      ? 'Caps in force that are full or will be at their current pace, soonest first (times in your zone).'
      : 'The caps on your offers you may see: how much is used and when each runs out at this pace.';
  return (
    <InfoCard title="Cap pacing" description={description}>
      <ListQueryGate
        query={pacing}
        loadingLabel="Loading cap pacing"
        errorTitle="Could not load cap pacing"
        empty={
          portal === 'admin' ? 'No cap is full or on pace to fill this period.' : 'No cap applies to you.'
        }
      >
        {(rows) => <CapPacingTable rows={rows} withOffer />}
      </ListQueryGate>
    </InfoCard>
  );
}
