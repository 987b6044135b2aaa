/**
 * The document title the server sends (spec section 2), the same rule as the app's lib/seo/title.ts:
 * the route's meta title, else the entity's name (product, collection, page, event), else the last
 * path segment made into words; on an error the status code followed by the message. Then ` | store`.
 */
import { titleFromPath, type RouteMatch } from '../../contract/routes';

export function routeTitle(match: RouteMatch, entityName?: string | null): string {
  if (match.route.title) return match.route.title[match.lang];
  if (entityName) return entityName;
  return titleFromPath(match.path);
}

export function errorTitle(statusCode: number, message: string): string {
  return `${statusCode} ${message}`;
}

export function withStoreName(title: string, storeName: string): string {
  if (!title) return storeName;
  return storeName ? `${title} | ${storeName}` : title;
}
