import { TagsInput } from '@mantine/core';
import type { FieldBinder } from '../lib/contract-form';

/** Addresses allowed to send this advertiser's server postbacks; empty means any address. */
export function IpAllowlistInput({ form }: { form: FieldBinder<'ipAllowlist'> }) {
  return (
    <TagsInput
      label="IP allowlist"
      description="IP addresses or CIDR ranges allowed to report conversions, e.g. 203.0.113.7 or 198.51.100.0/24. Press Enter after each. Leave empty to accept any address."
      placeholder="Add an address or range"
      splitChars={[',', ' ']}
      acceptValueOnBlur
      clearable
      maxTags={50}
      key={form.key('ipAllowlist')}
      {...form.getInputProps('ipAllowlist')}
    />
  );
}
