import { describe, expect, it } from 'vitest';
import { evenSpaces } from './even-spaces';

describe('evenSpaces', () => {
  it("makes Node's and the browser's date ranges the same text", () => {
    expect(evenSpaces('Nov 18\u2009–\u2009Dec 9, 2026')).toBe('Nov 18 – Dec 9, 2026');
    expect(evenSpaces('9:30\u202fAM')).toBe('9:30 AM');
    expect(evenSpaces('18 thg 11 – 9 thg 12, 2026')).toBe('18 thg 11 – 9 thg 12, 2026');
  });
});
