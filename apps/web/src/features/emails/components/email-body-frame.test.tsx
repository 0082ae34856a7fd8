import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEmail } from '@/test/email-fixtures';
import { EmailBodyFrame, loadEmailHtmlFrame } from './email-body-frame';

// In the web-fresh project: the frame's module must not have been loaded by another test file.
describe('EmailBodyFrame', () => {
  it('shows a preloaded HTML body with its remote-images bar in the first render, not after a placeholder', async () => {
    await loadEmailHtmlFrame();
    // The server keeps a remote image's address aside, as here, until the user allows it.
    const email = makeEmail({ body: '<p>Our logo: <img data-remote-src="https://cdn.example.com/logo.png" alt="Logo"></p>' });
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <EmailBodyFrame email={{ ...email, body: email.body ?? '' }} full={false} />
      </QueryClientProvider>,
    );
    // Synchronously: a placeholder swapped for the frame a moment later moved everything below it.
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(screen.getByText('Remote images are blocked')).toBeInTheDocument();
    expect(screen.getByTitle(`Email: ${email.subject}`)).toBeInTheDocument();
  });
});
