import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { attemptsFor, isRetryable } from './retry';

describe('retry policy', () => {
  it('gives GET two attempts and writes one', () => {
    expect(attemptsFor('GET')).toBe(2);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const)
      expect(attemptsFor(method)).toBe(1);
  });

  it('never retries an aborted request, even one flagged offline', () => {
    expect(
      isRetryable(new ApiError({ message: 'x', statusCode: 0, aborted: true, offline: true })),
    ).toBe(false);
    expect(isRetryable(new ApiError({ message: 'x', statusCode: 0, offline: true }))).toBe(true);
  });
});
