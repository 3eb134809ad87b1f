import { CREATIVE_TYPE_LABELS, type Creative } from '@affnet/contracts';
import { Anchor, Badge, Button, Grid, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { Field, FieldList, InfoCard } from '../../../components/info-card';
import { MayChange } from '../../../components/may-change';
import { creativeSize, downloadUrl } from '../../../components/offers/creative-content';
import { CreativePreview } from '../../../components/offers/creative-preview';
import { PageHeader } from '../../../components/page-header';
import { offerLabel } from '../../../components/pickers/offer-picker';
import { RecordGate } from '../../../components/record-gate';
import { formatDateTime } from '../../../lib/format';
import { isUuid } from '../../../lib/ids';
import { trailOf } from '../../../lib/screen';
import { useCreative } from '../api/get-creative';
import {
  CREATIVE_STATUS_COLORS,
  CREATIVE_STATUS_LABELS,
  type CreativeLinks,
} from '../components/creative-labels';
import { CREATIVE_NOUN } from '../components/creative-noun';
import { DeleteCreativeButton } from '../components/delete-creative-button';
import { EmbedCodeCard } from '../components/embed-code-card';
import type { CreativeScreenProps } from './creative-list-page';

function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function CreativeDetails({ creative, links }: { creative: Creative; links: CreativeLinks }) {
  return (
    <InfoCard title="Details">
      <FieldList>
        <Field label="Offer">
          <Anchor component={Link} to={links.offer(creative.offer.id)} size="sm">
            {offerLabel(creative.offer)}
          </Anchor>
        </Field>
        <Field label="Type">{CREATIVE_TYPE_LABELS[creative.type]}</Field>
        <Field label="Status">
          <Badge variant="light" color={CREATIVE_STATUS_COLORS[creative.status]}>
            {CREATIVE_STATUS_LABELS[creative.status]}
          </Badge>
        </Field>
        <Field label="Publishers">
          {creative.downloadable ? 'Can see and download it' : 'Hidden from publishers'}
        </Field>
        <Field label="Landing page">{creative.landingPage?.name ?? "The offer's usual rotation"}</Field>
        {creative.type === 'banner' ? <Field label="Size">{creativeSize(creative)}</Field> : null}
        {creative.file ? (
          <Field label="File">
            <Anchor href={downloadUrl(creative.file)} size="sm">
              {creative.file.name}
            </Anchor>{' '}
            <Text span size="sm" c="dimmed">
              ({fileSize(creative.file.size)})
            </Text>
          </Field>
        ) : null}
        <Field label="Added">{formatDateTime(creative.createdAt)}</Field>
        <Field label="Updated">{formatDateTime(creative.updatedAt)}</Field>
      </FieldList>
    </InfoCard>
  );
}

/** offer/creative/view/:id: a creative's details, a safe preview and its embed code for a publisher. */
export default function CreativeViewPage({ screen, links }: CreativeScreenProps) {
  const id = useParams().id ?? '';
  const query = useCreative(id);
  return (
    <RecordGate
      query={query}
      noun={CREATIVE_NOUN}
      listPath={links.list}
      isMissing={!isUuid(id)}
      header={
        <PageHeader title={screen.title} breadcrumbs={trailOf(screen, links.list, { label: screen.title })} />
      }
    >
      {(creative) => (
        <Stack gap="lg">
          <PageHeader
            title={creative.name}
            breadcrumbs={trailOf(screen, links.list, { label: creative.name })}
            actions={
              <MayChange>
                <DeleteCreativeButton creative={creative} listPath={links.list} />
                <Button
                  component={Link}
                  to={links.edit(creative.id)}
                  leftSection={<IconPencil size={16} aria-hidden />}
                >
                  Edit
                </Button>
              </MayChange>
            }
          >
            <Text c="dimmed">
              {CREATIVE_TYPE_LABELS[creative.type]} for {offerLabel(creative.offer)}
            </Text>
          </PageHeader>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <CreativeDetails creative={creative} links={links} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="lg">
                <InfoCard title="Preview" description="Scripts do not run in previews.">
                  <CreativePreview creative={creative} />
                </InfoCard>
                <EmbedCodeCard creative={creative} />
              </Stack>
            </Grid.Col>
          </Grid>
        </Stack>
      )}
    </RecordGate>
  );
}
