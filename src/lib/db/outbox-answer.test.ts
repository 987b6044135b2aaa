import { describe, expect, it } from 'vitest';
import { completeAfterPutError, outcomeOfError } from './outbox-answer';

describe('reading an error answer of the checkout calls', () => {
  it('keeps the order waiting when no answer came or the answer passes', () => {
    for (const status of [0, 401, 408, 425, 429, 500, 502, 503, 504])
      expect(outcomeOfError(status, null), String(status)).toEqual({ kind: 'retry' });
  });

  it("refuses a 409 with the lines' problems, wherever the body keeps them", () => {
    const problems = [{ variant_id: '7', code: 'out_of_stock', available: 0 }];
    expect(outcomeOfError(409, { message: 'Conflict', problems })).toEqual({
      kind: 'refused',
      status: 409,
      problems,
    });
    expect(outcomeOfError(409, { message: 'Conflict', data: { problems } })).toMatchObject({
      problems,
    });
    expect(outcomeOfError(409, 'not json')).toEqual({ kind: 'refused', status: 409, problems: [] });
  });

  it("refuses a 422 with the fields' message ids", () => {
    const errors = { payment_method: ['checkout.errors.card_unavailable'] };
    expect(outcomeOfError(422, { message: 'Validation error', errors })).toEqual({
      kind: 'refused',
      status: 422,
      errors,
    });
  });

  it('refuses any other client error with its status alone', () => {
    expect(outcomeOfError(404, { message: 'Resource not found' })).toEqual({
      kind: 'refused',
      status: 404,
    });
  });

  it('goes on to complete only after a PUT that found the checkout completed', () => {
    expect(completeAfterPutError(409)).toBe(true);
    expect(completeAfterPutError(422)).toBe(false);
    expect(completeAfterPutError(404)).toBe(false);
  });
});
