/**
 * A part of a page whose code loads beside the page's rather than in it (issue 12's size budget
 * counts what a page needs before it answers a tap): the product gallery's slider, the wishlist heart,
 * the shipping and returns text.
 *
 * - On a page the server rendered, React keeps the part's server markup, visible and still, and
 *   hydrates it in a boundary of its own once its code is in; the rest of the page hydrates without
 *   waiting for it.
 * - On a page the app renders, the part's fallback suspends in turn, so the boundary above it (the
 *   page's loading state) waits for the part's code too: the page appears whole, never with a hole
 *   where the part will come. The first page the app renders has its parts loaded with its code
 *   (part-loads.ts, app/routes.tsx), so it does not suspend at all.
 *
 * `parts`: parts of the messages the part shows (i18n/message-parts.ts), loaded with its code and
 * put around it; scripts/message-parts.test.ts reads them from the call.
 *
 * <html data-hydrated> (app/page-ready.tsx) waits for the parts on screen to hydrate too.
 *
 * Memo: a re-render of the page (a colour picked) that reached a boundary the server rendered before
 * it hydrated would make React drop the server's markup for the fallback. With the same props, memo
 * stops the re-render there.
 *
 * If the code cannot load offline (a first visit's page reloaded before its code had all come), the
 * part waits for the network (lib/when-online.ts) rather than give up, and its server markup stays
 * until the code comes, unless new props re-render it (memo, above; decision 044). If it cannot load
 * online (a deploy since the tab loaded), the part renders nothing and the page goes on without it,
 * unless `load` answers a stand-in of its own (the gallery's first picture).
 */
import { memo, use, type ComponentType } from 'react';
import type { LaterPart } from './i18n/message-parts';
import { headStart, withMessages } from './i18n/messages-part';
import { addPartLoad } from './part-loads';
import { TrackedSuspense } from './tracked-suspense';
import { Nothing, loadOr } from './lazy-when-online';

/** Once done, a load carries its value the way React's `use` reads it, so nothing suspends. */
type Load<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  parts: readonly LaterPart[] = [],
) {
  let loading: Promise<ComponentType<P>> | undefined;
  const loaded = () => {
    if (!loading) {
      const code = loadOr(load, Nothing as ComponentType<P>);
      const started: Load<ComponentType<P>> = Promise.all([code, ...parts.map(headStart)]).then(
        ([component]) => {
          Object.assign(started, { status: 'fulfilled', value: component });
          return component;
        },
      );
      loading = started;
    }
    return loading;
  };
  addPartLoad(loaded);

  function Part(props: P) {
    // The loaded module's component, the same one on every render: `use` only reads it.
    const Component = use(loaded());
    return withMessages(parts, <Component {...props} />);
  }
  function WaitForPart(): null {
    use(loaded());
    return null;
  }
  // Until Part has hydrated or mounted, the page does not yet answer every tap (TrackedSuspense).
  return memo(function LazyPart(props: P) {
    return (
      <TrackedSuspense fallback={<WaitForPart />}>
        <Part {...props} />
      </TrackedSuspense>
    );
  });
}
