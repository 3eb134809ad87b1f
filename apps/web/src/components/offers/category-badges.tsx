import { Badge, Group, Text } from '@mantine/core';

type CategoryBadgesProps = { categories: ReadonlyArray<{ id: string; name: string }> };

/** The categories an offer is filed under, or a dash when none. */
export function CategoryBadges({ categories }: CategoryBadgesProps) {
  if (categories.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Group gap={4}>
      {categories.map((category) => (
        <Badge key={category.id} variant="outline" color="gray" size="sm" tt="none">
          {category.name}
        </Badge>
      ))}
    </Group>
  );
}
