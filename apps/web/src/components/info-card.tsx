import { DataList, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type InfoCardProps = { title: string; description?: ReactNode; children: ReactNode };

/** A titled panel of a detail or form page. */
export function InfoCard({ title, description, children }: InfoCardProps) {
  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-label={title}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

/** Label/value rows of a detail card. */
export function FieldList({ children }: { children: ReactNode }) {
  return (
    <DataList labelWidth={150} withDivider>
      {children}
    </DataList>
  );
}

/** One row; an empty value reads "Not set" rather than leaving a gap. */
export function Field({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>
        {children === null || children === undefined || children === '' ? (
          <Text span c="dimmed" size="sm">
            Not set
          </Text>
        ) : (
          children
        )}
      </DataList.ItemValue>
    </DataList.Item>
  );
}
