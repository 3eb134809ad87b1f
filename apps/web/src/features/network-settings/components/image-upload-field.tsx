import { Button, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/** Image types the server accepts; it checks the bytes, not this list. */
const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/** A preview address for a chosen file, released when the file changes (jsdom has none). */
function usePreviewUrl(file: File | null): string | null {
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

type ImageUploadFieldProps = {
  label: string;
  description: string;
  /** Where the saved image is served, if there is one. */
  storedUrl: string | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
  removed: boolean;
  onRemovedChange: (removed: boolean) => void;
  error?: string;
};

/** A logo or favicon: the saved one previewed, a new file to replace it, or removal on save. */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const { label, storedUrl, file, removed } = props;
  const chosenUrl = usePreviewUrl(file);
  const kept = storedUrl && !removed ? storedUrl : null;
  const previewUrl = chosenUrl ?? (file ? null : kept);
  return (
    <Group align="flex-start" gap="lg">
      {previewUrl ? <Image src={previewUrl} alt={`${label} preview`} w={64} h={64} fit="contain" /> : null}
      <Stack gap="xs" flex={1}>
        <FileInput
          label={label}
          description={props.description}
          accept={IMAGE_TYPES}
          clearable
          placeholder={kept ? 'Choose a new image to replace it' : 'Choose an image'}
          leftSection={<IconPhoto size={16} aria-hidden />}
          value={file}
          onChange={props.onFileChange}
          error={props.error}
        />
        {storedUrl && !file ? (
          <Group gap="xs">
            {removed ? (
              <Text size="sm" c="dimmed">
                Removed when you save.
              </Text>
            ) : null}
            <Button
              size="compact-sm"
              variant="subtle"
              color={removed ? undefined : 'red'}
              onClick={() => props.onRemovedChange(!removed)}
            >
              {removed ? `Keep the ${label.toLowerCase()}` : `Remove the ${label.toLowerCase()}`}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Group>
  );
}
