import * as migration_20261122_184851_initial from './20261122_184851_initial';

export const migrations = [
  {
    up: migration_20261122_184851_initial.up,
    down: migration_20261122_184851_initial.down,
    name: '20261122_184851_initial'
  },
];
