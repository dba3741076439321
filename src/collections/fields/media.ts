import type { UploadField } from 'payload'

type Options = { required?: boolean; description?: string }

/*
 * A picture or video on public content: a document of the media library (ADR 0037), picked or
 * uploaded from the field. Media require their alt text, so every placed picture has one.
 */
export const imageField = (name: string, { required = false, description }: Options = {}) =>
  ({
    name,
    type: 'upload',
    relationTo: 'media',
    required,
    filterOptions: { mimeType: { contains: 'image/' } },
    admin: { description },
  }) satisfies UploadField

export const videoField = (
  name: string,
  mimeType: 'video/mp4' | 'video/webm',
  { required = false, description }: Options = {},
) =>
  ({
    name,
    label: `Video (${mimeType === 'video/mp4' ? 'MP4' : 'WebM'})`,
    type: 'upload',
    relationTo: 'media',
    required,
    filterOptions: { mimeType: { equals: mimeType } },
    admin: { description },
  }) satisfies UploadField
