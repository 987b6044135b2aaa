/**
 * The web app manifest, one per language (issue 38): Vietnamese at /manifest.webmanifest, English at
 * /en/manifest.webmanifest. The server makes it on each request from the store's name
 * (server/routes/web-manifest.ts), so an installed shop follows a new name; the page links its own
 * language's (server/html and src/lib/i18n/manifest-link.ts). One app whatever the language: the
 * same `id`, each with its own start page, words and shortcuts.
 */
import { localizePath } from './routes';
import type { Lang } from './types';

export const MANIFEST_PATHS: Record<Lang, string> = {
  vi: '/manifest.webmanifest',
  en: '/en/manifest.webmanifest',
};

const WORDS: Record<
  Lang,
  { tagline: string; description: string; cart: string; wishlist: [string, string] }
> = {
  vi: {
    tagline: 'Thời trang & Phụ kiện',
    description:
      'Cửa hàng thời trang và phụ kiện: quần áo, túi xách và sự kiện. Mua sắm cả khi mất mạng.',
    cart: 'Giỏ hàng',
    wishlist: ['Danh sách yêu thích', 'Yêu thích'],
  },
  en: {
    tagline: 'Clothing & Accessories',
    description: 'A clothing and accessories shop: clothes, bags and events. Shop even offline.',
    cart: 'Cart',
    wishlist: ['Wishlist', 'Wishlist'],
  },
};

/** What a home screen shows under the icon: the name if it fits (about 12 characters), else its first word. */
export function shortName(storeName: string): string {
  return storeName.length <= 12 ? storeName : (storeName.split(/\s+/)[0] ?? storeName).slice(0, 12);
}

const ICON_192 = { src: '/pwa-192x192.png', sizes: '192x192' };

export function webManifest(lang: Lang, storeName: string) {
  const words = WORDS[lang];
  return {
    name: `${storeName} — ${words.tagline}`,
    short_name: shortName(storeName),
    description: words.description,
    id: '/',
    start_url: localizePath(lang, '/'),
    scope: '/',
    display: 'standalone',
    lang,
    dir: 'ltr',
    theme_color: '#1c1917',
    background_color: '#faf7f2',
    categories: ['shopping', 'lifestyle'],
    icons: [
      { ...ICON_192, type: 'image/png', purpose: 'any' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots: [
      {
        src: '/screenshots/wide.png',
        sizes: '1280x800',
        type: 'image/png',
        form_factor: 'wide',
        label: storeName,
      },
      {
        src: '/screenshots/narrow.png',
        sizes: '540x960',
        type: 'image/png',
        form_factor: 'narrow',
        label: storeName,
      },
    ],
    shortcuts: [
      {
        name: words.cart,
        short_name: words.cart,
        url: localizePath(lang, '/cart'),
        icons: [ICON_192],
      },
      {
        name: words.wishlist[0],
        short_name: words.wishlist[1],
        url: localizePath(lang, '/wishlist'),
        icons: [ICON_192],
      },
    ],
  };
}
