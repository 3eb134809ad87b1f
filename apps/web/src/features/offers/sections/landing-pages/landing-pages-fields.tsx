import { DEEP_LINK_DOMAINS_MAX, LANDING_PAGE_STATUSES, LANDING_PAGES_MAX } from '@affnet/contracts';
import {
  Button,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { InfoCard } from '../../../../components/info-card';
import { MacroUrlInput } from '../../../../components/offers/macro-url-input';
import { selectInputProps } from '../../../../lib/contract-form';
import type { SectionForm } from '../../components/editor/offer-form';
import { ListError } from '../../components/list-error';
import { RowCard } from '../../components/row-card';
import { type LandingPagesValues, newLandingPageRow, rotationSharesOf } from './landing-pages-values';

const STATUS_OPTIONS = LANDING_PAGE_STATUSES.map((value) => ({
  value,
  label: value === 'active' ? 'Active' : 'Paused',
}));

type LandingPagesFieldsProps = { form: SectionForm<LandingPagesValues> };

/** The pages an offer's clicks can land on, how they rotate, and the deep-link allowance. */
export function LandingPagesFields({ form }: LandingPagesFieldsProps) {
  return (
    <>
      <InfoCard
        title="Landing pages"
        description="A click whose link names no page rotates among the active pages with a weight above 0, in proportion to their weights. Weight 0 pages are served only when a publisher's link names them. With no rotating page, clicks go to the destination URL."
      >
        <PageRows form={form} />
      </InfoCard>
      <InfoCard
        title="Deep links"
        description="Let publishers send their traffic to a page of their choice on the advertiser's site."
      >
        <Switch label="Allow deep links" {...form.getInputProps('deepLinksEnabled', { type: 'checkbox' })} />
        {form.values.deepLinksEnabled || form.values.deepLinkDomains.length > 0 ? (
          <TagsInput
            label="Allowed domains"
            description="A deep link must go to one of these domains or a subdomain of one. Press Enter after each."
            placeholder="shop.example.com"
            maxTags={DEEP_LINK_DOMAINS_MAX}
            splitChars={[',', ' ']}
            acceptValueOnBlur
            clearable
            {...form.getInputProps('deepLinkDomains')}
          />
        ) : null}
      </InfoCard>
    </>
  );
}

function PageRows({ form }: LandingPagesFieldsProps) {
  const pages = form.values.landingPages;
  const shares = rotationSharesOf(pages);
  return (
    <Stack gap="md">
      {pages.length === 0 ? (
        <Text size="sm" c="dimmed">
          No landing pages: every click goes to the destination URL.
        </Text>
      ) : null}
      {pages.map((page, index) => {
        const row = `Landing page ${index + 1}`;
        const share = shares.get(page.rowKey);
        return (
          <RowCard
            key={page.rowKey}
            label={row}
            onRemove={() => form.removeListItem('landingPages', index)}
            actions={
              <Text size="xs" c="dimmed">
                {share === undefined
                  ? 'Not in the rotation'
                  : `About ${Math.round(share * 100)}% of rotating clicks`}
              </Text>
            }
          >
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput
                label={`${row} name`}
                maxLength={120}
                {...form.getInputProps(`landingPages.${index}.name`)}
              />
              <Select
                label={`${row} status`}
                data={STATUS_OPTIONS}
                allowDeselect={false}
                {...selectInputProps(form.getInputProps(`landingPages.${index}.status`))}
              />
              <NumberInput
                label={`${row} weight`}
                min={0}
                max={100}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps(`landingPages.${index}.weight`)}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <MacroUrlInput
                label={`${row} URL`}
                needsClickId
                {...form.getInputProps(`landingPages.${index}.url`)}
              />
              <TextInput
                label={`${row} preview URL`}
                placeholder="https://"
                {...form.getInputProps(`landingPages.${index}.previewUrl`)}
              />
            </SimpleGrid>
          </RowCard>
        );
      })}
      <ListError error={form.errors.landingPages} />
      <Button
        variant="light"
        w="fit-content"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={pages.length >= LANDING_PAGES_MAX}
        onClick={() => form.insertListItem('landingPages', newLandingPageRow())}
      >
        Add landing page
      </Button>
    </Stack>
  );
}
