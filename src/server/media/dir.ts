import path from 'node:path'

/*
 * Where the media collection keeps its files without S3: its upload staticDir, and where the
 * move of shoppers' photos (lead-photos-move.ts) reads them. No `server-only`: migrations and
 * scripts load it outside Next.
 */
export const mediaDir = path.resolve(process.cwd(), '.data/media')

/* Shoppers' photos (ADR 0051): the lead-photos collection's folder without S3. */
export const leadPhotosDir = path.resolve(process.cwd(), '.data/lead-photos')
/** Their keys' prefix in an S3 bucket they share with the media library. */
export const leadPhotosPrefix = 'lead-photos'
