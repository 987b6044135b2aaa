/** Turns a route's head data into tags and fills them into the lead's index.html markers. */
import type { Image, Lang } from '../../contract/types';
import type { Links } from './canonical';

export interface HeadInfo {
  lang: Lang;
  title: string;
  description: string;
  links: Links | null;
  noindex: boolean;
  ogType: 'website' | 'product' | 'article';
  image: Image | null;
  /** The API call the screen makes first, preloaded so it does not wait for the JS. */
  preloadApi: string | null;
  jsonLd: object[];
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch);
}

const attr = escapeHtml;

function imagePreload(image: Image): string {
  const avif = image.srcset.filter((s) => s.type === 'image/avif');
  const set = avif.map((s) => `${s.url} ${s.width}w`).join(', ');
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${attr(set)}" imagesizes="(min-width: 768px) 50vw, 100vw" fetchpriority="high">`;
}

export function renderHeadTags(h: HeadInfo, origin: string, storeName: string): string {
  const tags: string[] = [`<meta name="description" content="${attr(h.description)}">`];
  if (h.noindex) tags.push('<meta name="robots" content="noindex">');
  if (h.links) {
    tags.push(`<link rel="canonical" href="${attr(h.links.canonical)}">`);
    for (const a of h.links.alternates) tags.push(`<link rel="alternate" hreflang="${a.hreflang}" href="${attr(a.href)}">`);
  }
  tags.push(
    `<meta property="og:site_name" content="${attr(storeName)}">`,
    `<meta property="og:title" content="${attr(h.title)}">`,
    `<meta property="og:description" content="${attr(h.description)}">`,
    `<meta property="og:type" content="${h.ogType}">`,
    `<meta property="og:locale" content="${h.lang === 'en' ? 'en_US' : 'vi_VN'}">`,
  );
  if (h.links) tags.push(`<meta property="og:url" content="${attr(h.links.canonical)}">`);
  if (h.image) {
    const big = h.image.srcset.filter((s) => s.type === 'image/webp').at(-1) ?? h.image;
    tags.push(`<meta property="og:image" content="${attr(origin + big.url)}">`, imagePreload(h.image));
  }
  if (h.preloadApi) tags.push(`<link rel="preload" as="fetch" href="${attr(h.preloadApi)}" crossorigin="anonymous">`);
  for (const ld of h.jsonLd) {
    // `<` escaped so no text in the data can close the script element.
    tags.push(`<script type="application/ld+json">${JSON.stringify(ld).replace(/</g, '\\u003c')}</script>`);
  }
  return tags.join('\n    ');
}

/** Fills lang, title and the `<!--app-head-->` marker (or the end of head when the marker is missing). */
export function fillTemplate(template: string, h: HeadInfo, tags: string): string {
  let html = template.replace(/<html([^>]*?)\slang="[^"]*"/i, `<html$1 lang="${h.lang}"`);
  html = html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(h.title)}</title>`);
  if (html.includes('<!--app-head-->')) return html.replace('<!--app-head-->', () => tags);
  return html.replace('</head>', () => `    ${tags}\n  </head>`);
}
