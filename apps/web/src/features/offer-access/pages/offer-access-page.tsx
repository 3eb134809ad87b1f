import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../lib/list-params';
import { type ScreenMeta, trailOf } from '../../../lib/screen';
import type { AccessLinks } from '../components/access-columns';
import { AccessList } from '../components/access-list';
import { ACCESS_LIST_CONFIG } from '../components/access-list-query';

export type { AccessLinks };
export type OfferAccessPageProps = { screen: ScreenMeta; links: AccessLinks };

/** offer/access: every publisher's requests and access entries, pending first, to decide on. */
export default function OfferAccessPage({ screen, links }: OfferAccessPageProps) {
  const params = useListParams(ACCESS_LIST_CONFIG);
  return (
    <Stack gap="lg">
      <PageHeader title={screen.title} breadcrumbs={trailOf(screen, null, { label: screen.title })} />
      <AccessList params={params} links={links} />
    </Stack>
  );
}
