import { describe, expect, it } from 'vitest';
import { shouldOfferInstall, type InstallMomentInput } from './install-moment';

const interested: InstallMomentInput = {
  kind: 'prompt',
  standalone: false,
  suppressed: false,
  inCheckout: false,
  pageViews: 2,
  savedSomething: false,
};

describe('shouldOfferInstall', () => {
  it.each<[string, Partial<InstallMomentInput>, boolean]>([
    ['not on the first page of a visit', { pageViews: 1 }, false],
    ['not before any page was counted', { pageViews: 0 }, false],
    ['on the second page', { pageViews: 2 }, true],
    ['on later pages', { pageViews: 7 }, true],
    ['on the first page once something was saved', { pageViews: 1, savedSomething: true }, true],
    ['the iOS how-to at the same moment', { kind: 'ios' }, true],
    ['nothing the browser can take', { kind: null }, false],
    ['never when running installed', { standalone: true }, false],
    ['never after "Not now" or an install', { suppressed: true }, false],
    ['never during checkout', { inCheckout: true }, false],
    ['never during checkout, even after saving', { inCheckout: true, savedSomething: true }, false],
  ])('%s', (_name, change, expected) => {
    expect(shouldOfferInstall({ ...interested, ...change })).toBe(expected);
  });
});
