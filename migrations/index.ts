import * as migration_20261122_201318_initial from './20261122_201318_initial';
import * as migration_20261123_215900_seed_content from './20261123_215900_seed_content';
import * as migration_20261124_002423_unit_lifecycle_and_financing from './20261124_002423_unit_lifecycle_and_financing';
import * as migration_20261124_004532_inventory_transfers from './20261124_004532_inventory_transfers';

export const migrations = [
  {
    up: migration_20261122_201318_initial.up,
    down: migration_20261122_201318_initial.down,
    name: '20261122_201318_initial',
  },
  {
    up: migration_20261123_215900_seed_content.up,
    down: migration_20261123_215900_seed_content.down,
    name: '20261123_215900_seed_content',
  },
  {
    up: migration_20261124_002423_unit_lifecycle_and_financing.up,
    down: migration_20261124_002423_unit_lifecycle_and_financing.down,
    name: '20261124_002423_unit_lifecycle_and_financing',
  },
  {
    up: migration_20261124_004532_inventory_transfers.up,
    down: migration_20261124_004532_inventory_transfers.down,
    name: '20261124_004532_inventory_transfers'
  },
];
