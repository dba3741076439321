import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

import { moveShopperPhotosOutOfMedia } from '@/server/leads/lead-photos-move'

/*
 * A data migration (ADR 0051): shoppers' photos leave the public media library for the private
 * `lead-photos` collection, each lead pointing at its photos' new addresses.
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  await moveShopperPhotosOutOfMedia({ payload, req })
}

// Nothing to undo: the photos stay private; the table goes with the schema migration's own down.
export async function down(_args: MigrateDownArgs): Promise<void> {}
