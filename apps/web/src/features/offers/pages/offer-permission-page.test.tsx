import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createOffer } from '../../../testing/factories';
import { sentForm } from '../../../testing/stub-api';
import { fieldErrors, fill, renderOfferTab } from '../testing/render-offer-tab';
import OfferPermissionPage from './offer-permission-page';

function offerWithQuestions() {
  return createOffer({
    visibility: 'approval',
    approvalQuestions: ['Which traffic sources will you use?', 'Expected daily volume?'],
    terms: 'No brand bidding.',
  });
}

test('shows visibility with what each means, the questions and the terms', async () => {
  renderOfferTab(OfferPermissionPage, offerWithQuestions(), 'permission');

  expect(await screen.findByRole('radio', { name: 'Requires approval' })).toBeChecked();
  expect(screen.getByText(/Only publishers you grant access to see the offer/)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Question 2' })).toHaveValue('Expected daily volume?');
  expect(screen.getByRole('textbox', { name: 'Terms' })).toHaveValue('No brand bidding.');
});

test('saves visibility, questions in order and terms', async () => {
  const { calls, user, putUrl } = renderOfferTab(OfferPermissionPage, offerWithQuestions(), 'permission');
  await user.click(await screen.findByRole('radio', { name: 'Private' }));
  await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
  await user.click(screen.getByRole('button', { name: 'Add question' }));
  await fill(user, screen.getByRole('textbox', { name: 'Question 2' }), 'Your website?');
  await user.clear(screen.getByRole('textbox', { name: 'Terms' }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText('Permission saved')).toBeInTheDocument();
  const body = sentForm(calls, putUrl);
  expect(body.get('visibility')).toBe('private');
  expect(body.getAll('approvalQuestions[]')).toEqual(['Expected daily volume?', 'Your website?']);
  expect(body.has('terms')).toBe(false);
});

test('a server error on a question shows under the questions', async () => {
  const offer = offerWithQuestions();
  const { user } = renderOfferTab(OfferPermissionPage, offer, 'permission', {
    handlers: {
      [`PUT /api/v1/offers/${offer.id}/permission`]: fieldErrors({
        'approvalQuestions.1': ['A question is at most 300 characters'],
      }),
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Save changes' }));
  const card = screen.getByRole('region', { name: 'Approval questions' });
  expect(await within(card).findByText('A question is at most 300 characters')).toBeInTheDocument();
  expect(screen.queryByText('Could not save permission')).not.toBeInTheDocument();
});

test('ten questions is the most, and a blank one stops the save', async () => {
  const offer = createOffer({
    approvalQuestions: Array.from({ length: 10 }, (_, index) => `Question ${index}`),
  });
  const { calls, user } = renderOfferTab(OfferPermissionPage, offer, 'permission');
  expect(await screen.findByRole('button', { name: 'Add question' })).toBeDisabled();
  const first = screen.getByRole('textbox', { name: 'Question 1' });
  await user.clear(first);
  await fill(user, first, '   ');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText('A question may not be blank')).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'PUT')).toBe(false);
});

test('a question added and left empty is refused on its input, not dropped', async () => {
  const { calls, user } = renderOfferTab(OfferPermissionPage, offerWithQuestions(), 'permission');
  await user.click(await screen.findByRole('button', { name: 'Add question' }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  const question = screen.getByRole('textbox', { name: 'Question 3' });
  expect(question).toHaveAccessibleDescription('A question may not be blank');
  expect(question).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('textbox', { name: 'Question 1' })).not.toHaveAttribute('aria-invalid', 'true');
  expect(calls.some((call) => call.method === 'PUT')).toBe(false);
});
