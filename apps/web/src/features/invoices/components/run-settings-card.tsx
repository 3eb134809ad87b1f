import type { InvoiceKind } from '@affnet/contracts';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarRepeat } from '@tabler/icons-react';
import { useState } from 'react';
import { MayChange } from '../../../components/may-change';
import { ErrorState } from '../../../components/query-states';
import { useRunSettings } from '../api/run-settings';
import { RunSettingsModal } from './run-settings-modal';
import { lastRunOf, nextRunOf, payoutRequestsOf, scheduleSummaryOf } from './run-settings-text';

type RunSettingsCardProps = { kind: InvoiceKind };

/**
 * One kind's scheduled runs at the top of its billing tab: the schedule in words, the next and
 * the last scheduled run, and (billing.write) the schedule's modal.
 */
export function RunSettingsCard({ kind }: RunSettingsCardProps) {
  const query = useRunSettings();
  const [isEditing, setEditing] = useState(false);
  if (query.isError) {
    return (
      <ErrorState
        title="Could not load the invoice schedule"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return <Skeleton height={72} radius="md" aria-label="Loading the invoice schedule" />;
  const settings = query.data.data;
  const state = settings[kind];
  const lastRun = lastRunOf(state);
  const headingId = `${kind}-invoice-schedule`;
  return (
    <>
      <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4}>
            <Title order={3} size="h5" id={headingId}>
              Scheduled runs
            </Title>
            <Text size="sm">{scheduleSummaryOf(state)}</Text>
            {state.nextRun ? <Text size="sm">{nextRunOf(state.nextRun)}</Text> : null}
            {kind === 'publisher' ? <Text size="sm">{payoutRequestsOf(settings.publisher)}</Text> : null}
            {lastRun ? <Text size="sm">{lastRun}</Text> : null}
            {state.schedule !== 'manual' && !lastRun ? (
              <Text size="sm" c="dimmed">
                No scheduled run yet.
              </Text>
            ) : null}
            {state.nextRun || lastRun ? (
              <Text size="xs" c="dimmed">
                Days are in the network's time zone ({settings.timeZone}). Drafts wait for you to review and
                issue them.
              </Text>
            ) : null}
          </Stack>
          <MayChange>
            <Button
              variant="default"
              leftSection={<IconCalendarRepeat size={16} aria-hidden />}
              onClick={() => setEditing(true)}
              style={{ flexShrink: 0 }}
            >
              Edit schedule
            </Button>
          </MayChange>
        </Group>
      </Paper>
      <RunSettingsModal kind={kind} settings={settings} opened={isEditing} onDone={() => setEditing(false)} />
    </>
  );
}
