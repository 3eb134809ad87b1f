import { loginBodySchema, offerCategoryBodySchema, requestOfferAccessBodySchema } from '@affnet/contracts';
import { Button, MantineProvider, Textarea, TextInput } from '@mantine/core';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect, test, vi } from 'vitest';
import { FormAlert } from '../components/form-alert';
import { ApiError } from './http';
import { useContractForm } from './use-contract-form';

type Send = (variables: unknown) => Promise<unknown>;

/** A real mutation around `send`, as an endpoint's hook would give it. */
function useSend(send: Send) {
  return useMutation<unknown, Error, unknown>({ mutationFn: send });
}

function renderForm(form: ReactElement) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">{form}</MantineProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

function CategoryForm({ send, onSaved }: { send: Send; onSaved?: (dirty: boolean) => void }) {
  const { form, formProps, alert, isPending, isDirty } = useContractForm({
    schema: offerCategoryBodySchema,
    initialValues: { name: '', description: '' },
    mutation: useSend(send),
    toRequest: (body) => body,
    onSuccess: () => onSaved?.(isDirty()),
  });
  return (
    <form {...formProps}>
      <FormAlert message={alert} />
      <TextInput label="Name" key={form.key('name')} {...form.getInputProps('name')} />
      <TextInput label="Description" key={form.key('description')} {...form.getInputProps('description')} />
      <Button type="submit" loading={isPending}>
        Save
      </Button>
    </form>
  );
}

test('inputs the schema refuses blank are marked required, and only those', () => {
  renderForm(<CategoryForm send={vi.fn()} />);

  expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
  expect(screen.getByRole('textbox', { name: 'Description' })).not.toBeRequired();
});

test('a blank form is refused with the schema message before anything is sent, focus on the error', async () => {
  const send = vi.fn<Send>();
  const user = renderForm(<CategoryForm send={send} />);

  await user.click(screen.getByRole('button', { name: 'Save' }));

  const name = screen.getByRole('textbox', { name: 'Name' });
  expect(await screen.findByText('Enter the category name')).toBeInTheDocument();
  await waitFor(() => expect(name).toHaveFocus());
  expect(send).not.toHaveBeenCalled();
});

test('sends the parsed body, pending meanwhile, and the form is not dirty once saved', async () => {
  let accept = (_answer: unknown) => {};
  const send = vi.fn<Send>(() => new Promise((resolve) => (accept = resolve)));
  const onSaved = vi.fn();
  const user = renderForm(<CategoryForm send={send} onSaved={onSaved} />);

  await user.type(screen.getByRole('textbox', { name: 'Name' }), '  Finance  ');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
  expect(send).toHaveBeenCalledWith({ name: 'Finance' }, expect.anything());
  accept({});
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith(false));
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
});

test('a field error from the server lands on its input; a problem no input shows goes to the alert', async () => {
  const send = vi
    .fn<Send>()
    .mockRejectedValueOnce(new ApiError(409, 'Name taken', { name: ['That name is taken'] }))
    .mockRejectedValueOnce(new ApiError(429, 'Too many attempts'));
  const user = renderForm(<CategoryForm send={send} />);
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Finance');

  await user.click(screen.getByRole('button', { name: 'Save' }));

  const name = screen.getByRole('textbox', { name: 'Name' });
  await waitFor(() => expect(name).toHaveAccessibleDescription('That name is taken'));
  await waitFor(() => expect(name).toHaveFocus());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
});

function AnswersForm({ send }: { send: Send }) {
  const { form, formProps, alert } = useContractForm({
    schema: requestOfferAccessBodySchema,
    initialValues: { answers: ['', ''], acceptTerms: false },
    mode: 'controlled',
    mutation: useSend(send),
    toRequest: (body) => body,
  });
  return (
    <form {...formProps}>
      <FormAlert message={alert} />
      {['Website?', 'Volume?'].map((question, index) => (
        <Textarea key={question} label={question} {...form.getInputProps(`answers.${index}`)} />
      ))}
      <Button type="submit">Send</Button>
    </form>
  );
}

test('an error on one row of a list lands on that row when the row has its own input', async () => {
  const send = vi
    .fn<Send>()
    .mockRejectedValue(new ApiError(422, 'Invalid input', { 'answers.1': ['Give a number of clicks'] }));
  const user = renderForm(<AnswersForm send={send} />);
  await user.type(screen.getByRole('textbox', { name: 'Website?' }), 'example.com');
  await user.type(screen.getByRole('textbox', { name: 'Volume?' }), 'lots');

  await user.click(screen.getByRole('button', { name: 'Send' }));

  const volume = screen.getByRole('textbox', { name: 'Volume?' });
  await waitFor(() => expect(volume).toHaveAccessibleDescription('Give a number of clicks'));
  expect(screen.getByRole('textbox', { name: 'Website?' })).not.toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

function LazyLoginForm({ load }: { load: () => Promise<typeof loginBodySchema> }) {
  const { form, formProps } = useContractForm({
    schema: load,
    initialValues: { email: '', password: '' },
    required: ['email', 'password'],
    mutation: useSend(vi.fn<Send>()),
    toRequest: (body) => body,
  });
  return (
    <form {...formProps}>
      <TextInput label="E-mail" key={form.key('email')} {...form.getInputProps('email')} />
      <TextInput label="Password" key={form.key('password')} {...form.getInputProps('password')} />
      <Button type="submit">Sign in</Button>
    </form>
  );
}

test('a schema loaded later still validates the submit; declared inputs are marked from the start', async () => {
  let loaded = (_schema: typeof loginBodySchema) => {};
  const load = vi.fn(() => new Promise<typeof loginBodySchema>((resolve) => (loaded = resolve)));
  const user = renderForm(<LazyLoginForm load={load} />);

  expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeRequired();
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  loaded(loginBodySchema);

  expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});
