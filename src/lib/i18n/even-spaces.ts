/**
 * Dates formatted by the server (Node's ICU) and by the browser (its own ICU) differ in the spaces
 * they put around a range's dash or before a time of day: thin and narrow no-break spaces in one,
 * plain spaces in the other. A page rendered on the server must hydrate to the same text, so
 * formatted dates use plain spaces everywhere.
 */
export function evenSpaces(text: string): string {
  return text.replace(/[\u2009\u202f]/g, ' ');
}
