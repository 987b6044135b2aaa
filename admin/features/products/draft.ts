/**
 * The product editor's unsaved work, in sessionStorage, one draft per product (`new` for one not
 * saved yet): written as the member types, read when the editor opens, dropped once saved (or when the
 * member discards it). sessionStorage rather than localStorage: it survives a reload, a crash of the
 * tab or a sign-in again after the session ended, but stays with the tab, so two tabs editing two
 * products (or the same one) never overwrite each other's drafts, and nothing lingers on a shared
 * computer once the tab is closed. Blocked storage keeps the editor working, without a draft.
 */
import type { EditorState } from './editor-state';

const PREFIX = 'admin.product-draft.';
const VERSION = 1;

export interface Draft {
  state: EditorState;
  /** The product's `updated_at` the draft started from (null for a new product). */
  base: string | null;
  /** When it was last written (ISO 8601). */
  at: string;
}

const keyOf = (id: string | null) => `${PREFIX}${id ?? 'new'}`;

export function readDraft(id: string | null): Draft | null {
  try {
    const raw = sessionStorage.getItem(keyOf(id));
    if (!raw) return null;
    const stored = JSON.parse(raw) as Draft & { v?: number };
    // A draft of another version of this editor is not read into this one.
    return stored.v === VERSION && stored.state ? stored : null;
  } catch {
    return null;
  }
}

export function writeDraft(id: string | null, state: EditorState, base: string | null): void {
  try {
    const draft = { v: VERSION, state, base, at: new Date().toISOString() };
    sessionStorage.setItem(keyOf(id), JSON.stringify(draft));
  } catch {
    // storage blocked or full: the editor goes on without a draft
  }
}

export function dropDraft(id: string | null): void {
  try {
    sessionStorage.removeItem(keyOf(id));
  } catch {
    // nothing kept to drop
  }
}
