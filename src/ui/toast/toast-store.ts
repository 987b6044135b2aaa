/**
 * Toasts live in a module-level store read with useSyncExternalStore, so any code (an API error
 * handler, a feature hook) can raise one without a provider. Only one toast is kept at a time;
 * a dismissed toast stays (closed) for TOAST_REMOVE_DELAY_MS so it can animate out, then goes.
 * Nothing is persisted: toasts are about this moment only.
 */
import { useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { TOAST_REMOVE_DELAY_MS } from '../../../contract/constants';

export type ToastVariant = 'default' | 'destructive' | 'success' | 'danger';

export interface ToastAction {
  label: string;
  /** What a screen-reader user can do instead, since the toast may vanish before they reach it. */
  altText: string;
  onAction: () => void;
}

export interface ToastInput {
  title?: string;
  description?: ReactNode;
  action?: ToastAction;
  variant?: ToastVariant;
  /** Auto-close delay in ms; defaults to the Toaster's (5000). `Infinity` keeps it open. */
  duration?: number;
  /** foreground is announced assertively, background politely. */
  type?: 'foreground' | 'background';
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (patch: Partial<ToastInput>) => void;
}

/** Spec: only one toast is shown at a time; a new one replaces the older. */
const TOAST_LIMIT = 1;

let counter = 0;
let toasts: readonly ToastItem[] = [];
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function nextId(): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return String(counter);
}

export function toast(input: ToastInput): ToastHandle {
  const id = nextId();
  const kept = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  for (const old of toasts) if (!kept.includes(old)) cancelRemoval(old.id);
  setToasts(kept);
  return { id, dismiss: () => dismissToast(id), update: (patch) => updateToast(id, patch) };
}

export function updateToast(id: string, patch: Partial<ToastInput>): void {
  if (!toasts.some((t) => t.id === id)) return;
  setToasts(toasts.map((t) => (t.id === id ? { ...t, ...patch } : t)));
}

/** Closes one toast, or every toast when no id is given; each is removed after the delay. */
export function dismissToast(id?: string): void {
  const closing = toasts.filter((t) => id === undefined || t.id === id);
  if (closing.length === 0) return;
  for (const t of closing) scheduleRemoval(t.id);
  setToasts(toasts.map((t) => (closing.includes(t) ? { ...t, open: false } : t)));
}

/** Drops every toast at once, with no delay (tests, or a full reset such as logout). */
export function clearToasts(): void {
  for (const id of [...removalTimers.keys()]) cancelRemoval(id);
  setToasts([]);
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, getToasts, getToasts);
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    setToasts(toasts.filter((t) => t.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

function cancelRemoval(id: string): void {
  const timer = removalTimers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  removalTimers.delete(id);
}
