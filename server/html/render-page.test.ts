import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import { renderServerPage } from './render-page';

describe('a build without its server renderer', () => {
  it('sends the shell, and says so once', async () => {
    const lines: string[] = [];
    const log = createLogger({ write: (line: string) => void lines.push(line) }, 'info');
    const ssrDir = join(mkdtempSync(join(tmpdir(), 'no-renderer-')), 'dist-ssr');
    const request = {
      ssrDir,
      path: '/',
      search: '',
      lang: 'vi' as const,
      notFound: false,
      saveData: false,
      readApi: () => Promise.reject(new Error('nothing is read without a renderer')),
      log,
    };
    expect(await renderServerPage(request)).toBeNull();
    expect(await renderServerPage({ ...request, path: '/en' })).toBeNull();
    const warnings = lines.map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40 });
    expect(warnings[0]!.msg).toContain(join(ssrDir, 'entry-server.js'));
  });
});
