import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type AuthCardProps = {
  title: string;
  description?: ReactNode;
  /** Wider for the sign-up forms. */
  size?: 'sm' | 'lg';
  children: ReactNode;
};

/** The framed panel every auth screen sits in. */
export function AuthCard({ title, description, size = 'sm', children }: AuthCardProps) {
  return (
    <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={size === 'sm' ? 440 : 640} mx="auto">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {description ? (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
