/** Turns a route's head data into tags and fills them into the lead's index.html markers. */
import { MANIFEST_PATHS } from '../../contract/web-manifest';
import type { Image, Lang } from '../../contract/types';
import type { Links } from './canonical';
import { lcpPreloadTag, type LcpImage } from './lcp';

export interface HeadInfo {
  lang: Lang;
  /** The whole document title, store name included. */
  title: string;
  /** The page's own title, for share cards (the site name has its own tag). */
  shareTitle: string;
  description: string;
  links: Links | null;
  noindex: boolean;
  ogType: 'website' | 'product' | 'article';
  shareImage: Image | null;
  lcp: LcpImage | null;
  /** The API call the screen makes first, preloaded so it does not wait for the JS. */
  preloadApi: string | null;
  jsonLd: object[];
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

const attr = escapeHtml;

function shareTags(h: HeadInfo, origin: string, storeName: string): string[] {
  const tags = [
    `<meta property="og:site_name" content="${attr(storeName)}">`,
    `<meta property="og:title" content="${attr(h.shareTitle)}">`,
    `<meta property="og:description" content="${attr(h.description)}">`,
    `<meta property="og:type" content="${h.ogType}">`,
    `<meta property="og:locale" content="${h.lang === 'en' ? 'en_US' : 'vi_VN'}">`,
    `<meta property="og:locale:alternate" content="${h.lang === 'en' ? 'vi_VN' : 'en_US'}">`,
  ];
  if (h.links) tags.push(`<meta property="og:url" content="${attr(h.links.canonical)}">`);
  const card = h.shareImage ? 'summary_large_image' : 'summary';
  tags.push(
    `<meta name="twitter:card" content="${card}">`,
    `<meta name="twitter:title" content="${attr(h.shareTitle)}">`,
    `<meta name="twitter:description" content="${attr(h.description)}">`,
  );
  if (h.shareImage) {
    // Share cards want the widest WebP: every network reads WebP, few read AVIF.
    const big = h.shareImage.srcset.filter((s) => s.type === 'image/webp').at(-1);
    const url = origin + (big?.url ?? h.shareImage.url);
    const width = big?.width ?? h.shareImage.width;
    const height = Math.round((width * h.shareImage.height) / h.shareImage.width);
    tags.push(
      `<meta property="og:image" content="${attr(url)}">`,
      `<meta property="og:image:width" content="${width}">`,
      `<meta property="og:image:height" content="${height}">`,
      `<meta property="og:image:alt" content="${attr(h.shareImage.alt)}">`,
      `<meta name="twitter:image" content="${attr(url)}">`,
    );
  }
  return tags;
}

export function renderHeadTags(h: HeadInfo, origin: string, storeName: string): string {
  const tags: string[] = [`<meta name="description" content="${attr(h.description)}">`];
  if (h.noindex) tags.push('<meta name="robots" content="noindex">');
  if (h.links) {
    tags.push(`<link rel="canonical" href="${attr(h.links.canonical)}">`);
    for (const a of h.links.alternates)
      tags.push(`<link rel="alternate" hreflang="${a.hreflang}" href="${attr(a.href)}">`);
  }
  tags.push(...shareTags(h, origin, storeName));
  if (h.preloadApi)
    tags.push(
      `<link rel="preload" as="fetch" href="${attr(h.preloadApi)}" crossorigin="anonymous">`,
    );
  if (h.lcp) tags.push(lcpPreloadTag(h.lcp, attr));
  for (const ld of h.jsonLd) {
    // `<` escaped so no text in the data can close the script element.
    tags.push(
      `<script type="application/ld+json">${JSON.stringify(ld).replace(/</g, '\\u003c')}</script>`,
    );
  }
  return tags.join('\n    ');
}

/**
 * Fills lang, the manifest of that language (contract/web-manifest.ts), title and the `<!--app-head-->`
 * marker (or the end of head when the marker is missing).
 */
export function fillTemplate(template: string, h: HeadInfo, tags: string): string {
  let html = template.replace(/<html([^>]*?)\slang="[^"]*"/i, `<html$1 lang="${h.lang}"`);
  html = html.replace(
    /<link rel="manifest" href="[^"]*"/i,
    `<link rel="manifest" href="${MANIFEST_PATHS[h.lang]}"`,
  );
  html = html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(h.title)}</title>`);
  if (html.includes('<!--app-head-->')) return html.replace('<!--app-head-->', () => tags);
  return html.replace('</head>', () => `    ${tags}\n  </head>`);
}
