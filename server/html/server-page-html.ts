/**
 * The HTML of a server-rendered page, made from the build's index.html: the rendered markup in #root
 * with its hydration state beside it, every stylesheet inline (no request holds back the first
 * paint), and no script but two: the head script (colour mode, early taps), inline before the first paint (the build put it
 * in the template: contract/head-script.ts), and the boot script, which starts the app once
 * the page is on screen (src/boot.ts). The app's entry and chunks are not preloaded: they would
 * compete with the page's main picture for a phone's bandwidth. The "needs JavaScript" notice goes: the page does not.
 */
export interface ServerPageParts {
  /** The markup inside #root. */
  markup: string;
  /** The hydration state, as JSON. */
  state: string;
  /** Stylesheet texts by URL: the template's and the page's own. */
  css: ReadonlyMap<string, string>;
  /** The page's own stylesheets (after the template's, as the browser's own loading orders them). */
  pageStyles: readonly string[];
  entry: string;
  boot: string;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;

/** The stylesheet URLs the template links. */
export function templateStyles(template: string): string[] {
  return [...template.matchAll(STYLESHEET_LINK)].map((m) => m[1]!);
}

/**
 * A stylesheet inline, followed by a disabled link to the same file: never fetched nor applied, it
 * tells the app's chunk loader (vite's preload helper looks for stylesheet links by URL) that the
 * sheet is in the page already. Without it the loader appended the sheet again at the end of the
 * head when a lazy chunk needed it, which re-applied its rules over the page's own (a layout shift
 * on a collection: its filter button grew 4 px) and cost a style recalculation.
 */
const style = (css: string, href: string) =>
  `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${href}" disabled>`;

export function serverPageHtml(template: string, parts: ServerPageParts): string {
  // `<` escaped so nothing in the data can close the script element.
  const json = parts.state.replace(/</g, '\\u003c');
  const pageCss = parts.pageStyles.flatMap((href) => {
    const css = parts.css.get(href);
    return css === undefined ? [] : [style(css, href)];
  });
  const tail = [
    ...pageCss,
    `<meta name="app-entry" content="${parts.entry}">`,
    `<script type="module" src="${parts.boot}"></script>`,
  ];
  return (
    template
      // The entry's own script and preloads: the boot script loads it later.
      .replace(/\s*<script type="module"[^>]*src="[^"]*"[^>]*><\/script>/g, '')
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      .replace(STYLESHEET_LINK, (link, href: string) => {
        const css = parts.css.get(href);
        return css === undefined ? link : style(css, href);
      })
      .replace('</head>', () => `${tail.map((t) => `  ${t}\n`).join('')}</head>`)
      .replace(/<noscript>[\s\S]*?<\/noscript>\s*/i, '')
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${parts.markup}</div>\n    <script type="application/json" id="server-state">${json}</script>`,
      )
  );
}
