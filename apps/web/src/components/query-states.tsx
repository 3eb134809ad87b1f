import { Button, EmptyState, type MantineColor, Paper } from '@mantine/core';
import { IconAlertTriangle, IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../lib/http';

type StateProps = {
  title: string;
  description: ReactNode;
  action: ReactNode;
  icon?: ReactNode;
  color?: MantineColor;
};

/** An icon, a heading, one line of explanation and what to do next. */
function State({ title, description, action, icon = <IconMoodEmpty aria-hidden />, color }: StateProps) {
  return (
    <EmptyState
      py="xl"
      icon={icon}
      withIndicatorBackground
      variant={color ? 'light' : undefined}
      color={color}
    >
      <EmptyState.Title order={2}>{title}</EmptyState.Title>
      <EmptyState.Description>{description}</EmptyState.Description>
      <EmptyState.Actions>{action}</EmptyState.Actions>
    </EmptyState>
  );
}

type ErrorStateProps = { title: string; error: unknown; onRetry: () => void };

/** A query that failed: what went wrong and a retry button. */
export function ErrorState({ title, error, onRetry }: ErrorStateProps) {
  const message =
    error instanceof ApiError
      ? error.message
      : 'Could not reach the server. Check your connection and try again.';
  return (
    <Paper withBorder radius="md" role="alert">
      <State
        title={title}
        description={message}
        icon={<IconAlertTriangle aria-hidden />}
        color="red"
        action={
          <Button variant="default" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    </Paper>
  );
}

type NotFoundStateProps = { title: string; description: string; backTo: string; backLabel: string };

/** A record that does not exist (or is not visible to this user), with the way back to its list. */
export function NotFoundState({ title, description, backTo, backLabel }: NotFoundStateProps) {
  return (
    <Paper withBorder radius="md">
      <State
        title={title}
        description={description}
        action={
          <Button component={Link} to={backTo}>
            {backLabel}
          </Button>
        }
      />
    </Paper>
  );
}

/** True for the 404 answer of a record query. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** An empty list: nothing yet, or nothing matching the filters. */
export function NoResults(props: Omit<StateProps, 'icon' | 'color'>) {
  return <State {...props} />;
}
