import type { SettingArea, SettingChange, SettingFieldChange } from '@affnet/contracts';
import { Group, Loader, Pagination, Stack, Text, Timeline } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { InfoCard } from '../../components/info-card';
import { ErrorState } from '../../components/query-states';
import { formatDateTime } from '../../lib/format';
import { SETTING_HISTORY_PAGE_SIZE, settingHistoryQuery } from './setting-history-query';

type SettingHistoryProps = {
  area: SettingArea;
  /** Field names as the page labels them; unnamed fields show as stored. */
  fieldLabels?: Readonly<Record<string, string>>;
};

function fieldLine(change: SettingFieldChange, label: string): string {
  if (change.secret) return `${label} changed`;
  return `${label}: ${change.before ?? '(empty)'} → ${change.after ?? '(empty)'}`;
}

function ChangeItem({ change, labels }: { change: SettingChange; labels: Readonly<Record<string, string>> }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {change.summary}
      </Text>
      <Text size="xs" c="dimmed">
        {formatDateTime(change.at)} ·{' '}
        {change.actor ? `${change.actor.name} (${change.actor.email})` : 'System'}
      </Text>
      {change.changes.map((field) => (
        <Text key={field.field} size="xs" style={{ overflowWrap: 'anywhere' }}>
          {fieldLine(field, labels[field.field] ?? field.field)}
        </Text>
      ))}
    </Stack>
  );
}

/** The history under a settings page: every saved change, who made it and when, newest first. */
export function SettingHistory({ area, fieldLabels = {} }: SettingHistoryProps) {
  const [page, setPage] = useState(1);
  const history = useQuery(settingHistoryQuery(area, page));
  const total = history.data?.meta.total ?? 0;
  return (
    <InfoCard
      title="History"
      description="Every change saved on this page: who made it, when, and what it changed."
    >
      {history.isPending ? (
        <Group justify="center">
          <Loader size="sm" aria-label="Loading the history" />
        </Group>
      ) : history.isError ? (
        <ErrorState
          title="Could not load the history"
          error={history.error}
          onRetry={() => history.refetch()}
        />
      ) : total === 0 ? (
        <Text size="sm" c="dimmed">
          No changes yet.
        </Text>
      ) : (
        <Stack gap="md">
          <Timeline bulletSize={12} lineWidth={2} aria-label="Changes">
            {history.data.data.map((change) => (
              <Timeline.Item key={change.id}>
                <ChangeItem change={change} labels={fieldLabels} />
              </Timeline.Item>
            ))}
          </Timeline>
          {total > SETTING_HISTORY_PAGE_SIZE ? (
            <Pagination
              size="sm"
              total={Math.ceil(total / SETTING_HISTORY_PAGE_SIZE)}
              value={page}
              onChange={setPage}
              aria-label="History pages"
            />
          ) : null}
        </Stack>
      )}
    </InfoCard>
  );
}
