import {
  POSTBACK_CONVERSION_STATUS_LABELS,
  POSTBACK_CONVERSION_STATUSES,
  POSTBACK_METHODS,
  type PostbackDelivery,
  type PostbackTargetOffer,
  type PublisherPostback,
  savePublisherPostbackBodySchema,
  saveStaffPostbackBodySchema,
} from '@affnet/contracts';
import {
  Button,
  Checkbox,
  Group,
  Input,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { InfoCard } from '../../../components/info-card';
import { PublisherPicker } from '../../../components/pickers/partner-picker';
import { knownOption } from '../../../components/pickers/remote-select';
import type { ContractSchema } from '../../../lib/contract-form';
import { ApiError } from '../../../lib/http';
import { useContractForm } from '../../../lib/use-contract-form';
import { usePostbackTargets } from '../api/get-postback-targets';
import type { PostbackLinks, PostbackSide } from '../api/postback-side';
import { useSavePostback } from '../api/save-postback';
import { useSendTestPostback } from '../api/send-test-postback';
import { insertAt, MacroHelper } from './macro-helper';
import {
  POSTBACK_OPTIONAL_KEYS,
  type PostbackFormBody,
  postbackValuesOf,
  toPostbackRequest,
} from './postback-form-values';
import { TestResult } from './test-result';

/** The offer field's words: staff choose for a publisher, a publisher for themselves. */
const OFFER_WORDS: Record<PostbackSide, { description: string; nothingFound: string }> = {
  staff: {
    description: 'Empty: every offer the publisher runs (a global postback).',
    nothingFound: 'No offer the publisher may run matches',
  },
  publisher: {
    description: 'Empty: every offer you run (a global postback).',
    nothingFound: 'No offer you may run matches',
  },
};

const STATUS_OPTIONS = POSTBACK_CONVERSION_STATUSES.map((status) => ({
  value: status,
  label: POSTBACK_CONVERSION_STATUS_LABELS[status],
}));

type PostbackFormProps = {
  side: PostbackSide;
  links: PostbackLinks;
  /** The postback to edit; without one the form adds a new one. */
  postback?: PublisherPostback;
  /** Preselects the offer (and, for staff, the publisher) of a new postback. */
  preset?: { offerId?: string; publisherId?: string };
};

/** Add or edit a publisher postback, validated by the same contracts schema as the API. */
export function PostbackForm({ side, links, postback, preset }: PostbackFormProps) {
  const navigate = useNavigate();
  const isStaff = side === 'staff';
  // Each side's own endpoint schema; the publisher's simply has no publisher field.
  const schema = (
    isStaff ? saveStaffPostbackBodySchema : savePublisherPostbackBodySchema
  ) as ContractSchema<PostbackFormBody>;
  const { form, formProps, alert, isPending } = useContractForm({
    schema,
    initialValues: postbackValuesOf(postback, preset),
    mode: 'controlled',
    optionalKeys: POSTBACK_OPTIONAL_KEYS,
    mutation: useSavePostback(side),
    toRequest: (body) => ({
      ...(postback ? { id: postback.id } : {}),
      body: toPostbackRequest(body, isStaff),
    }),
    onSuccess: () => {
      notifications.show({
        color: 'teal',
        title: postback ? 'Changes saved' : 'Postback added',
        message: 'It is called for the next matching conversion.',
      });
      void navigate(links.list);
    },
  });
  const [offerSearch, setOfferSearch] = useState('');
  // Offers seen in any answer, so the chosen one keeps its label and events while a search runs.
  const seenOffers = useRef(new Map<string, PostbackTargetOffer>());
  const labelOf = (offer: { ref: number | null; name: string | null }) => `#${offer.ref} ${offer.name}`;
  const chosenLabel = (() => {
    const seen = seenOffers.current.get(form.values.offerId);
    if (seen) return labelOf(seen);
    return postback?.offerId === form.values.offerId && postback?.offerId
      ? labelOf({ ref: postback.offerRef, name: postback.offerName })
      : '';
  })();
  // The box shows the chosen offer's label: that is not a search.
  const targets = usePostbackTargets(
    side,
    form.values.publisherId,
    offerSearch === chosenLabel ? '' : offerSearch,
  );
  // A publisher outside the employee's data scope (or gone) answers 404: said on the publisher field.
  const publisherRefused =
    targets.error instanceof ApiError && targets.error.status === 404 ? targets.error.message : undefined;
  for (const offer of targets.data?.offers ?? []) seenOffers.current.set(offer.id, offer);
  const offers = targets.data?.offers ?? [];
  const chosenOffer = seenOffers.current.get(form.values.offerId);
  const offerOptions = [
    ...offers.map((offer) => ({ value: offer.id, label: labelOf(offer) })),
    ...(form.values.offerId && !offers.some((offer) => offer.id === form.values.offerId)
      ? knownOption(form.values.offerId, chosenLabel)
      : []),
  ];
  const eventOptions = form.values.offerId
    ? (chosenOffer?.events ?? []).map((event) => ({
        value: event.key,
        label: `${event.name} (${event.key})`,
      }))
    : (targets.data?.eventKeys ?? []).map((key) => ({ value: key, label: key }));
  if (form.values.eventKey && !eventOptions.some((option) => option.value === form.values.eventKey))
    eventOptions.push({ value: form.values.eventKey, label: form.values.eventKey });

  // The macro helper writes into the URL or the body, whichever had the cursor last.
  const urlRef = useRef<HTMLTextAreaElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const [target, setTarget] = useState<'url' | 'body'>('url');
  const insertMacro = (token: string) => {
    const field = target === 'body' && form.values.method === 'POST' ? 'body' : 'url';
    const element = field === 'body' ? bodyRef.current : urlRef.current;
    const { value, cursor } = insertAt(form.values[field], token, element);
    form.setFieldValue(field, value);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(cursor, cursor);
    });
  };

  const [testResult, setTestResult] = useState<PostbackDelivery | null>(null);
  const sendTest = useSendTestPostback(side, { onSuccess: setTestResult });
  // Shown next to the button, not as a toast: a refusal such as the rate limit's says how long to wait.
  const testFailure = sendTest.error
    ? sendTest.error instanceof ApiError
      ? sendTest.error.message
      : 'Could not reach the server.'
    : null;

  return (
    <form {...formProps}>
      <Stack gap="lg" maw={860}>
        <FormAlert title="Could not save the postback" message={alert} />
        <InfoCard title="When we call you">
          {isStaff ? (
            <PublisherPicker
              label="Publisher"
              known={postback ? knownOption(postback.publisherId, postback.publisherName) : []}
              {...form.getInputProps('publisherId')}
              error={form.errors.publisherId ?? publisherRefused}
              value={form.values.publisherId || null}
              onChange={(value) => {
                form.setFieldValue('publisherId', value ?? '');
                form.setFieldValue('offerId', '');
                form.setFieldValue('eventKey', '');
              }}
            />
          ) : null}
          <Select
            label="Offer"
            description={OFFER_WORDS[side].description}
            placeholder={isStaff && !form.values.publisherId ? 'Choose the publisher first' : 'All offers'}
            disabled={isStaff && !form.values.publisherId}
            searchable
            clearable
            onSearchChange={setOfferSearch}
            data={offerOptions}
            nothingFoundMessage={OFFER_WORDS[side].nothingFound}
            {...form.getInputProps('offerId')}
            value={form.values.offerId || null}
            onChange={(value) => {
              form.setFieldValue('offerId', value ?? '');
              form.setFieldValue('eventKey', '');
            }}
          />
          <Select
            label="Event"
            description="Empty: every event."
            placeholder="All events"
            clearable
            data={eventOptions}
            {...form.getInputProps('eventKey')}
            value={form.values.eventKey || null}
            onChange={(value) => form.setFieldValue('eventKey', value ?? '')}
          />
          <Checkbox.Group
            label="Conversion statuses"
            description="Called when a conversion gets one of these."
            {...form.getInputProps('statuses')}
          >
            <Group mt={6}>
              {STATUS_OPTIONS.map((option) => (
                <Checkbox key={option.value} value={option.value} label={option.label} />
              ))}
            </Group>
          </Checkbox.Group>
        </InfoCard>
        <InfoCard title="What we call">
          <Input.Wrapper label="Method" error={form.errors.method}>
            <SegmentedControl
              display="flex"
              mt={4}
              aria-label="Method"
              data={[...POSTBACK_METHODS]}
              value={form.values.method}
              onChange={(method) => form.setFieldValue('method', method)}
            />
          </Input.Wrapper>
          <Textarea
            ref={urlRef}
            label="Postback URL"
            description="http:// or https://, with macros in the path or query (not in the host)."
            placeholder="https://tracker.example.com/postback?cid={aff_click_id}&payout={payout}"
            autosize
            minRows={2}
            ff="monospace"
            {...form.getInputProps('url')}
            onFocus={() => setTarget('url')}
          />
          {form.values.method === 'POST' ? (
            <Textarea
              ref={bodyRef}
              label="Body"
              description='JSON (e.g. {"id":"{conversion_id}"}) or a form (a={sub1}&b={payout}); sent with its content type.'
              autosize
              minRows={3}
              ff="monospace"
              {...form.getInputProps('body')}
              onFocus={() => setTarget('body')}
            />
          ) : null}
          <MacroHelper onInsert={insertMacro} />
          <Switch
            label="Active"
            description="An inactive postback is kept but not called."
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
        </InfoCard>
        {testFailure ? (
          <FormAlert title="Could not send the test call" message={testFailure} />
        ) : testResult ? (
          <TestResult delivery={testResult} />
        ) : null}
        <Group justify="space-between">
          {postback ? (
            <Button
              variant="light"
              leftSection={<IconSend size={16} aria-hidden />}
              loading={sendTest.isPending}
              onClick={() => sendTest.mutate(postback.id)}
              title="Calls the saved postback with sample values"
            >
              Send test
            </Button>
          ) : (
            <span />
          )}
          <Group>
            <Button variant="default" component={Link} to={links.list}>
              Cancel
            </Button>
            <Button type="submit" loading={isPending}>
              {postback ? 'Save changes' : 'Add postback'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
