import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const src = fileURLToPath(new URL('./src', import.meta.url))
const payloadConfig = fileURLToPath(new URL('./payload.config.ts', import.meta.url))
const migrations = fileURLToPath(new URL('./migrations/index.ts', import.meta.url))

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${src}/` },
      { find: '@payload-config', replacement: payloadConfig },
      { find: '@migrations', replacement: migrations },
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tools/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          // Route handlers called in-process have no socket: the tests name each client in the
          // header that server.mjs fills with the connection's address (tests/int/helpers.ts).
          env: { PEER_ADDRESS_HEADER: 'x-test-client-address' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
