const domainOf = (address: string | null | undefined) => address?.split('@')[1]?.trim().toLowerCase() ?? '';
/** Whether the sender writes from one of the owner's own domains: a colleague. */
export const sameDomain = (sender: string | null | undefined, owners: readonly string[] | undefined) =>
  !!domainOf(sender) && (owners ?? []).some((o) => domainOf(o) === domainOf(sender));
