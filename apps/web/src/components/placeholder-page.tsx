import { Paper, Stack, Tabs, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { Crumb } from '../lib/screen';
import { ONE_LINE_TAB_STYLES } from './one-line-tabs';
import { PageHeader } from './page-header';

export type { Crumb } from '../lib/screen';
export type PageTab = { label: string; to: string };

type PlaceholderPageProps = {
  title: string;
  description: string;
  breadcrumbs: Crumb[];
  /** Sibling screens shown as a tab bar (the offer editor); `activeTab` is one of their `to`. */
  tabs?: PageTab[];
  activeTab?: string;
};

/** A screen whose content is not built yet: its title, what it will hold, and where it sits. */
export function PlaceholderPage({ title, description, breadcrumbs, tabs, activeTab }: PlaceholderPageProps) {
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <PageHeader title={title} breadcrumbs={breadcrumbs} />
      {tabs && tabs.length > 0 ? (
        <Tabs
          styles={ONE_LINE_TAB_STYLES}
          value={activeTab ?? null}
          onChange={(to) => to && void navigate(to)}
        >
          <Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.to} value={tab.to}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      ) : null}
      <Paper withBorder radius="md" p="lg">
        <Text>{description}</Text>
      </Paper>
    </Stack>
  );
}
