/** What the admin API's stock endpoints and the low-stock threshold take (issue 37); see catalog-inputs.ts. */
import * as v from 'valibot';
import { PagingQuerySchema, field, pathItem } from '../api/inputs';
import {
  INVALID,
  MAX_LOW_STOCK_THRESHOLD,
  MAX_NOTE,
  MAX_STOCK,
  id,
  optionalLine,
} from './catalog-fields';
import { STOCK_REASONS } from './constants';

/** `adjust` adds `quantity` (negative takes away); `set` makes the stock `quantity`. */
export const StockBodySchema = v.pipe(
  v.object(
    {
      mode: field(v.picklist(['adjust', 'set'], INVALID)),
      quantity: field(
        v.pipe(
          v.number(id('catalog.errors.stock_invalid')),
          v.integer(id('catalog.errors.stock_invalid')),
          v.minValue(-MAX_STOCK, id('catalog.errors.stock_invalid')),
          v.maxValue(MAX_STOCK, id('catalog.errors.stock_invalid')),
        ),
      ),
      reason: field(v.picklist(STOCK_REASONS, id('catalog.errors.reason_invalid'))),
      note: optionalLine(MAX_NOTE),
    },
    INVALID,
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    const body = dataset.value as { mode?: unknown; quantity?: unknown };
    if (typeof body.quantity !== 'number') return;
    // Nothing to adjust by, or a count below nothing.
    if (
      (body.mode === 'adjust' && body.quantity === 0) ||
      (body.mode === 'set' && body.quantity < 0)
    )
      addIssue({
        message: id('catalog.errors.stock_invalid'),
        path: [pathItem(body, 'quantity')],
      });
  }),
);

export const StockHistoryQuerySchema = PagingQuerySchema;

export const StockSettingsBodySchema = v.object(
  {
    low_stock_threshold: field(
      v.pipe(
        v.number(INVALID),
        v.integer(INVALID),
        v.minValue(0, INVALID),
        v.maxValue(MAX_LOW_STOCK_THRESHOLD, INVALID),
      ),
    ),
  },
  INVALID,
);
