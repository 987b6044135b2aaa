import { describe, expect, it } from 'vitest';
import { isIosSafari, isStandalone } from './install-platform';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadSafari:
    'Mozilla/5.0 (iPad; CPU OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Mobile/15E148 Safari/604.1',
  ipadOsDesktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  iphoneFacebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/455.0.0.44.107]',
  iphoneInstagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 325.0.0.0 (iPhone14,5; iOS 17_4)',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

describe('isIosSafari', () => {
  it.each<[string, string, number, boolean]>([
    ['iPhone Safari', UA.iphoneSafari, 5, true],
    ['iPad Safari (old iPad UA)', UA.ipadSafari, 5, true],
    ['iPadOS Safari with a desktop UA and touch', UA.ipadOsDesktop, 5, true],
    ['Mac Safari (same UA, no touch)', UA.ipadOsDesktop, 0, false],
    ['Chrome on iPhone', UA.iphoneChrome, 5, false],
    ['Facebook in-app browser', UA.iphoneFacebook, 5, false],
    ['Instagram in-app browser', UA.iphoneInstagram, 5, false],
    ['Android Chrome', UA.androidChrome, 5, false],
    ['desktop Chrome', UA.desktopChrome, 0, false],
  ])('%s', (_name, userAgent, maxTouchPoints, expected) => {
    expect(isIosSafari({ userAgent, maxTouchPoints })).toBe(expected);
  });
});

describe('isStandalone', () => {
  const win = (standaloneMedia: boolean, iosStandalone?: boolean) =>
    ({
      navigator: { standalone: iosStandalone },
      matchMedia: (q: string) => ({
        matches: standaloneMedia && q === '(display-mode: standalone)',
      }),
    }) as unknown as Window;

  it('is true in an installed window (display-mode: standalone)', () => {
    expect(isStandalone(win(true))).toBe(true);
  });
  it('is true for an iOS home-screen app (navigator.standalone)', () => {
    expect(isStandalone(win(false, true))).toBe(true);
  });
  it('is false in a browser tab', () => {
    expect(isStandalone(win(false, false))).toBe(false);
  });
});
