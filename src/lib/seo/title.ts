/**
 * Page titles (spec section 2): the route's meta title, else the last path segment made into words;
 * on an error the title reads the status code followed by the message.
 */
import { matchRoute, titleFromPath } from '../../../contract/routes';

export function routeTitle(pathname: string): string {
  const match = matchRoute(pathname);
  if (match?.route.title) return match.route.title[match.lang];
  return titleFromPath(match?.path ?? pathname);
}

export function errorTitle(statusCode: number, message: string): string {
  return `${statusCode} ${message}`;
}

export function documentTitle(title: string, storeName: string): string {
  if (!title) return storeName;
  return storeName ? `${title} | ${storeName}` : title;
}
