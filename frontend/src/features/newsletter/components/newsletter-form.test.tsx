import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';

import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithRouter } from '@/testing/test-utils';

import { NewsletterForm } from './newsletter-form';

const CHECK_INBOX = 'Check your inbox to confirm your subscription.';

function subscriptionAnswers(status: number, body: Record<string, unknown>) {
  const requests: unknown[] = [];
  server.use(
    http.post(`${API}/newsletter/subscriptions`, async ({ request }) => {
      requests.push(await request.json());
      return HttpResponse.json(body, { status });
    }),
  );
  return requests;
}

function renderForm() {
  return renderWithRouter(
    <>
      <NewsletterForm />
      <ToastContainer />
    </>,
  );
}

describe('NewsletterForm', () => {
  it('asks for an address when the field is empty', async () => {
    const requests = subscriptionAnswers(202, {});
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('rejects an invalid address without calling the server', async () => {
    const requests = subscriptionAnswers(202, {});
    const { user } = renderForm();
    const input = screen.getByLabelText('Get the weekly Quad newsletter');
    await user.type(input, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it("asks the server for a confirmation link and shows its answer, without claiming a subscription", async () => {
    const requests = subscriptionAnswers(202, { success: true, message: CHECK_INBOX });
    const { user } = renderForm();
    const input = screen.getByLabelText('Get the weekly Quad newsletter');
    await user.type(input, 'alex@umich.edu');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(CHECK_INBOX)).toBeInTheDocument();
    expect(requests).toEqual([{ email: 'alex@umich.edu' }]);
    expect(input).toHaveValue('');
    expect(input).toHaveAccessibleDescription(CHECK_INBOX);
    expect(screen.queryByText(/thanks for subscribing|already subscribed|you're subscribed/i)).not.toBeInTheDocument();
  });

  it('drops an earlier answer when the next address is not valid', async () => {
    subscriptionAnswers(202, { success: true, message: CHECK_INBOX });
    const { user } = renderForm();
    const input = screen.getByLabelText('Get the weekly Quad newsletter');
    await user.type(input, 'alex@umich.edu');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(CHECK_INBOX)).toBeInTheDocument();

    await user.type(input, 'nope');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(screen.queryByText(CHECK_INBOX)).not.toBeInTheDocument();
  });

  it("shows the server's error at the field", async () => {
    subscriptionAnswers(400, {
      success: false,
      error: 'Please enter a valid email address',
      fields: { email: 'Please enter a valid email address' },
    });
    const { user } = renderForm();
    const input = screen.getByLabelText('Get the weekly Quad newsletter');
    await user.type(input, 'alex@umich.edu');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
  });

  it('says when there were too many attempts', async () => {
    subscriptionAnswers(429, { success: false, error: 'Too many requests' });
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Get the weekly Quad newsletter'), 'alex@umich.edu');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
    expect(screen.queryByText(CHECK_INBOX)).not.toBeInTheDocument();
  });
});
