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
            'eslint/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          // Each file removes the documents it added, so files pass alone and in any order.
          setupFiles: ['tests/int/helpers/own-rows.ts'],
          // Route handlers called in-process have no socket: the tests name each client in the
          // header that server.mjs fills with the connection's address (tests/int/helpers/requests.ts).
          env: { PEER_ADDRESS_HEADER: 'x-test-client-address' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
