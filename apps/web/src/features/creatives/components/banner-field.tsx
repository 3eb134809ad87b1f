import type { StoredFile } from '@affnet/contracts';
import { FileInput, Image, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';

/** Image types a banner may be; the server checks the bytes themselves, whatever the name says. */
const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/** A local preview of a chosen file, released when the file changes or the form goes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

type BannerFieldProps = {
  value: File | null;
  onChange: (file: File | null) => void;
  error?: ReactNode;
  /** The banner's current image (edit), kept unless a new one is chosen. */
  current: { file: StoredFile; size: string | null } | null;
};

/** The banner image: upload with a preview; its size is read from the file by the server. */
export function BannerField({ value, onChange, error, current }: BannerFieldProps) {
  const previewUrl = usePreviewUrl(value);
  const shown = previewUrl ?? current?.file.url ?? null;
  return (
    <Stack gap="xs">
      <FileInput
        label="Banner image"
        description={
          current
            ? 'PNG, JPEG, GIF or WebP up to 5 MB. Choose a file only to replace the current image.'
            : 'PNG, JPEG, GIF or WebP up to 5 MB. Its width and height are read from the file when you save.'
        }
        placeholder={current ? current.file.name : 'Choose an image'}
        accept={IMAGE_TYPES}
        clearable
        withAsterisk={!current}
        leftSection={<IconUpload size={16} aria-hidden />}
        value={value}
        onChange={onChange}
        error={error}
      />
      {shown ? (
        <Stack gap={4} align="flex-start">
          <Image
            src={shown}
            alt={value ? 'Preview of the chosen image' : 'Current banner'}
            mah={240}
            maw="100%"
            w="auto"
            fit="contain"
            radius="sm"
          />
          {!value && current?.size ? (
            <Text size="xs" c="dimmed">
              Current size: {current.size}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
