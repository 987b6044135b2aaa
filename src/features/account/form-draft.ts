/**
 * What a shopper typed into an account form, kept in sessionStorage (`account-form.<name>`) so a reload
 * or a trip to another tab's link loses nothing, as the checkout keeps its draft. Only the fields a form
 * names are kept: passwords never are. sessionStorage, not Dexie: these are a few words for this tab,
 * gone with it, and the sign-in screens stay free of the database's code.
 */
const PREFIX = 'account-form.';

export function readFormDraft(name: string): Record<string, string> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(PREFIX + name) ?? '{}');
    if (typeof saved !== 'object' || saved === null) return {};
    return Object.fromEntries(
      Object.entries(saved).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  } catch {
    return {};
  }
}

export function saveFormDraft(name: string, values: Record<string, string>): void {
  try {
    sessionStorage.setItem(PREFIX + name, JSON.stringify(values));
  } catch {
    // Storage refused: the form still works, only a reload would clear it.
  }
}

export function clearFormDraft(name: string): void {
  try {
    sessionStorage.removeItem(PREFIX + name);
  } catch {
    // Nothing kept.
  }
}
