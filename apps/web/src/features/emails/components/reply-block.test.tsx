import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeEmail } from '@/test/email-fixtures';
import { formatReceived } from '@/lib/format-received';
import { ALREADY_REPLIED_HINT, NO_REPLY_WARNING, REPLY_ALREADY_SENT_HINT, ReplyBlock } from './reply-block';

const reply = {
  subject: 'Re: Lease renewal',
  body: 'Hi Jane,\n\nThanks, I will send it.\n\nLocal User',
  tone: 'professional' as const,
  confidence: 0.8,
  edited: false,
};

function setup(overrides: Parameters<typeof makeEmail>[0] = {}) {
  const actions = { sendReply: vi.fn(async () => true), updateReply: vi.fn(async () => true), sending: false };
  const email = makeEmail({ suggestedReply: reply, ...overrides });
  render(<ReplyBlock email={email} actions={actions} canSend />);
  return actions;
}

const classified = (replyNeeded: boolean, replyReason: string) => ({
  ...makeEmail().aiClassification!,
  replyNeeded,
  replyReason,
});

describe('ReplyBlock', () => {
  it('keeps the draft behind "Draft a reply" when the email needs no answer', async () => {
    const user = userEvent.setup();
    setup({ aiClassification: classified(false, 'Newsletter') });
    expect(screen.getByRole('heading', { name: 'No reply needed' })).toBeInTheDocument();
    expect(screen.getByText('Newsletter')).toBeInTheDocument();
    expect(screen.queryByTestId('reply-text')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Draft a reply' }));
    expect(screen.getByTestId('reply-text')).toHaveTextContent('Thanks, I will send it.');
    expect(screen.getByRole('button', { name: 'Send Reply' })).toBeEnabled();
  });

  it('shows the draft straight away when a reply is needed', () => {
    setup({ aiClassification: classified(true, 'Asks you to send the lease') });
    expect(screen.getByTestId('reply-text')).toBeInTheDocument();
    expect(screen.queryByText('No reply needed')).not.toBeInTheDocument();
  });

  it('warns before sending to a no-reply address, and sends only when confirmed', async () => {
    const user = userEvent.setup();
    const actions = setup({ fromAddress: 'no-reply@alerts.example', aiClassification: classified(true, 'Asks you to confirm') });
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(screen.getByRole('alert')).toHaveTextContent(NO_REPLY_WARNING);
    expect(actions.sendReply).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    await user.click(screen.getByRole('button', { name: 'Send anyway' }));
    expect(actions.sendReply).toHaveBeenCalledWith(expect.objectContaining({ fromAddress: 'no-reply@alerts.example' }), reply.body);
  });

  it('sends to a person without a warning', async () => {
    const user = userEvent.setup();
    const actions = setup();
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(actions.sendReply).toHaveBeenCalledTimes(1);
  });

  it('does not send the same suggestion twice; an edited reply can be sent again', async () => {
    const user = userEvent.setup();
    const actions = setup();
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText('Reply sent')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send Reply' });
    expect(send).toBeDisabled();
    await user.hover(send.parentElement!);
    expect(await screen.findByText(REPLY_ALREADY_SENT_HINT)).toBeInTheDocument();
    expect(actions.sendReply).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Edit Reply' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit reply' }), ' One more thing.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(actions.updateReply).toHaveBeenCalledWith(expect.anything(), `${reply.body} One more thing.`);
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(actions.sendReply).toHaveBeenCalledTimes(2);
  });

  it('remembers an answer sent before the screen opened: says when, and sends again only after an edit', async () => {
    const user = userEvent.setup();
    const repliedAt = '2026-01-05T11:30:00Z';
    const actions = setup({ repliedAt });
    expect(screen.getByText(`Replied ${formatReceived(repliedAt)}`)).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send Reply' });
    expect(send).toBeDisabled();
    await user.hover(send.parentElement!);
    expect(await screen.findByText(ALREADY_REPLIED_HINT)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Reply' }));
    await user.type(screen.getByRole('textbox', { name: 'Edit reply' }), ' Also attached.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.queryByText(/^Replied /)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(actions.sendReply).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Reply sent')).toBeInTheDocument();
  });

  it('shows an answered email that needed none as answered, not as waiting behind "Draft a reply"', () => {
    setup({ repliedAt: '2026-01-05T11:30:00Z', aiClassification: classified(false, 'Newsletter') });
    expect(screen.queryByRole('heading', { name: 'No reply needed' })).not.toBeInTheDocument();
    expect(screen.getByText(/^Replied /)).toBeInTheDocument();
  });

  it('lets a written reply go to a conversation already answered', async () => {
    const user = userEvent.setup();
    const actions = setup({ suggestedReply: null, repliedAt: '2026-01-05T11:30:00Z' });
    await user.type(screen.getByRole('textbox', { name: 'Write your reply' }), 'One more thing.');
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(actions.sendReply).toHaveBeenCalledTimes(1);
  });

  it("'r' on an answered email puts focus on Edit Reply, since its send button waits for an edit", async () => {
    const actions = { sendReply: vi.fn(async () => true), updateReply: vi.fn(async () => true), sending: false };
    const email = makeEmail({ suggestedReply: reply, repliedAt: '2026-01-05T11:30:00Z' });
    const { rerender } = render(<ReplyBlock email={email} actions={actions} canSend />);
    rerender(<ReplyBlock email={email} actions={actions} canSend focusKey={1} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Reply' })).toHaveFocus());
  });
});
