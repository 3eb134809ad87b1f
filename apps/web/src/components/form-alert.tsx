import { Alert } from '@mantine/core';

type FormAlertProps = { message: string | null; title?: string };

/** A form-level error (wrong credentials, blocked account, rate limit, closed sign-up). */
export function FormAlert({ message, title = 'Something went wrong' }: FormAlertProps) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" title={title}>
      {message}
    </Alert>
  );
}
