import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';

import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithRouter } from '@/testing/test-utils';

import { NewsletterForm } from './newsletter-form';

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
    const requests = subscriptionAnswers(201, {});
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('rejects an invalid address without calling the server', async () => {
    const requests = subscriptionAnswers(201, {});
    const { user } = renderForm();
    const input = screen.getByLabelText('Get campus tips in your inbox');
    await user.type(input, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it('subscribes the address and thanks the person', async () => {
    const requests = subscriptionAnswers(201, { success: true, data: { newlySubscribed: true } });
    const { user } = renderForm();
    const input = screen.getByLabelText('Get campus tips in your inbox');
    await user.type(input, 'alex@umich.edu');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thanks for subscribing!')).toBeInTheDocument();
    expect(requests).toEqual([{ email: 'alex@umich.edu' }]);
    expect(input).toHaveValue('');
  });

  it('says so when the address is already on the list', async () => {
    subscriptionAnswers(200, { success: true, data: { newlySubscribed: false } });
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Get campus tips in your inbox'), 'alex@umich.edu');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText("You're already subscribed.")).toBeInTheDocument();
  });

  it("shows the server's error at the field", async () => {
    subscriptionAnswers(400, { success: false, error: 'Please enter a valid email address' });
    const { user } = renderForm();
    const input = screen.getByLabelText('Get campus tips in your inbox');
    await user.type(input, 'alex@umich.edu');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
  });
});
