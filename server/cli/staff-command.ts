/**
 * The owner's staff command, `npm run staff -- <what>` (or `node dist-server/staff.js …` after a
 * build): a fresh shop has no staff until its owner runs `add <email> --role owner` and opens the link
 * it prints (also mailed). Each answer is one line (the list, one per member); exit 0 done, 1 refused
 * (an email already a member or unknown, the last owner, the database unreachable), 2 a wrong command
 * line. The database is found as `npm run order` finds it (open-database.ts).
 */
import { parsePublicOrigin } from '../http/public-origin';
import { commandOrigin } from '../mail/shop-origin';
import type { Db } from '../db/client';
import {
  StaffRefused,
  addMember,
  listMembers,
  newLink,
  parseEmail,
  parseRole,
  setDisabled,
  turnOffTotp,
} from './staff-members';

export const EXIT = { done: 0, refused: 1, usage: 2 } as const;

export interface Io {
  out(line: string): void;
  err(line: string): void;
}

/** The command's database, and how to let it go. */
export interface OpenedDb {
  db: Db;
  close(): Promise<void>;
}

export const USAGE = [
  'Usage: npm run staff -- <command>',
  '  add <email> --role owner|staff   add a member and print the link that sets their password (also mailed)',
  '  list                             the members: email, role, state, two-step sign-in',
  '  disable <email>                  sign a member out everywhere and keep them out',
  '  enable <email>                   let a disabled member sign in again',
  '  link <email>                     a new set-password link (a forgotten password)',
  '  totp-off <email>                 turn off a lost authenticator (password alone until set up again)',
].join('\n');

/** An error in words; a failed query (drizzle's wrapper) by its cause, which says what went wrong. */
const messageOf = (err: unknown): string =>
  err instanceof Error
    ? err.cause instanceof Error
      ? err.cause.message
      : err.message
    : String(err);

/** `--role owner` or `--role=owner`; answers the rest of the arguments and the role given. */
function takeRole(args: string[]): { rest: string[]; role: string | undefined } {
  const rest: string[] = [];
  let role: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--role') role = args[++i];
    else if (a.startsWith('--role=')) role = a.slice('--role='.length);
    else rest.push(a);
  }
  return { rest, role };
}

export async function staffCommand(
  args: string[],
  env: NodeJS.ProcessEnv,
  io: Io,
  open: () => Promise<OpenedDb>,
): Promise<number> {
  if (args.length === 0 || args.some((a) => a === '-h' || a === '--help')) {
    (args.length === 0 ? io.err : io.out)(USAGE);
    return args.length === 0 ? EXIT.usage : EXIT.done;
  }
  const { rest, role } = takeRole(args);
  const [what, email, ...extra] = rest;
  const needsEmail = ['add', 'disable', 'enable', 'link', 'totp-off'].includes(what ?? '');
  if (!what || (what === 'list' ? rest.length !== 1 : !needsEmail || !email || extra.length)) {
    io.err(USAGE);
    return EXIT.usage;
  }
  try {
    parsePublicOrigin(env.PUBLIC_ORIGIN); // a bad one is a wrong command line, before the database
    if (what === 'add') parseRole(role);
    if (email) parseEmail(email);
  } catch (err) {
    io.err(messageOf(err));
    return EXIT.usage;
  }
  let opened: OpenedDb;
  try {
    opened = await open();
  } catch (err) {
    io.err(messageOf(err));
    return EXIT.refused;
  }
  try {
    const { db } = opened;
    if (what === 'list') {
      const members = await listMembers(db);
      if (members.length === 0) io.out('No staff yet: npm run staff -- add <email> --role owner');
      for (const m of members)
        io.out(`${m.email}  ${m.role}  ${m.state}  two-step ${m.totp ? 'on' : 'off'}`);
    } else if (what === 'add' || what === 'link') {
      const address = parseEmail(email!);
      // The link, where the shop is: PUBLIC_ORIGIN, else the running shop's (mail/shop-origin.ts).
      const origin = await commandOrigin(db, env);
      const done =
        what === 'add'
          ? await addMember(db, address, parseRole(role), origin)
          : await newLink(db, address, origin);
      io.out(
        `${done.member.email} (${done.member.role}): set the password within an hour at ${done.link} (also mailed).`,
      );
    } else if (what === 'totp-off') {
      const m = await turnOffTotp(db, parseEmail(email!));
      io.out(`${m.email}: two-step sign-in is off; they sign in with their password.`);
    } else {
      const m = await setDisabled(db, parseEmail(email!), what === 'disable');
      io.out(`${m.email} (${m.role}) is ${m.state === 'disabled' ? 'disabled' : 'enabled'}.`);
    }
    return EXIT.done;
  } catch (err) {
    io.err(err instanceof StaffRefused ? err.message : `Could not do it: ${messageOf(err)}`);
    return EXIT.refused;
  } finally {
    await opened.close().catch((err: unknown) => io.err(`Closing the database: ${messageOf(err)}`));
  }
}
