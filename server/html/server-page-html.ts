/**
 * The HTML of a server-rendered page, made from the build's index.html: the rendered markup in #root
 * with its hydration state beside it, every stylesheet inline (no request holds back the first
 * paint), and no script but the boot script, which starts the app once the page is on screen
 * (src/boot.ts). The app's entry and chunks are not preloaded: they would compete with the page's
 * main picture for a phone's bandwidth. The "needs JavaScript" notice goes: the page does not.
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

const style = (css: string) => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;

export function serverPageHtml(template: string, parts: ServerPageParts): string {
  // `<` escaped so nothing in the data can close the script element.
  const json = parts.state.replace(/</g, '\\u003c');
  const pageCss = parts.pageStyles
    .map((href) => parts.css.get(href))
    .filter((css): css is string => css !== undefined);
  const tail = [
    ...pageCss.map(style),
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
        return css === undefined ? link : style(css);
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
