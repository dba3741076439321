import * as migration_20261122_184851_initial from './20261122_184851_initial';
import * as migration_20261122_185716_catalogue_home_order from './20261122_185716_catalogue_home_order';
import * as migration_20261122_185810_media_storage_fields from './20261122_185810_media_storage_fields';

export const migrations = [
  {
    up: migration_20261122_184851_initial.up,
    down: migration_20261122_184851_initial.down,
    name: '20261122_184851_initial',
  },
  {
    up: migration_20261122_185716_catalogue_home_order.up,
    down: migration_20261122_185716_catalogue_home_order.down,
    name: '20261122_185716_catalogue_home_order',
  },
  {
    up: migration_20261122_185810_media_storage_fields.up,
    down: migration_20261122_185810_media_storage_fields.down,
    name: '20261122_185810_media_storage_fields'
  },
];
