import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { makeEmail } from '@/test/email-fixtures';
import { mockApi } from '@/test/mock-api';
import { EmailBody } from './email-body';

const FULL = 'Dear all,\n\nThe whole newsletter, every story of it.';
const ONE = 'GET /api/v1/emails/e1/recommendations';
// A long body, which the list row left out; plain text, so no HTML frame is involved.
const longEmail = makeEmail({ body: null, bodyContentType: 'text', preview: 'Dear all, the whole newsletter' });

const setup = (children: ReactNode) => render(<QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>);

const body = (email = longEmail) => <EmailBody email={email} viewMore={false} onViewMoreChange={() => {}} />;

describe('EmailBody', () => {
  it("shows a list row's body at once, without asking the server", () => {
    const fetchMock = mockApi({});
    setup(body(makeEmail({ body: 'Short and complete.', bodyContentType: 'text' })));
    expect(screen.getByTestId('email-body')).toHaveTextContent('Short and complete.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches a body the row left out, holding its place meanwhile', async () => {
    const fetchMock = mockApi({ [ONE]: { body: { ...longEmail, body: FULL } } });
    setup(body());
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByTestId('email-body')).toHaveTextContent('The whole newsletter, every story of it.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says when the body cannot be loaded, and loads it on Try Again', async () => {
    let found = false;
    mockApi({
      [ONE]: () =>
        found
          ? { body: { ...longEmail, body: FULL } }
          : { status: 404, body: { error: { code: 'not_found', message: 'Email not found' } } },
    });
    setup(body());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error Loading Email');
    expect(screen.getByRole('alert')).toHaveTextContent('Email not found');
    found = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('email-body')).toHaveTextContent('every story of it');
  });
});
