/** The Google ad tag (gtag.js), started once per page when store info names an id. */

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export function startAdTag(id: string, doc: Document = document): void {
  const win = doc.defaultView ?? window;
  win.dataLayer = win.dataLayer ?? [];
  const dataLayer = win.dataLayer;
  win.gtag = function gtag(...args: unknown[]) {
    dataLayer.push(args);
  };
  win.gtag('js', new Date());
  win.gtag('config', id);
  const script = doc.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  doc.head.appendChild(script);
}
