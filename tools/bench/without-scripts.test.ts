import { describe, expect, it } from 'vitest'

import { withoutScripts } from './without-scripts'

describe('withoutScripts', () => {
  it('removes script elements, inline or not, and the hints that fetch scripts early', () => {
    const html =
      '<head><link rel="stylesheet" href="/a.css"/>' +
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>' +
      '<link rel="modulepreload" href="/m.js">' +
      '<script src="/_next/static/chunks/c.js" async=""></script>' +
      '<script type="application/ld+json">{"a":"</p>"}</script></head>' +
      '<body><p>Hi</p><script>self.__next_f.push([1,"<div>"])</SCRIPT ></body>'
    expect(withoutScripts(html)).toBe(
      '<head><link rel="stylesheet" href="/a.css"/></head><body><p>Hi</p></body>',
    )
  })

  it('keeps preloads of images and fonts, which serve the first paint', () => {
    const html =
      '<link rel="preload" as="image" imageSrcSet="/_next/image?url=%2Fa.webp&amp;w=640 640w" fetchPriority="high"/>' +
      '<link rel="preload" href="/_next/static/media/f.woff2" as="font" crossorigin=""/>'
    expect(withoutScripts(html)).toBe(html)
  })
})
