/** The text with its first letter in upper case ("send the deck" -> "Send the deck"). */
export const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
