/** drizzle-kit: `npx drizzle-kit generate` writes SQL migrations from the schema; the server applies them at start. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/db/schema.ts', './server/db/schema-orders.ts', './server/db/schema-admin.ts'],
  out: './server/db/migrations',
});
