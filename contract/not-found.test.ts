import { describe, expect, it } from 'vitest';
import { notFoundMessage } from './not-found';

describe('notFoundMessage', () => {
  it("reads the spec's English under /en and Vietnamese on a Vietnamese screen", () => {
    expect(notFoundMessage('en', '/en/nope')).toBe('Page not found: /en/nope');
    expect(notFoundMessage('vi', '/nope')).toBe('Không tìm thấy trang: /nope');
  });
});
