/*
 * next/image's resized sources for a photo the browser may swap (srcSet, sizes and src), without
 * next/image's client code: 5 KB gzipped of first-load script on every page with inventory
 * photos (bench/BUNDLE.md). Mirrors next 16.4.5's get-img-props.js for this site's image config
 * (Next's default sizes and quality, its default loader, no deployment id);
 * responsive-source.test.ts compares it with next/image's getImageProps, so an upgrade or a
 * config change that parts them fails there.
 */
const deviceSizes = [640, 750, 828, 1080, 1200, 1920, 2048, 3840]
const imageSizes = [32, 48, 64, 96, 128, 256, 384]
const allSizes = [...imageSizes, ...deviceSizes]
const quality = 75

export type ResponsiveSource = { src: string; srcSet: string; sizes?: string }

const resized = (src: string, width: number) =>
  `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${quality}`

/** The widths offered: per viewport share for `sizes`, else 1x and 2x of a fixed `width`. */
function widths(width?: number, sizes?: string): { widths: number[]; kind: 'w' | 'x' } {
  if (sizes) {
    const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]))
    if (shares.length === 0) return { widths: allSizes, kind: 'w' }
    const smallest = (Math.min(...shares) / 100) * deviceSizes[0]
    return { widths: allSizes.filter((size) => size >= smallest), kind: 'w' }
  }
  if (width === undefined) return { widths: deviceSizes, kind: 'w' }
  const fitting = (wanted: number) => allSizes.find((size) => size >= wanted) ?? allSizes.at(-1)!
  return { widths: [...new Set([fitting(width), fitting(width * 2)])], kind: 'x' }
}

/** The attributes next/image gives an optimisable `src` (see canOptimizeImage). */
export function responsiveSource(
  src: string,
  { width, sizes }: { width?: number; sizes?: string },
): ResponsiveSource {
  const offered = widths(width, sizes)
  return {
    sizes: !sizes && offered.kind === 'w' ? '100vw' : sizes,
    srcSet: offered.widths
      .map(
        (size, index) =>
          `${resized(src, size)} ${offered.kind === 'w' ? size : index + 1}${offered.kind}`,
      )
      .join(', '),
    src: resized(src, offered.widths.at(-1)!),
  }
}
