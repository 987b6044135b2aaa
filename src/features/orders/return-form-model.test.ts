import { describe, expect, it } from 'vitest';
import { ReturnBodySchema } from '../../../contract/api/inputs';
import { check } from '../../../contract/api/field-errors';
import type { CheckoutLine, ReturnRequest } from '../../../contract/types';
import {
  canRequestReturn,
  initialPicks,
  placeErrors,
  pickedIds,
  refusalErrors,
  returnableLines,
  returnBody,
} from './return-form-model';

const line = (variant_id: string, quantity: number) => ({ variant_id, quantity }) as CheckoutLine;
const lines = [line('11', 2), line('12', 1), line('13', 3)];
const request = (status: ReturnRequest['status'], asked: [string, number][]): ReturnRequest => ({
  id: '1',
  lines: asked.map(([variant_id, quantity]) => ({ variant_id, quantity })),
  reason: 'r',
  status,
  created_at: '2025-05-05T00:00:00Z',
  decided_at: null,
  refusal_reason: null,
  received_at: null,
  refund: null,
});

describe('what may be returned', () => {
  it('is each line ordered, less what requests not refused asked for', () => {
    expect(returnableLines({ lines, returns: [] })).toEqual([
      { variant_id: '11', quantity: 2 },
      { variant_id: '12', quantity: 1 },
      { variant_id: '13', quantity: 3 },
    ]);
    const returns = [
      request('requested', [['11', 1]]),
      request('received', [['12', 1]]),
      request('refused', [['13', 3]]),
    ];
    expect(returnableLines({ lines, returns })).toEqual([
      { variant_id: '11', quantity: 1 },
      { variant_id: '13', quantity: 3 },
    ]);
  });
});

describe('the return form', () => {
  it('starts with nothing picked, each line at its ordered quantity', () => {
    expect(initialPicks(lines)).toEqual({
      '11': { picked: false, quantity: 2 },
      '12': { picked: false, quantity: 1 },
      '13': { picked: false, quantity: 3 },
    });
  });

  it('sends the picked lines in the order of the order, with their quantities and the reason', () => {
    const picks = {
      ...initialPicks(lines),
      '13': { picked: true, quantity: 1 },
      '11': { picked: true, quantity: 2 },
    };
    expect(pickedIds(lines, picks)).toEqual(['11', '13']);
    expect(returnBody(lines, picks, 'Too small')).toEqual({
      lines: [
        { variant_id: '11', quantity: 2 },
        { variant_id: '13', quantity: 1 },
      ],
      reason: 'Too small',
    });
  });

  it("puts the schema's messages at their fields: the list, the reason", () => {
    const result = check(ReturnBodySchema, returnBody(lines, initialPicks(lines), '  '));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(placeErrors(result.errors, [])).toEqual({
      lines: 'orders.errors.lines_required',
      reason: 'orders.errors.reason_required',
      line: {},
      form: [],
    });
  });

  it("puts a line's message on the picked line it names, and the order's state on the form", () => {
    const placed = placeErrors(
      {
        'lines.1.quantity': ['orders.errors.quantity_range'],
        'lines.0.variant_id': ['orders.errors.unknown_line'],
        status: ['orders.errors.return_window_closed'],
      },
      ['11', '13'],
    );
    expect(placed).toEqual({
      line: { '13': 'orders.errors.quantity_range', '11': 'orders.errors.unknown_line' },
      form: ['orders.errors.return_window_closed'],
    });
  });

  it('passes a valid request', () => {
    const picks = { ...initialPicks(lines), '12': { picked: true, quantity: 1 } };
    expect(check(ReturnBodySchema, returnBody(lines, picks, 'Wrong colour')).ok).toBe(true);
  });

  it('is offered on a delivered order until the server says, and never before delivery', () => {
    const now = Date.parse('2025-05-10T00:00:00Z');
    const order = {
      status: 'delivered' as const,
      returnable_until: '2025-05-11T00:00:00Z',
      lines,
      returns: [],
    };
    expect(canRequestReturn(order, now)).toBe(true);
    expect(canRequestReturn({ ...order, returnable_until: '2025-05-09T23:59:59Z' }, now)).toBe(
      false,
    );
    expect(canRequestReturn({ ...order, returnable_until: null }, now)).toBe(false);
    expect(canRequestReturn({ ...order, status: 'shipped' }, now)).toBe(false);
    expect(canRequestReturn({ ...order, status: 'returned' }, now)).toBe(false);
  });

  it('is offered again after a request while lines are left, within the window', () => {
    const now = Date.parse('2025-05-10T00:00:00Z');
    const order = {
      status: 'return_requested' as const,
      returnable_until: '2025-05-11T00:00:00Z',
      lines,
      returns: [request('requested', [['11', 2]])],
    };
    expect(canRequestReturn(order, now)).toBe(true);
    const all = request('requested', [
      ['11', 2],
      ['12', 1],
      ['13', 3],
    ]);
    expect(canRequestReturn({ ...order, returns: [all] }, now)).toBe(false);
    expect(canRequestReturn(order, Date.parse('2025-05-11T00:00:01Z'))).toBe(false);
  });

  it("reads a refusal: a 422's fields, a 409's ids or else the closed window, nothing otherwise", () => {
    const fields = { reason: ['orders.errors.reason_required'] };
    expect(refusalErrors(422, fields)).toBe(fields);
    expect(refusalErrors(409, { _: ['orders.errors.not_delivered'] })).toEqual({
      _: ['orders.errors.not_delivered'],
    });
    expect(refusalErrors(409, undefined)).toEqual({ _: ['orders.errors.return_window_closed'] });
    expect(refusalErrors(500, undefined)).toBeNull();
    expect(refusalErrors(404, fields)).toBeNull();
  });
});
