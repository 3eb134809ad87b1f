import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { Link } from 'react-router';

type OfferThumbnailProps = { url: string | null; size?: number };

/** An offer's thumbnail in a list row, or a neutral picture when it has none. Decorative: the name sits beside it. */
export function OfferThumbnail({ url, size = 40 }: OfferThumbnailProps) {
  return (
    <Avatar src={url} alt="" radius="sm" size={size} color="gray" variant="light">
      <IconPhoto size={size / 2} aria-hidden />
    </Avatar>
  );
}

type OfferNameCellProps = {
  offer: { name: string; ref: number; thumbnailUrl: string | null };
  /** Where the name links. */
  to: string;
};

/** A partner list's offer cell: thumbnail, the name linking to the offer and its number under it. */
export function OfferNameCell({ offer, to }: OfferNameCellProps) {
  return (
    <Group gap="sm" wrap="nowrap">
      <OfferThumbnail url={offer.thumbnailUrl} />
      <Stack gap={0}>
        <Anchor component={Link} to={to} fw={600} size="sm">
          {offer.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          #{offer.ref}
        </Text>
      </Stack>
    </Group>
  );
}
