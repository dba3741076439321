import { readFileSync } from 'node:fs'

import { getImageProps } from 'next/image'
import { describe, expect, it } from 'vitest'

import { responsiveSource } from '@/lib/images/responsive-source'

// The call sites' shapes: card and gallery (fill + sizes), lightbox (1920 wide, 100vw), thumbs.
const cases = [
  { src: '/images/inventory/demo-03.webp', sizes: '(min-width: 900px) 55vw, 100vw' },
  {
    src: '/cms/api/media/file/a b.webp',
    sizes: '(min-width: 1200px) 33vw, (min-width: 700px) 50vw, 100vw',
  },
  { src: '/media/x.jpg', width: 1920, sizes: '100vw' },
  { src: '/images/inventory/demo-01.webp', width: 120, sizes: '120px' },
  { src: '/images/inventory/demo-01.webp', width: 120 },
  { src: '/images/inventory/demo-01.webp' },
]

describe('responsiveSource', () => {
  it.each(cases)('gives $src what next/image gives it', ({ src, width, sizes }) => {
    const { props } = getImageProps({ src, alt: '', width, height: width, sizes, fill: !width })
    expect(responsiveSource(src, { width, sizes })).toEqual({
      src: props.src,
      srcSet: props.srcSet,
      sizes: props.sizes,
    })
  })

  it("stands on Next's default image sizes, quality and loader, which next.config.mjs keeps", () => {
    const config = readFileSync('next.config.mjs', 'utf8')
    expect(config).not.toMatch(/deviceSizes|imageSizes|qualities|loaderFile|deploymentId/)
  })
})
