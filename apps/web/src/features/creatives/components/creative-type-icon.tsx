import { CREATIVE_TYPE_LABELS, type Creative } from '@affnet/contracts';
import { Avatar } from '@mantine/core';
import { IconCode, IconLink, IconMail, IconPhoto } from '@tabler/icons-react';

const ICONS = { banner: IconPhoto, text_link: IconLink, html: IconCode, email: IconMail } as const;

/** A list row's picture: the banner itself, or the creative type's icon. */
export function CreativeThumbnail({ creative }: { creative: Pick<Creative, 'type' | 'file' | 'name'> }) {
  const Icon = ICONS[creative.type];
  const src = creative.type === 'banner' ? (creative.file?.url ?? null) : null;
  return (
    <Avatar
      src={src}
      alt={src ? `Banner ${creative.name}` : CREATIVE_TYPE_LABELS[creative.type]}
      radius="sm"
      size={48}
      color="gray"
      variant="light"
      styles={{ image: { objectFit: 'contain' } }}
    >
      <Icon size={22} aria-hidden />
    </Avatar>
  );
}
