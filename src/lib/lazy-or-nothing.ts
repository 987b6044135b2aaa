/**
 * `React.lazy` for a part a page can do without (the footer, the offline indicator). If its chunk
 * cannot load (a deploy since this tab loaded, or offline before the worker had it) the part renders
 * nothing: no error boundary sits around these parts but the whole app's.
 */
import { lazy, type ComponentType } from 'react';

const nothing = () => null;

export function lazyOrNothing<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: nothing as ComponentType<P> }),
    ),
  );
}
