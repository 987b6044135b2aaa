/**
 * Adds or replaces messages in locales/vi.json and locales/en.json, keeping keys sorted.
 * Usage: npx tsx scripts/add-messages.ts messages.json   where the file is { "vi": {id: text}, "en": {id: text} }
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const input = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Record<
  'vi' | 'en',
  Record<string, string>
>;
const viKeys = Object.keys(input.vi ?? {}).sort();
const enKeys = Object.keys(input.en ?? {}).sort();
if (viKeys.join() !== enKeys.join()) {
  console.error('vi and en must carry the same ids');
  process.exit(1);
}
for (const lang of ['vi', 'en'] as const) {
  const file = resolve(import.meta.dirname, '..', 'locales', `${lang}.json`);
  const current = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const merged = { ...current, ...input[lang] };
  const sorted = Object.fromEntries(
    Object.keys(merged)
      .sort()
      .map((k) => [k, merged[k]]),
  );
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}
console.log(`added ${viKeys.length} messages`);
