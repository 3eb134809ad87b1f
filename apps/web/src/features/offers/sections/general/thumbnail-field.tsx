import type { StoredFile } from '@affnet/contracts';
import { Button, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { SectionForm } from '../../components/editor/offer-form';
import type { GeneralValues } from './general-values';

/** Image types the server accepts for a thumbnail; it checks the bytes, not this list. */
const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/** A preview address for a chosen file, released when the file changes (jsdom has none). */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

type ThumbnailFieldProps = { form: SectionForm<GeneralValues>; stored: StoredFile | null };

/** The offer's image in lists and the publisher catalogue: upload, preview, replace or remove. */
export function ThumbnailField({ form, stored }: ThumbnailFieldProps) {
  const { thumbnail, removeThumbnail } = form.values;
  const chosenUrl = useObjectUrl(thumbnail);
  const kept = stored && !removeThumbnail ? stored : null;
  const previewUrl = chosenUrl ?? (thumbnail ? null : kept?.url);
  return (
    <Group align="flex-start" gap="lg">
      {previewUrl ? (
        <Image src={previewUrl} alt="Thumbnail preview" w={120} h={120} fit="contain" radius="sm" />
      ) : null}
      <Stack gap="xs" flex={1}>
        <FileInput
          label="Thumbnail"
          description="PNG, JPEG, GIF or WebP, up to 2 MB. Shown in offer lists and to publishers."
          accept={IMAGE_TYPES}
          clearable
          placeholder={kept ? 'Choose a new image to replace it' : 'Choose an image'}
          leftSection={<IconPhoto size={16} aria-hidden />}
          {...form.getInputProps('thumbnail')}
        />
        {stored && !thumbnail ? (
          removeThumbnail ? (
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                The current image is removed when you save.
              </Text>
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={() => form.setFieldValue('removeThumbnail', false)}
              >
                Keep it
              </Button>
            </Group>
          ) : (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              w="fit-content"
              onClick={() => form.setFieldValue('removeThumbnail', true)}
            >
              Remove the current image
            </Button>
          )
        ) : null}
      </Stack>
    </Group>
  );
}
