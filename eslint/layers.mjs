// @ts-check
/*
 * The layer rules the README's "Layers" section describes, enforced by `npm run check`.
 */

/** Modules that fetch their own Payload client or read through Next's cache. */
const clientFetchers = {
  group: ['@/server/payload', '@/server/queries/*'],
  message:
    "Payload's config loads this folder: use req.payload (a fetched client imports the config back, and Next's cache has no request on a job's cron tick).",
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

export const layers = [
  {
    plugins: { layers: { rules: { 'client-imports-server': clientImportsServer } } },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
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
    ],
    // The lead desk's reads run only in pages and route handlers (the cached site settings).
    ignores: ['src/server/leads/desk.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [clientFetchers] }] },
  },
  {
    files: ['src/lib/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [notInLib] }] },
  },
]
