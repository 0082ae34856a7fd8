/**
 * Reply wording, several interchangeable phrasings each, picked per email
 * so a day of drafts does not read like one form letter. {action} and {due}
 * are filled by draft-reply.
 */
export const PHRASES = {
  greeting: ['Hi {name},', 'Hello {name},'],
  anonymousGreeting: ['Hi,', 'Hello,'],
  thanksWithRequests: ['Thanks for your email.', 'Thank you for reaching out.', 'Thanks for the note.'],
  commit: ["I'll {action}{due}.", 'I will {action}{due}.', "I'll make sure to {action}{due}."],
  /** A question the owner alone can answer, with no task to commit to. */
  question: ['To your question: [your answer]', 'On your question: [your answer]'],
  listIntro: ['Here is how I will handle your requests:', 'Taking your points in turn:'],
  acknowledge: ['Thanks for the update; noted.', 'Thank you for letting me know.', 'Thanks for sending this over. I have noted it.'],
  closing: ['Best regards,', 'Kind regards,', 'Best,'],
};

export const pick = (options: readonly string[], seed: number, salt: number) => options[(seed + salt) % options.length]!;
