/**
 * The short forms colleagues use for a first name: mail to benjamin.rogers@
 * opens "Ben: can you provide ...". Without them a request to the owner by
 * nickname reads as one to somebody else.
 */
const GROUPS = [
  'benjamin ben benny',
  'michael mike mick',
  'william bill billy will',
  'robert bob bobby rob robbie bert',
  'james jim jimmy jamie',
  'richard rick rich dick',
  'thomas tom tommy',
  'jeffrey jeff',
  'geoffrey geoff',
  'stephen steve',
  'steven steve',
  'katherine kate kathy katie',
  'catherine cathy kate',
  'kathleen kathy kate',
  'elizabeth liz beth betsy lisa',
  'susan sue',
  'jennifer jen jenny',
  'joseph joe joey',
  'anthony tony',
  'david dave',
  'andrew andy drew',
  'gregory greg',
  'samuel sam',
  'kenneth ken kenny',
  'lawrence larry',
  'margaret peggy maggie meg',
  'charles chuck charlie',
  'edward ed ted eddie',
  'john jack johnny',
  'matthew matt',
  'patrick pat',
  'patricia pat patty trish',
  'nicholas nick',
  'alexander alex',
  'alexandra alex',
  'ronald ron',
  'donald don',
  'douglas doug',
  'frederick fred',
  'gerald jerry gerry',
  'christopher chris',
  'christine chris chrissy',
  'daniel dan danny',
  'timothy tim',
  'phillip phil',
  'philip phil',
  'victoria vicky',
  'deborah debbie deb debra',
  'rebecca becky',
  'cynthia cindy',
  'pamela pam',
  'jonathan jon',
  'benedict ben',
  'vincent vince',
  'theodore ted',
  'raymond ray',
  'leonard len',
].map((g) => g.split(' '));

/** The name and its usual short or long forms, lower-case. */
export function nameForms(first: string): string[] {
  const name = first.toLowerCase();
  const forms = new Set([name]);
  for (const group of GROUPS) if (group.includes(name)) for (const form of group) forms.add(form);
  return [...forms];
}
