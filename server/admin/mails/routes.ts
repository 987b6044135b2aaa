/**
 * The admin API's mail previews (contract/admin/mail-endpoints.ts), each mounted with adminRoute: the
 * kinds the shop sends, and one rendered from sample data in a language (server/mail/mail-previews.ts),
 * with this shop's name, contact address and public origin. Reads only: nothing is queued or audited.
 */
import { Hono } from 'hono';
import { adminEndpoints } from '../../../contract/admin/endpoints';
import { MAIL_KINDS } from '../../../contract/admin/mail-shapes';
import { readSettings } from '../../db/queries/settings';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { originOf } from '../../http/public-origin';
import { paramsOf, queryOf } from '../../http/validate';
import { MAIL_PREVIEWS, isMailKind } from '../../mail/mail-previews';
import { adminRoute } from '../route';
import type { StaffEnv } from '../staff-session';

const { mailKinds, mailPreview } = adminEndpoints;

export function adminMailRoutes(deps: AppDeps): Hono<StaffEnv> {
  const { db } = deps;
  const app = new Hono<StaffEnv>();

  adminRoute(app, db, mailKinds, (c) =>
    c.json({
      data: MAIL_KINDS.map((kind) => ({ kind, audience: MAIL_PREVIEWS[kind].audience })),
    }),
  );

  adminRoute(app, db, mailPreview, async (c) => {
    const { kind } = paramsOf(c, mailPreview);
    const { lang } = queryOf(c, mailPreview.query);
    if (!isMailKind(kind)) throw notFound();
    const settings = await readSettings(db);
    const mail = MAIL_PREVIEWS[kind].render(lang, {
      origin: originOf(c, deps.publicOrigin ?? null),
      shopName: settings.name,
      shopEmail: settings.contact.email,
    });
    const { to, subject, text, html } = mail;
    return c.json({ data: { kind, lang, to, subject, text, html } });
  });

  return app;
}
