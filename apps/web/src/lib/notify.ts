import { notifications } from '@mantine/notifications';
import { ApiError } from './http';

/** A toast for a request that failed: what could not be done, and the server's reason for it. */
export function notifyFailure(title: string, error: unknown): void {
  notifications.show({
    color: 'red',
    title,
    message: error instanceof ApiError ? error.message : 'Could not reach the server.',
  });
}
