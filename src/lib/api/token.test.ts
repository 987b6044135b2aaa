// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, getToken, setToken } from './token';

afterEach(() => {
  clearToken();
  vi.restoreAllMocks();
});

describe('token cookie', () => {
  it('reads back what it wrote, and nothing after clearing', () => {
    expect(getToken()).toBeNull();
    setToken('abc-123_XYZ');
    expect(getToken()).toBe('abc-123_XYZ');
    clearToken();
    expect(getToken()).toBeNull();
  });

  it('finds the token among other cookies', () => {
    document.cookie = 'lang=en; Path=/';
    document.cookie = 'xtoken=wrong; Path=/';
    setToken('right');
    expect(getToken()).toBe('right');
  });

  it('writes SameSite=Strict, Secure, Path=/, 30 days, readable by script', () => {
    const writes: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
    });
    setToken('t1');
    clearToken();
    const [set, clear] = writes;
    expect(set).toMatch(/^token=t1;/);
    for (const attr of ['SameSite=Strict', 'Secure', 'Path=/', `Max-Age=${30 * 24 * 3600}`]) {
      expect(set).toContain(attr);
    }
    expect(set).not.toMatch(/HttpOnly/i);
    expect(clear).toMatch(/^token=;/);
    expect(clear).toContain('Max-Age=0');
  });
});
