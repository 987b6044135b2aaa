// Lint: typescript-eslint, react-hooks, jsx-a11y, and import zones that keep the programs (app,
// service worker, server, back office) talking only through contract/ (DESIGN.md section 1).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Every folder under src/features is a feature: read from disk so a new one can never escape the rule.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Features never import one another; a page in src/app composes them.
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Features do not import each other; compose them in src/app.',
}));

// The back office's areas (admin/features/<area>), the same rule: admin/app composes them.
const adminFeatures = readdirSync(new URL('./admin/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const adminFeatureZones = adminFeatures.map((name) => ({
  target: `./admin/features/${name}`,
  from: './admin/features',
  except: [`./${name}`],
  message: 'Admin areas do not import each other; compose them in admin/app.',
}));

const API_LITERAL = 'Build API paths with apiPaths / API_ROUTES from contract/api/paths.ts.';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'test-results',
      'playwright-report',
      'data',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './contract',
              from: ['./src', './sw', './server'],
              message: 'contract/ is pure.',
            },
            {
              target: './server',
              from: ['./src', './sw'],
              message: 'server/ imports only contract/.',
            },
            {
              target: './sw',
              from: './src',
              except: ['./lib/db'],
              message: 'sw/ imports only contract/ and src/lib/db.',
            },
            {
              target: './sw',
              from: './server',
              message: 'sw/ imports only contract/ and src/lib/db.',
            },
            {
              target: './src',
              from: ['./server', './sw'],
              message: 'The app talks to the server over the API.',
            },
            {
              target: './src/lib',
              from: ['./src/app', './src/features'],
              message: 'lib/ knows no features.',
            },
            {
              target: './src/lib/db',
              from: './src',
              except: ['./lib/db'],
              message: 'src/lib/db is the pure Dexie schema the worker imports too.',
            },
            // lib/ may use ui/, never the other way (docs/decisions/007-ui-and-lib.md).
            {
              target: './src/ui',
              from: ['./src/app', './src/features', './src/lib'],
              message:
                'ui/ has no app knowledge: it imports neither lib/ nor features (decision 007).',
            },
            {
              target: './src/features',
              from: './src/app',
              message: 'Features do not import the app.',
            },
            {
              target: './src/app/pages',
              from: './src/app/routes.tsx',
              message:
                'The route table loads the pages; a page imports PageProps from ./page-props.',
            },
            ...featureZones,
            // The back office (DESIGN.md section 1): it imports contract/, the design system (src/ui)
            // and nothing else of the project; nothing imports it.
            {
              target: ['./src', './sw', './server', './contract', './scripts'],
              from: './admin',
              message: 'Nothing imports the back office (admin/).',
            },
            {
              target: './admin',
              from: './src',
              except: ['./ui'],
              message: 'admin/ imports contract/ and src/ui/ only.',
            },
            {
              target: './admin',
              from: ['./server', './sw', './scripts', './e2e', './bench'],
              message: 'admin/ imports contract/ and src/ui/ only.',
            },
            {
              target: './admin/lib',
              from: ['./admin/app', './admin/features'],
              message: 'admin/lib knows no areas.',
            },
            {
              target: './admin/ui',
              from: ['./admin/app', './admin/features', './admin/lib'],
              message: 'admin/ui has no app knowledge.',
            },
            {
              target: './admin/features',
              from: './admin/app',
              message: 'Admin areas do not import the app.',
            },
            ...adminFeatureZones,
          ],
        },
      ],
    },
    settings: {
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
    },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  // One spelling per endpoint: an API path is built from contract/api/paths.ts (API_ROUTES, apiPaths),
  // never written out, so the app's call, the worker's cache and the server's preload cannot drift
  // apart. Tests and e2e may spell the URLs they expect.
  {
    ignores: ['contract/**', '**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api(\\/|$)/]', message: API_LITERAL },
        { selector: 'TemplateElement[value.raw=/^\\/api(\\/|$)/]', message: API_LITERAL },
      ],
    },
  },
  // contract/ runs in all three programs: no npm package but the schema library.
  {
    files: ['contract/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.{1,2}/|valibot$)',
              message: 'contract/ imports no npm package but valibot.',
            },
          ],
        },
      ],
    },
  },
  // The worker imports src/lib/db: Dexie and contract/ only.
  {
    files: ['src/lib/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.{1,2}/|dexie$)',
              message: 'src/lib/db imports no npm package but dexie.',
            },
          ],
        },
      ],
    },
  },
  // A feature calls the API only through its api.ts, so its endpoints are listed in one file.
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['src/features/*/api.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/api/client'],
              message: "Call the API through the feature's api.ts.",
            },
          ],
        },
      ],
    },
  },
);
