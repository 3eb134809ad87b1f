import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createScreenMeta } from '../../../testing/factories';
import { renderPage } from '../../../testing/render-page';
import { jsonResponse, stubApi } from '../../../testing/stub-api';
import { createDelivery, createPostback, createPostbackLinks } from '../testing/postback-factories';
import PostbackEditPage from './postback-edit-page';

test('send test calls the saved postback and shows what the receiver answered', async () => {
  const postback = createPostback({ url: 'https://t.example/pb?cid={click_id}' });
  const result = createDelivery({
    isTest: true,
    url: 'https://t.example/pb?cid=test-click-id',
    responseStatus: 200,
    responseBody: 'thanks',
  });
  stubApi({
    [`GET /api/v1/publisher/postbacks/${postback.id}`]: () => jsonResponse(200, { data: postback }),
    'GET /api/v1/publisher/postback-targets': () =>
      jsonResponse(200, { data: { offers: [], eventKeys: [] } }),
    [`POST /api/v1/publisher/postbacks/${postback.id}/test`]: () => jsonResponse(200, { data: result }),
  });
  const { user } = renderPage(
    <PostbackEditPage
      side="publisher"
      screen={createScreenMeta('Edit Postback', 'Tools')}
      links={createPostbackLinks()}
    />,
    { path: '/publisher/tools/postback/edit/:id', url: `/publisher/tools/postback/edit/${postback.id}` },
  );
  expect(await screen.findByRole('textbox', { name: 'Postback URL' })).toHaveValue(postback.url);
  await user.click(screen.getByRole('button', { name: 'Send test' }));
  const status = await screen.findByRole('status', { name: /Test call: HTTP 200/ });
  expect(status).toHaveTextContent('https://t.example/pb?cid=test-click-id');
  expect(status).toHaveTextContent('thanks');
});

test('a refused test call (too many presses) says why in the form, next to the button', async () => {
  const postback = createPostback();
  stubApi({
    [`GET /api/v1/publisher/postbacks/${postback.id}`]: () => jsonResponse(200, { data: postback }),
    'GET /api/v1/publisher/postback-targets': () =>
      jsonResponse(200, { data: { offers: [], eventKeys: [] } }),
    [`POST /api/v1/publisher/postbacks/${postback.id}/test`]: () =>
      jsonResponse(429, { message: 'Too many test calls. Try again in 42 seconds.' }),
  });
  const { user, container } = renderPage(
    <PostbackEditPage
      side="publisher"
      screen={createScreenMeta('Edit Postback', 'Tools')}
      links={createPostbackLinks()}
    />,
    { path: '/publisher/tools/postback/edit/:id', url: `/publisher/tools/postback/edit/${postback.id}` },
  );
  await screen.findByRole('textbox', { name: 'Postback URL' });
  await user.click(screen.getByRole('button', { name: 'Send test' }));
  const form = container.querySelector('form') as HTMLFormElement;
  const alert = await within(form).findByRole('alert');
  expect(alert).toHaveTextContent('Could not send the test call');
  expect(alert).toHaveTextContent('Too many test calls. Try again in 42 seconds.');
});

test('a URL the server refuses (a private address) shows its reason on the URL field', async () => {
  const postback = createPostback({ url: 'https://tracker.pub.example/pb' });
  stubApi({
    [`GET /api/v1/publisher/postbacks/${postback.id}`]: () => jsonResponse(200, { data: postback }),
    'GET /api/v1/publisher/postback-targets': () =>
      jsonResponse(200, { data: { offers: [], eventKeys: [] } }),
    [`PUT /api/v1/publisher/postbacks/${postback.id}`]: () =>
      jsonResponse(422, {
        message: 'The form has errors.',
        errors: { url: ['Postbacks may not call a private, loopback or link-local address'] },
      }),
  });
  const { user } = renderPage(
    <PostbackEditPage
      side="publisher"
      screen={createScreenMeta('Edit Postback', 'Tools')}
      links={createPostbackLinks()}
    />,
    { path: '/publisher/tools/postback/edit/:id', url: `/publisher/tools/postback/edit/${postback.id}` },
  );
  const url = await screen.findByRole('textbox', { name: 'Postback URL' });
  await user.clear(url);
  await user.type(url, 'http://10.0.0.5/pb');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(
    await screen.findByText('Postbacks may not call a private, loopback or link-local address'),
  ).toBeInTheDocument();
  expect(url).toHaveAttribute('aria-invalid', 'true');
  expect(url).toHaveAccessibleDescription(/Postbacks may not call a private/);
});
