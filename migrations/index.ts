import * as migration_20261122_201318_initial from './20261122_201318_initial';
import * as migration_20261123_215800_catalogue_tables from './20261123_215800_catalogue_tables';
import * as migration_20261123_215900_seed_content from './20261123_215900_seed_content';
import * as migration_20261124_003000_galvanized_catalogue from './20261124_003000_galvanized_catalogue';

export const migrations = [
  {
    up: migration_20261122_201318_initial.up,
    down: migration_20261122_201318_initial.down,
    name: '20261122_201318_initial',
  },
  {
    up: migration_20261123_215800_catalogue_tables.up,
    down: migration_20261123_215800_catalogue_tables.down,
    name: '20261123_215800_catalogue_tables',
  },
  {
    up: migration_20261123_215900_seed_content.up,
    down: migration_20261123_215900_seed_content.down,
    name: '20261123_215900_seed_content',
  },
  {
    up: migration_20261124_003000_galvanized_catalogue.up,
    down: migration_20261124_003000_galvanized_catalogue.down,
    name: '20261124_003000_galvanized_catalogue',
  },
];
