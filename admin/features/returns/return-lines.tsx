/** The order's lines as bought (picture, name, colour and size, price), with what the request asks back and, once received, what went back into stock. */
import { useIntl } from 'react-intl';
import type { ReturnDetail } from '../../../contract/admin/return-types';

export function ReturnLines({ request: r }: { request: ReturnDetail }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const colour = (c: string) => (`stock.color.${c}` in intl.messages ? t(`stock.color.${c}`) : c);
  const money = (n: number) =>
    intl.formatNumber(n / 100, { style: 'currency', currency: r.order.currency });
  return (
    <section aria-labelledby="return-lines-title">
      <h2 id="return-lines-title">{t('returns.lines')}</h2>
      <ul className="return-lines">
        {r.lines.map((l) => (
          <li key={l.variant_id} className="return-line" data-asked={l.asked > 0}>
            {l.image ? (
              <img src={l.image.url} alt="" width={64} height={85} loading="lazy" />
            ) : (
              <span className="return-line__no-picture" />
            )}
            <div>
              <p className="return-line__name">{l.name}</p>
              <p className="returns__muted">
                {colour(l.color)} · {l.size} · {money(l.unit_price)}
              </p>
              <p>
                {t('returns.line.counts', { bought: l.bought, asked: l.asked })}
                {l.restocked !== null &&
                  ` · ${t('returns.line.restocked', { count: l.restocked })}`}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
