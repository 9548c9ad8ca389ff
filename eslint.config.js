// Lint rules of docs/architecture.md#rules-of-the-house: typed TypeScript, hooks rules, and one-way imports
// (shared ← server, shared ← web; server and web never import each other).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Web features are domains (docs/decisions/025-web-features-by-domain.md), islands as in
// bulletproof-react's import zones: features/X imports from lib/, components/, shared/, itself,
// and another domain's public/ only (what that domain lends to others' screens); never another
// domain's internals. What two domains need and neither owns moves to lib/ or components/.
const FEATURES = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = [
  ...FEATURES.map((name) => ({
    target: `./src/web/features/${name}`,
    from: './src/web/features',
    except: [`./${name}`, ...FEATURES.filter((other) => other !== name).map((other) => `./${other}/public`)],
    message: "a domain imports another domain's public/ only: move what both need to src/web/lib/ or src/web/components/",
  })),
  { target: ['./src/web/lib', './src/web/components'], from: './src/web/features', message: 'lib/ and components/ are below the features' },
];

// Server modules own their tables (docs/architecture.md#rules-of-the-house): a module's repositories
// are its own, other modules call its services; plugins are infrastructure below the modules
// (app.ts composes both). Checkout's surface is narrower still: the lifecycle's owner is reached
// through checkout.service.ts, its events and its state table only (issue 26).
const MODULES = readdirSync(new URL('./src/server/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const CHECKOUT_SURFACE = ['checkout.service.ts', 'checkout-events.ts', 'checkout-states.ts'];
const moduleZones = [
  ...MODULES.map((name) => ({
    target: `./src/server/modules/${name}`,
    from: MODULES.filter((other) => other !== name).map((other) => `./src/server/modules/${other}/**/*.repository.ts`),
    message: "a module's repositories are its own: call the owning module's service",
  })),
  {
    target: MODULES.filter((name) => name !== 'checkout').map((name) => `./src/server/modules/${name}`),
    from: './src/server/modules/checkout',
    except: CHECKOUT_SURFACE.map((file) => `./${file}`),
    message: `other modules reach checkout through ${CHECKOUT_SURFACE.join(', ')}`,
  },
  { target: './src/server/plugins', from: './src/server/modules', message: 'plugins never import modules: app.ts wires them together' },
];

const ROUTE_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'all']);
const isFunction = (node) => node?.type === 'ArrowFunctionExpression' || node?.type === 'FunctionExpression';
const keyName = (property) => (property.type === 'Property' && !property.computed ? (property.key.name ?? property.key.value) : undefined);
/** A route path: '/x', `/x/${y}`, `${prefix}/x`, or a variable named like one. */
function isPathLike(node) {
  if (node?.type === 'Literal') return typeof node.value === 'string' && node.value.startsWith('/');
  if (node?.type === 'TemplateLiteral') return /^\/?$|^\//.test(node.quasis[0].value.raw);
  const name = node?.type === 'Identifier' ? node.name : node?.type === 'MemberExpression' ? node.property.name : undefined;
  return typeof name === 'string' && /path|url/i.test(name);
}
/** True if route options (an object literal) declare `config` with `access` (or pass a config variable). */
function declaresAccess(options) {
  if (options?.type !== 'ObjectExpression') return options?.type === 'Identifier';
  if (options.properties.some((p) => p.type === 'SpreadElement')) return true;
  const config = options.properties.find((p) => keyName(p) === 'config');
  if (!config) return false;
  if (config.value.type !== 'ObjectExpression') return true;
  return config.value.properties.some((p) => p.type === 'SpreadElement' || keyName(p) === 'access');
}
/** Lint twin of the start-up check of src/server/plugins/access.ts (decision 013). */
const routeAccessRule = {
  meta: {
    type: 'problem',
    messages: { missing: "Declare the route's access: config: { access: 'public' | 'user' | 'admin' } (decision 013)" },
  },
  create(context) {
    return {
      CallExpression(node) {
        const { callee, arguments: args } = node;
        if (callee.type !== 'MemberExpression' || callee.computed) return;
        const method = callee.property.name;
        if (method === 'route' && args.length === 1 && args[0].type === 'ObjectExpression') {
          const keys = args[0].properties.map(keyName);
          if (keys.includes('url') && keys.includes('handler') && !declaresAccess(args[0])) context.report({ node, messageId: 'missing' });
          return;
        }
        if (!ROUTE_METHODS.has(method) || !isPathLike(args[0]) || !isFunction(args.at(-1))) return;
        if (args.length === 2 || (args.length === 3 && !declaresAccess(args[1]))) context.report({ node, messageId: 'missing' });
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.data*/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Type-checked rules (typescript-eslint's recommendedTypeChecked) on every TypeScript file.
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: ['**/*.{ts,tsx}'] })),
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Fastify's plugins, hooks and handlers are async by contract (an async function is how
      // Fastify knows not to wait for a `done` callback), awaited or not.
      '@typescript-eslint/require-await': 'off',
      // React's onClick/onSubmit ignore a returned promise by design (react-hook-form's handleSubmit).
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Test bodies read `res.json()` (typed `any` by light-my-request) and assert on it with expect.
    files: ['tests/**/*.ts', 'src/**/*.test.{ts,tsx}', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // `res.json() as Shape` reads better in an assertion than `res.json<Shape>()`.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { typescript: { project: './tsconfig.json' }, node: true } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-cycle': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: ['./src/server', './src/web'], message: 'shared is pure and isomorphic' },
            { target: './src/server', from: './src/web', message: 'server never imports web' },
            { target: './src/web', from: './src/server', message: 'web never imports server' },
            ...featureZones,
            ...moduleZones,
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts'],
    plugins: { local: { rules: { 'route-access': routeAccessRule } } },
    rules: { 'local/route-access': 'error' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
