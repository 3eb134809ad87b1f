import { SUB_ID_KEYS } from '@affnet/contracts';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { LinkPartValues } from '../../lib/use-link-parts';

type Choice = { id: string; name: string };

type LinkPartsFieldsProps = {
  values: LinkPartValues;
  onChange: (key: keyof LinkPartValues, value: string) => void;
  /** The contracts check's messages, then the server's for the same fields. */
  errors: Partial<Record<string, string>>;
  landingPages: readonly Choice[];
  creatives: readonly Choice[];
  /** Deep links: the field shows only when the offer allows them. */
  deepLinksEnabled: boolean;
};

const SUB_ID_HINTS: Record<(typeof SUB_ID_KEYS)[number], string> = {
  sub1: 'Your own tracking value, e.g. a campaign',
  sub2: 'e.g. an ad group',
  sub3: 'e.g. an ad',
  sub4: 'e.g. a placement',
  sub5: 'anything else',
};

/** The parts of a tracking link besides offer and publisher: page, creative, sub ids, source, deep link. */
export function LinkPartsFields(props: LinkPartsFieldsProps) {
  const { values, onChange, errors, landingPages, creatives, deepLinksEnabled } = props;
  const text = (key: keyof LinkPartValues) => ({
    value: values[key],
    error: errors[key],
    onChange: (event: { currentTarget: { value: string } }) => onChange(key, event.currentTarget.value),
  });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Landing page"
          description="Sent as lp. Empty: the offer rotates its pages."
          placeholder="Rotate the offer's pages"
          data={landingPages.map((page) => ({ value: page.id, label: page.name }))}
          clearable
          value={values.landingPageId || null}
          error={errors.landingPageId}
          onChange={(id) => onChange('landingPageId', id ?? '')}
        />
        <Select
          label="Creative"
          description="Sent as creative: which banner or link the click came from."
          placeholder="None"
          data={creatives.map((creative) => ({ value: creative.id, label: creative.name }))}
          clearable
          value={values.creativeId || null}
          error={errors.creativeId}
          onChange={(id) => onChange('creativeId', id ?? '')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {SUB_ID_KEYS.map((key) => (
          <TextInput key={key} label={key} description={SUB_ID_HINTS[key]} {...text(key)} />
        ))}
        <TextInput
          label="source"
          description="Where the traffic comes from, e.g. a site"
          {...text('source')}
        />
      </SimpleGrid>
      {deepLinksEnabled ? (
        <TextInput
          label="Deep link"
          description="Sent as url: a page of the advertiser's site to open instead of the offer's page (its allowed domains only)."
          placeholder="https://"
          {...text('url')}
        />
      ) : null}
    </Stack>
  );
}
