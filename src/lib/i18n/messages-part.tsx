/**
 * The parts of the messages beyond the core (message-parts.ts), for what shows them: a screen (its
 * route loads them with its code, app/routes.tsx) or a lazy part of one (`lazyWithMessages`). They
 * are usually in by the time it renders; otherwise (a language switch, a page the server rendered)
 * it suspends until they are.
 */
import { use, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Lang } from '../../../contract/types';
import { wasKept } from '../kept-parts';
import type { OnUsePart } from '../on-use-parts';
import type { LaterPart } from './message-parts';
import { type Messages, loadMessagesPart, shownMessagesPart } from './messages';
import { Nothing, loadOr } from '../lazy-when-online';

/** `parts`' text over the text around: an IntlProvider over the page's, with the same settings. */
export function MessagesPart({
  parts,
  children,
}: {
  parts: readonly LaterPart[];
  children: ReactNode;
}) {
  const intl = useIntl();
  // The language shown, not the URL's: during a switch the core text stays in the old one a moment.
  const lang = intl.locale as Lang;
  // Always through `use`, loaded or not: React wants the same calls when a suspended render retries.
  const loaded = parts.map((part) => use(shownMessagesPart(part, lang)));
  // The text around is compiled too (AppIntlProvider is given only Messages).
  const messages = merged(intl.messages as Messages, `${lang}:${parts.join()}`, loaded);
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      timeZone={intl.timeZone}
      messages={messages}
      onError={intl.onError}
    >
      {children}
    </IntlProvider>
  );
}

/**
 * A lazily loaded component that shows the later part's text: its code and that text load together
 * (in the page's language), and it renders inside `MessagesPart`.
 *
 * Not `React.lazy`, which suspends a component's first render even when its code is in: shown after
 * a fallback, a boundary's content waits up to 300 ms more (React's reveal throttle), and on a
 * mid-range phone the work that waits for the shopper slips into that gap. Here the load is a promise
 * that carries its value once in, as `use` reads it, so a part loaded ahead renders at once. `kept`
 * names the on-use part (src/lib/on-use-parts.ts) whose tap the page's head script kept before the
 * app started (decision 030): then the load starts now, and the tap, replayed once the page is
 * ready, finds the part in.
 */
// `any` props, as React.lazy's own signature: the props are the loaded component's.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithMessages<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  kept?: OnUsePart,
) {
  // Offline, code not yet on the device is waited for (when-online.ts): the part comes once back
  // online. A load that fails online renders nothing, as lazyWhenOnline's.
  let loading: (Promise<T> & { status?: 'fulfilled'; value?: T }) | undefined;
  const start = () =>
    (loading ??= Promise.all([
      loadOr(load, { default: Nothing as ComponentType as T }),
      headStart('later'),
    ]).then(
      ([module]) => Object.assign(loading!, { status: 'fulfilled', value: module.default }).value!,
    ));
  // It never fails (loadOr answers a stand-in, headStart swallows its own failure).
  if (wasKept(kept)) void start();
  return function LazyPart(props: ComponentProps<T>) {
    const Component = use(start());
    return withMessages(LATER, <Component {...props} />);
  };
}

const LATER: readonly LaterPart[] = ['later'];

/** `node` inside `MessagesPart` for `parts`; as it is when there are none. */
export function withMessages(parts: readonly LaterPart[], node: ReactNode): ReactNode {
  return parts.length === 0 ? node : <MessagesPart parts={parts}>{node}</MessagesPart>;
}

/**
 * The page's language's `part`, fetched beside a lazy part's code: a head start only, since
 * MessagesPart loads what is missing, in the language it shows.
 */
export function headStart(part: LaterPart): Promise<unknown> | undefined {
  const lang = import.meta.env.SSR ? undefined : document.documentElement.lang;
  return lang === 'vi' || lang === 'en'
    ? loadMessagesPart(part, lang).catch(() => undefined)
    : undefined;
}

/**
 * The text around with the parts over it, the same object for the same text and parts, so that
 * react-intl keeps its formatters. A part of a language loads once, so `key` names its objects.
 */
const mergedCache = new WeakMap<Messages, Map<string, Messages>>();
function merged(around: Messages, key: string, parts: Messages[]): Messages {
  let byKey = mergedCache.get(around);
  if (!byKey) mergedCache.set(around, (byKey = new Map()));
  let messages = byKey.get(key);
  if (!messages) byKey.set(key, (messages = Object.assign({}, around, ...parts) as Messages));
  return messages;
}
