import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MayChange } from '../../../components/may-change';
import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../lib/list-params';
import { type ScreenMeta, trailOf } from '../../../lib/screen';
import type { CreativeLinks } from '../components/creative-labels';
import { CreativeList } from '../components/creative-list';
import { CREATIVE_LIST_CONFIG } from '../components/creative-list-query';

export type CreativeScreenProps = { screen: ScreenMeta; links: CreativeLinks };

/** offer/creative/manage: the creatives of every offer, with thumbnails for banners. */
export default function CreativeListPage({ screen, links }: CreativeScreenProps) {
  const params = useListParams(CREATIVE_LIST_CONFIG);
  const addButton = (
    <Button component={Link} to={links.add} leftSection={<IconPlus size={16} aria-hidden />}>
      Add creative
    </Button>
  );
  return (
    <Stack gap="lg">
      <PageHeader
        title={screen.title}
        breadcrumbs={trailOf(screen, null, { label: screen.title })}
        actions={<MayChange>{addButton}</MayChange>}
      />
      <CreativeList params={params} links={links} addButton={addButton} />
    </Stack>
  );
}
