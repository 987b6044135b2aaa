import type { RouteName } from '../../contract/routes';

/**
 * The private screens (checkout, the order page, the account and its sign-in screens): they show the
 * private part of the messages (lib/i18n/message-parts.ts), which their routes load with their code
 * (app/routes.tsx). Each route's page is `app/pages/<name>-page.tsx`.
 */
export const PRIVATE_SCREENS: ReadonlySet<RouteName> = new Set<RouteName>([
  'checkout-confirmation',
  'checkout',
  'order',
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'account',
]);
