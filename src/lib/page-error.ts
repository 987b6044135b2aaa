/**
 * Page errors of spec sections 2 and 8. A fatal error (default 404, 'Page Not Found: {fullPath}')
 * is thrown during render and shown by the error boundary; an unmatched route raises a non-fatal 404
 * ('Page not found: {path}') that renders the not-found view inside the layout.
 */
import { notFoundMessage } from '../../contract/not-found';

export class PageError extends Error {
  readonly statusCode: number;
  readonly fatal: boolean;
  /** The path a 404 did not find, for a title in the page's language (the message is English). */
  readonly path: string | undefined;

  constructor(init: { statusCode?: number; message: string; fatal?: boolean; path?: string }) {
    super(init.message);
    this.name = 'PageError';
    this.statusCode = init.statusCode ?? 404;
    this.fatal = init.fatal ?? true;
    this.path = init.path;
  }
}

export function notFoundError(fullPath: string): PageError {
  return new PageError({
    statusCode: 404,
    message: `Page Not Found: ${fullPath}`,
    fatal: true,
    path: fullPath,
  });
}

export function unmatchedRouteError(path: string): PageError {
  return new PageError({
    statusCode: 404,
    message: notFoundMessage('en', path),
    fatal: false,
    path,
  });
}

export function statusOf(error: unknown): number {
  if (error instanceof PageError) return error.statusCode;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 ? status : 500;
}

const BOT_RE =
  /bot|crawler|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview/i;

/** Spec section 2: bots get the status and no error page; the error is only logged. */
export function isBot(userAgent: string): boolean {
  return BOT_RE.test(userAgent);
}
