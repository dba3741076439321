import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const src = fileURLToPath(new URL('./src', import.meta.url))
const payloadConfig = fileURLToPath(new URL('./payload.config.ts', import.meta.url))
const migrations = fileURLToPath(new URL('./migrations/index.ts', import.meta.url))
// Tests load server modules outside Next's react-server build, where `server-only` would throw:
// they get the package's own empty module, the one that build resolves it to.
const serverOnly = fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url))

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${src}/` },
      { find: '@payload-config', replacement: payloadConfig },
      { find: '@migrations', replacement: migrations },
      { find: /^server-only$/, replacement: serverOnly },
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'tools/**/*.test.ts',
            'scripts/**/*.test.ts',
            'eslint/**/*.test.ts',
            'deploy/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          // Each file runs on its own copy of one migrated template database (ADR 0043), so files
          // pass alone, in any order and side by side.
          globalSetup: ['tests/int/helpers/template-database.ts'],
          setupFiles: ['tests/int/helpers/file-database.ts'],
          // Route handlers called in-process have no socket: the tests name each client in the
          // header that server.mjs fills with the connection's address (tests/int/helpers/requests.ts).
          env: { PEER_ADDRESS_HEADER: 'x-test-client-address' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
