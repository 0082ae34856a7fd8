/**
 * Reply wording, several interchangeable phrasings each, picked per email
 * so a day of drafts does not read like one form letter. {action}, {due},
 * {question} and {quote} are filled by draft-reply.
 */
export const PHRASES = {
  greeting: ['Hi {name},', 'Hello {name},'],
  anonymousGreeting: ['Hi,', 'Hello,'],
  thanksWithRequests: ['Thanks for your email.', 'Thank you for reaching out.', 'Thanks for the note.'],
  commit: ["I'll {action}{due}.", 'I will {action}{due}.', "I'll make sure to {action}{due}."],
  answer: [
    'Regarding "{question}", I\'ll get back to you{due}.',
    'On your question ("{question}"), I\'ll follow up with an answer{due}.',
  ],
  followUp: ['Regarding "{quote}", I\'ll follow up{due}.', 'On "{quote}": noted, and I\'ll come back to you{due}.'],
  listIntro: ['Here is how I will handle your requests:', 'Taking your points in turn:'],
  acknowledge: [
    'Thanks for the update; noted.',
    'Thank you for letting me know.',
    'Thanks for sending this over. I have noted it.',
  ],
  closing: ['Best regards,', 'Kind regards,', 'Best,'],
};

export const pick = (options: readonly string[], seed: number, salt: number) => options[(seed + salt) % options.length]!;
