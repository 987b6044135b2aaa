import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import { folderForTest } from '../test/temp-data-dir';
import { renderServerPage } from './render-page';

/** A request for `/` with its renderer looked for in `ssrDir`, and the lines its logger wrote. */
function requestIn(ssrDir: string) {
  const lines: string[] = [];
  const request = {
    ssrDir,
    path: '/',
    search: '',
    lang: 'vi' as const,
    notFound: false,
    saveData: false,
    readApi: () => Promise.reject(new Error('nothing is read without a renderer')),
    log: createLogger({ write: (line: string) => void lines.push(line) }, 'info'),
  };
  const logged = () => lines.map((l) => JSON.parse(l) as { level: number; msg: string });
  return { request, logged };
}

describe('a build without its server renderer', () => {
  it('sends the shell, and says so once', async () => {
    const ssrDir = join(folderForTest('renderer'), 'dist-ssr');
    const { request, logged } = requestIn(ssrDir);
    expect(await renderServerPage(request)).toBeNull();
    expect(await renderServerPage({ ...request, path: '/en' })).toBeNull();
    expect(logged()).toHaveLength(1);
    expect(logged()[0]).toMatchObject({ level: 40 });
    expect(logged()[0]!.msg).toContain(join(ssrDir, 'entry-server.js'));
  });

  it('is not said of a renderer that is there but fails to load: that is an error of its own, logged once', async () => {
    const ssrDir = join(folderForTest('renderer'), 'dist-ssr');
    mkdirSync(ssrDir);
    writeFileSync(join(ssrDir, 'entry-server.js'), 'export const broken = ;');
    const { request, logged } = requestIn(ssrDir);
    expect(await renderServerPage(request)).toBeNull();
    expect(await renderServerPage({ ...request, path: '/en' })).toBeNull();
    expect(logged()).toMatchObject([{ level: 50, msg: 'server renderer failed to load' }]);
  });
});
