import type { Creative } from '@affnet/contracts';
import { Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { creativeSize } from '../../../components/offers/creative-content';
import { BannerField } from './banner-field';
import type { CreativeValues } from './creative-form-values';

type CreativeForm = UseFormReturnType<CreativeValues>;

const MONOSPACE = { input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } };

/** The fields of the chosen creative type; what each type needs is marked required here. */
export function CreativeTypeFields({ form, creative }: { form: CreativeForm; creative?: Creative }) {
  const { type } = form.values;
  if (type === 'banner') {
    const current =
      creative?.type === 'banner' && creative.file
        ? { file: creative.file, size: creativeSize(creative) }
        : null;
    return (
      <BannerField
        value={form.values.file}
        onChange={(file) => form.setFieldValue('file', file)}
        error={form.errors.file}
        current={current}
      />
    );
  }
  if (type === 'text_link') {
    return (
      <TextInput
        label="Link text"
        description="The words publishers show, linked to their tracking link."
        required
        maxLength={300}
        {...form.getInputProps('linkText')}
      />
    );
  }
  if (type === 'html') {
    return (
      <Textarea
        label="HTML"
        description="Markup publishers paste into their pages. Put {tracking_link} where each publisher's link goes ({etracking_link} inside another URL). Previews run without scripts."
        required
        autosize
        minRows={8}
        maxRows={24}
        spellCheck={false}
        styles={MONOSPACE}
        {...form.getInputProps('html')}
      />
    );
  }
  return (
    <>
      <TextInput label="Subject line" required maxLength={200} {...form.getInputProps('emailSubject')} />
      <TextInput label="From name" maxLength={120} {...form.getInputProps('emailFromName')} />
      <Textarea
        label="E-mail body"
        description="HTML or plain text that publishers send to their lists. Put {tracking_link} where each publisher's link goes."
        required
        autosize
        minRows={8}
        maxRows={24}
        spellCheck={false}
        styles={MONOSPACE}
        {...form.getInputProps('emailBody')}
      />
    </>
  );
}
