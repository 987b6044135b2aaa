/**
 * The figures issue 13's closing note asks for: one password hash at today's strength, and a sign-in
 * (p50, p95) through the app with its real rate limit, session and database.
 * Run: flock /tmp/suite.lock npx vitest bench --project server --run server/auth/sign-in.bench.ts
 */
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { loginPath } from '../../contract/api/private-paths';
import { makeTestApp, type TestContext } from '../test/test-app';
import { newCustomerWith, send } from '../routes/account-test-client';
import { hashPassword } from '../routes/auth-passwords';

let t: TestContext;
let email: string;
// vitest's table has no p50 or p95: each sign-in's time is kept here and summed up at the end.
const signIns: number[] = [];
const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;
beforeAll(async () => {
  t = await makeTestApp();
  ({ email } = await newCustomerWith(t.app, 'bench password'));
}, 60_000);
afterAll(async () => {
  const ms = (x: number) => `${Math.round(x)} ms`;
  console.log(
    `sign-in over ${signIns.length}: p50 ${ms(percentile(signIns, 50))}, p95 ${ms(percentile(signIns, 95))}`,
  );
  await t.handle.close();
});

describe('accounts', () => {
  bench('one scrypt hash, N=2^17 r=8 p=1', () => hashPassword('bench password').then(() => {}), {
    iterations: 20,
    warmupIterations: 2,
  });

  bench(
    'one sign-in (POST /api/auth/login, right password)',
    async () => {
      const started = performance.now();
      const res = await send(t.app, 'POST', loginPath(), {
        email,
        password: 'bench password',
      });
      signIns.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
    },
    { iterations: 50, warmupIterations: 2 },
  );
});
