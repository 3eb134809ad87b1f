import { Avatar } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';

type OfferThumbnailProps = { url: string | null; size?: number };

/** An offer's thumbnail in a list row, or a neutral picture when it has none. Decorative: the name sits beside it. */
export function OfferThumbnail({ url, size = 40 }: OfferThumbnailProps) {
  return (
    <Avatar src={url} alt="" radius="sm" size={size} color="gray" variant="light">
      <IconPhoto size={size / 2} aria-hidden />
    </Avatar>
  );
}
