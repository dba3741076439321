// @ts-check
/*
 * The layer rules docs/architecture.md's "Layers" section describes, enforced by `npm run check`.
 */

import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Modules that fetch their own Payload client or read through Next's cache. */
const clientFetchers = {
  group: [
    '@/server/payload',
    '@/server/cache/cached-query',
    '@/server/content/*',
    '@/server/inventory/page-reads',
    '@/server/inventory/snapshot',
  ],
  message:
    "Payload's config loads this folder: use req.payload (a fetched client imports the config back, and Next's cache has no request on a job's cron tick).",
}

/** What server.mjs may import besides its front door: modules the app reads as well. */
const frontDoorOnly = {
  regex:
    '^\\./src/(?!server/front-door/|server/env-schema\\.mjs$|server/database/status\\.mjs$|server/internals/[\\w-]+\\.mjs$|lib/security-headers\\.mjs$)',
  message:
    'server.mjs runs its own code from src/server/front-door/: put what it needs there (or, when the app reads it too, beside what it belongs to).',
}

const notInLib = {
  group: [
    '@/server/*',
    '@/app/*',
    '@/components/*',
    '@/collections/*',
    '@/globals/*',
    '@/access/*',
    '@payload-config',
  ],
  message: 'lib is pure and framework-free: it imports only lib, @/payload-types and packages.',
}

/** A `'use client'` file that imports a server module (the build also refuses `server-only`). */
const clientImportsServer = {
  meta: {
    type: 'problem',
    messages: {
      server:
        "A 'use client' file cannot import {{source}}: server modules stay on the server (shared types live in lib).",
    },
    schema: [],
  },
  /** @param {import('eslint').Rule.RuleContext} context */
  create(context) {
    let client = false
    return {
      Program(node) {
        client = node.body.some(
          (statement) =>
            statement.type === 'ExpressionStatement' && statement.directive === 'use client',
        )
      },
      ImportDeclaration(node) {
        const source = String(node.source.value)
        if (client && (source.startsWith('@/server/') || source === '@payload-config')) {
          context.report({ node, messageId: 'server', data: { source } })
        }
      },
    }
  },
}

/** What src/server may reach inside the repository; any other source is a package (or the config's alias). */
const serverMayImport = (file) =>
  file.startsWith('src/lib/') || file.startsWith('src/server/') || file === 'src/payload-types'

/** A server module that imports a page, component, collection, global or access module. */
const serverImportsOutside = {
  meta: {
    type: 'problem',
    messages: {
      outside:
        'src/server imports only src/lib, src/server, @/payload-types and packages, not {{source}}: move what both need into lib or server.',
    },
    schema: [],
  },
  /** @param {import('eslint').Rule.RuleContext} context */
  create(context) {
    /** @param {import('estree').Node | null | undefined} node */
    const check = (node) => {
      if (node?.type !== 'Literal' || typeof node.value !== 'string') return
      const source = node.value
      let file
      if (source.startsWith('@/')) file = `src/${source.slice(2)}`
      else if (source.startsWith('.')) {
        file = path.relative(root, path.resolve(path.dirname(context.filename), source))
      } else return
      if (!serverMayImport(file.split(path.sep).join('/'))) {
        context.report({ node, messageId: 'outside', data: { source } })
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    }
  },
}

/** Packages whose `sql` tag writes SQL by hand. */
const sqlPackages = new Set([
  'drizzle-orm',
  'drizzle-orm/sql',
  '@payloadcms/db-postgres',
  '@payloadcms/db-postgres/drizzle',
])
/** Query text handed to a driver: a string that starts as a statement does. */
const statementText =
  /^\s*\(?\s*(select|insert|update|delete|with|lock|set|create|alter|drop|truncate)\b/i

/** SQL written outside the modules whose statements tests/int/database-statements runs. */
const rawSql = {
  meta: {
    type: 'problem',
    messages: {
      rawSql:
        "SQL names Payload's tables and columns: write the statement in src/server/database/<table>.ts (Payload's own tables: src/server/internals/) and call it.",
    },
    schema: [],
  },
  /** @param {import('eslint').Rule.RuleContext} context */
  create(context) {
    /** @param {import('estree').Node} node */
    const report = (node) => context.report({ node, messageId: 'rawSql' })
    return {
      ImportDeclaration(node) {
        if (!sqlPackages.has(String(node.source.value))) return
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier' && 'name' in specifier.imported) {
            if (specifier.imported.name === 'sql') report(specifier)
          }
        }
      },
      TaggedTemplateExpression(node) {
        const { tag } = node
        const name =
          tag.type === 'Identifier'
            ? tag.name
            : tag.type === 'MemberExpression' && tag.property.type === 'Identifier'
              ? tag.property.name
              : null
        if (name === 'sql') report(node)
      },
      CallExpression(node) {
        const { callee } = node
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return
        if (!['query', 'execute'].includes(callee.property.name)) return
        const [text] = node.arguments
        const value =
          text?.type === 'Literal'
            ? text.value
            : text?.type === 'TemplateLiteral'
              ? text.quasis[0].value.cooked
              : null
        if (typeof value === 'string' && statementText.test(value)) report(node)
      },
    }
  },
}

export const layers = [
  {
    plugins: {
      layers: {
        rules: {
          'client-imports-server': clientImportsServer,
          'server-imports-outside': serverImportsOutside,
          'raw-sql': rawSql,
        },
      },
    },
    rules: {
      // No strongly-connected-components pass: it maps every package's imports too, whatever
      // ignoreExternal says, and took 197 of the 219 s `eslint .` took; cycles are found without it.
      'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }],
      'layers/client-imports-server': 'error',
    },
  },
  {
    files: [
      'src/collections/**',
      'src/globals/**',
      'src/access/**',
      'src/server/jobs/**',
      'src/server/leads/**',
      'src/server/texting/**',
      'src/server/alerts/**',
      'src/server/inventory/**',
      'src/server/media/**',
    ],
    // The lead desk's reads and inventory's page reads run only in pages and route handlers.
    ignores: [
      'src/server/leads/desk.ts',
      'src/server/inventory/page-reads.ts',
      'src/server/inventory/snapshot.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [clientFetchers] }] },
  },
  {
    files: ['src/server/**'],
    rules: { 'layers/server-imports-outside': 'error' },
  },
  {
    files: ['server.mjs'],
    rules: { 'no-restricted-imports': ['error', { patterns: [frontDoorOnly] }] },
  },
  {
    // Statements live where the migrated schema test runs them; tests, scripts, tools and
    // migrations sit outside these files and may write their own.
    files: ['src/**', 'server.mjs', 'payload.config.ts'],
    ignores: ['src/server/database/**', 'src/server/internals/**', 'src/**/*.test.ts'],
    rules: { 'layers/raw-sql': 'error' },
  },
  {
    files: ['src/lib/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [notInLib] }] },
  },
  {
    // What one process shares between its copies of a module has one registry of names.
    ignores: ['src/server/process-shared.mjs'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Symbol'][callee.property.name='for']",
          message:
            'A value the process shares is named in src/server/process-shared.mjs: use processShared(name, create)',
        },
      ],
    },
  },
]
