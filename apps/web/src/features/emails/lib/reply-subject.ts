/** docs/behaviour.md, Validation: the reply's subject gets 'Re: ' unless it already starts with it (any case). */
export function replySubject(subject: string | null | undefined): string {
  const s = (subject ?? '').trim();
  return /^re:/i.test(s) ? s : `Re: ${s}`;
}
