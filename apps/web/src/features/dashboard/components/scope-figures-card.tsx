import { Loader } from '@mantine/core';
import { InfoCard } from '../../../components/info-card';
import { ErrorState } from '../../../components/query-states';
import { viewerTimeZone } from '../api/dashboard-portal';
import { useDashboard } from '../api/get-dashboard';
import { DASHBOARD_METRICS } from './dashboard-figures';
import { PeriodTable } from './period-table';

/** What an employee's dashboard sums up: traffic, conversions and what it earned the network. */
const EMPLOYEE_METRIC_KEYS = ['grossClicks', 'conversions', 'revenue'];
const EMPLOYEE_METRICS = DASHBOARD_METRICS.admin.filter((metric) =>
  EMPLOYEE_METRIC_KEYS.includes(metric.key),
);

type ScopeFiguresCardProps = {
  /** Whose figures these are, in a sentence ("The partners you manage."). */
  description: string;
  /** The performance report each figure links to, with its days and zone. */
  reportPath: string;
};

/**
 * Today, yesterday and the last 7 days of the staff dashboard (`GET /dashboard`), which the server
 * keeps to the viewer's data scope: clicks, conversions and revenue, each a link to its report.
 */
export function ScopeFiguresCard({ description, reportPath }: ScopeFiguresCardProps) {
  const tz = viewerTimeZone();
  const dashboard = useDashboard('admin', tz);
  return (
    <InfoCard title="Your figures" description={description}>
      {dashboard.isPending ? (
        <Loader aria-label="Loading your figures" />
      ) : dashboard.isError ? (
        <ErrorState
          title="Could not load your figures"
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <PeriodTable dashboard={dashboard.data} metrics={EMPLOYEE_METRICS} reportPath={reportPath} />
      )}
    </InfoCard>
  );
}
