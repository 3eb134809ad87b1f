import { type PublisherOffer, requestOfferAccessBodySchema } from '@affnet/contracts';
import { Button, Checkbox, Group, Modal, ScrollArea, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { FormAlert } from '../../../components/form-alert';
import { ErrorState } from '../../../components/query-states';
import { useContractForm } from '../../../lib/use-contract-form';
import { usePublisherOffer } from '../api/get-publisher-offer';
import { useRequestOfferAccess } from '../api/request-offer-access';

type RequestValues = { answers: string[]; acceptTerms: boolean };
const ANSWER_MAX = 2000;

/**
 * The server's own rules written out for the form: every question needs an answer (an empty one
 * would be left out when sent), and the terms, when there are any, must be accepted. Errors keep
 * the answer's position (`answers.1`), so each shows under its own question.
 */
function checkRequest(values: RequestValues, hasTerms: boolean): FormErrors {
  const errors: FormErrors = {};
  values.answers.forEach((answer, index) => {
    if (answer.trim() === '') errors[`answers.${index}`] = 'Answer this question';
  });
  if (hasTerms && !values.acceptTerms) errors.acceptTerms = 'Accept the terms to send the request';
  return errors;
}

function RequestForm({ offer, onDone }: { offer: PublisherOffer; onDone: () => void }) {
  const hasTerms = Boolean(offer.terms);
  const initialValues: RequestValues = { answers: offer.approvalQuestions.map(() => ''), acceptTerms: false };
  const { form, formProps, alert, isPending } = useContractForm({
    schema: requestOfferAccessBodySchema,
    initialValues,
    mode: 'controlled',
    check: (values) => checkRequest(values, hasTerms),
    mutation: useRequestOfferAccess(),
    toRequest: (body) => ({ offerId: offer.id, body }),
    onSuccess: () => {
      notifications.show({
        color: 'teal',
        title: 'Request sent',
        message: `The network reviews your request for ${offer.name} and lets you know.`,
      });
      onDone();
    },
  });
  return (
    <form {...formProps}>
      <Stack gap="md">
        <FormAlert title="Could not send the request" message={alert} />
        {offer.approvalQuestions.length === 0 && !hasTerms ? (
          <Text size="sm">
            The network reviews your request and lets you know when you can run the offer.
          </Text>
        ) : null}
        {offer.approvalQuestions.map((question, index) => (
          <Textarea
            // biome-ignore lint/suspicious/noArrayIndexKey: questions are a fixed list, answered in order
            key={index}
            label={question}
            autosize
            minRows={2}
            maxLength={ANSWER_MAX}
            {...form.getInputProps(`answers.${index}`)}
          />
        ))}
        {offer.terms ? (
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              Terms
            </Text>
            <ScrollArea.Autosize mah={200} type="auto" offsetScrollbars>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} aria-label="Terms">
                {offer.terms}
              </Text>
            </ScrollArea.Autosize>
            <Checkbox
              label="I accept the terms"
              {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
            />
          </Stack>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={isPending}>
            Send request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type RequestAccessModalProps = {
  /** The offer asked for; null when the dialog is closed. */
  offer: { id: string; name: string } | null;
  onClose: () => void;
};

/** Asks for access to an approval offer: its questions, one answer each, and its terms. */
export function RequestAccessModal({ offer, onClose }: RequestAccessModalProps) {
  const query = usePublisherOffer(offer?.id ?? '', { enabled: offer !== null });
  let body = (
    <Stack gap="sm" role="status" aria-label="Loading the offer's questions">
      <Skeleton height={16} width="60%" />
      <Skeleton height={60} />
    </Stack>
  );
  if (query.isError) {
    body = (
      <ErrorState title="Could not load the offer" error={query.error} onRetry={() => void query.refetch()} />
    );
  } else if (query.data) {
    body = <RequestForm key={query.data.id} offer={query.data} onDone={onClose} />;
  }
  return (
    <Modal
      opened={offer !== null}
      onClose={onClose}
      title={offer ? `Request access to ${offer.name}` : ''}
      size="lg"
      centered
    >
      {offer ? body : null}
    </Modal>
  );
}
