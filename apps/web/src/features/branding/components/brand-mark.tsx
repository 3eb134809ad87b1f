import { Group, Image, Text } from '@mantine/core';
import defaultLogoUrl from '../../../assets/default-logo.svg';
import { useAppConfig } from '../../../lib/api/get-app-config';

type BrandMarkProps = { size?: 'sm' | 'lg' };

/** The network's logo and name (white-label: both come from the app configuration). */
export function BrandMark({ size = 'sm' }: BrandMarkProps) {
  const { name, logo } = useAppConfig();
  const height = size === 'lg' ? 48 : 32;
  return (
    <Group gap="sm" wrap="nowrap">
      <Image src={logo || defaultLogoUrl} alt="" h={height} w="auto" fit="contain" />
      <Text fw={700} fz={size === 'lg' ? 'xl' : 'lg'} truncate>
        {name}
      </Text>
    </Group>
  );
}
