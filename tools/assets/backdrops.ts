/**
 * Scenery layers: skies, water with animated glints, far shores, the Chesapeake Bay Bridge and a
 * screw-pile lighthouse silhouette, trees, marsh reeds, docks, a dealer building and lot fence.
 * All take pixel coordinates of the final scene; `t` in [0, 1) is the loop phase for clips.
 */
import {
  C,
  circle,
  defs,
  f,
  g,
  line,
  linear,
  path,
  polygon,
  radial,
  rect,
  rng,
  rrect,
  uid,
  type Stop,
} from './svg'

export type Mood = 'day' | 'morning' | 'golden' | 'dusk'

const SKY: Record<Mood, Stop[]> = {
  day: [
    [0, '#7eaad3'],
    [0.55, '#bcd4ea'],
    [1, '#eef4f9'],
  ],
  morning: [
    [0, '#9dbcd9'],
    [0.6, '#dbe7f1'],
    [1, '#fbeadb'],
  ],
  golden: [
    [0, '#13315c'],
    [0.45, '#50749c'],
    [0.8, '#d9ab8c'],
    [1, '#f4b27a'],
  ],
  dusk: [
    [0, '#0b2545'],
    [0.5, '#1d3f6b'],
    [0.85, '#7d6a80'],
    [1, '#e79b6a'],
  ],
}

const WATER: Record<Mood, Stop[]> = {
  day: [
    [0, '#6f98be'],
    [1, '#1c4670'],
  ],
  morning: [
    [0, '#93b3cf'],
    [1, '#27527b'],
  ],
  golden: [
    [0, '#b99487'],
    [0.25, '#4d6f95'],
    [1, '#13315c'],
  ],
  dusk: [
    [0, '#7d6a80'],
    [0.25, '#2a4a72'],
    [1, '#0b2545'],
  ],
}

/** Distant shore / hill tint per mood (atmospheric perspective: far = lighter). */
export const FAR: Record<Mood, [string, string]> = {
  day: ['#9db7cf', '#7f9db9'],
  morning: ['#b3c6d8', '#93abc2'],
  golden: ['#6d7f9b', '#4c6283'],
  dusk: ['#3a4f72', '#2a3d5e'],
}

export function sky(w: number, h: number, mood: Mood): string {
  const id = uid('s')
  return defs(linear(id, SKY[mood])) + rect(0, 0, w, h, `url(#${id})`)
}

export function sun(x: number, y: number, r: number, mood: Mood): string {
  const id = uid('g')
  const core = mood === 'day' || mood === 'morning' ? '#fff6e6' : '#ffd7a8'
  const glow = mood === 'day' || mood === 'morning' ? '#ffffff' : C.orange
  return (
    defs(
      radial(id, [
        [0, glow, 0.55],
        [1, glow, 0],
      ]),
    ) +
    circle(x, y, r * 4, `url(#${id})`) +
    circle(x, y, r, core)
  )
}

/** Flat cartoon clouds; `t` makes them drift gently (periodic). */
export function clouds(
  w: number,
  y0: number,
  y1: number,
  n: number,
  seed: number,
  opacity = 0.85,
  t = 0,
  color = '#ffffff',
): string {
  const rand = rng(seed)
  const out: string[] = []
  for (let i = 0; i < n; i++) {
    const x = rand() * w + 10 * Math.sin(2 * Math.PI * (t + rand()))
    const y = y0 + rand() * (y1 - y0)
    const s = 0.6 + rand() * 0.9
    const parts = [
      rrect(-60 * s, -14 * s, 130 * s, 28 * s, 14 * s, color),
      circle(-22 * s, -16 * s, 22 * s, color),
      circle(12 * s, -24 * s, 30 * s, color),
      circle(44 * s, -10 * s, 18 * s, color),
    ]
    out.push(g(`translate(${f(x)} ${f(y)})`, parts.join(''), `opacity="${opacity}"`))
  }
  return out.join('')
}

/** Rolling hills silhouette from x=0..w with its base at `baseY` (filled down to `bottom`). */
export function hills(
  w: number,
  baseY: number,
  amp: number,
  color: string,
  seed: number,
  bottom: number,
  step = 90,
): string {
  const rand = rng(seed)
  const ptsY: number[] = []
  for (let x = -step; x <= w + 2 * step; x += step) ptsY.push(baseY - amp * (0.35 + 0.65 * rand()))
  let d = `M${-step},${f(bottom)}L${-step},${f(ptsY[0])}`
  for (let i = 1; i < ptsY.length; i++) {
    const x0 = -step + (i - 1) * step
    const mx = x0 + step / 2
    const my = (ptsY[i - 1] + ptsY[i]) / 2
    d += `Q${f(x0)},${f(ptsY[i - 1])} ${f(mx)},${f(my)}`
  }
  d += `L${f(w + 2 * step)},${f(bottom)}Z`
  return path(d, color)
}

/** Tree-canopy silhouette along a shoreline between x0 and x1. */
export function treeline(
  x0: number,
  x1: number,
  baseY: number,
  h: number,
  color: string,
  seed: number,
): string {
  const rand = rng(seed)
  let d = `M${f(x0)},${f(baseY)}`
  let x = x0
  while (x < x1) {
    const r = h * (0.25 + rand() * 0.35)
    const top = baseY - h * (0.45 + rand() * 0.55)
    d += `L${f(x)},${f(top + r)}A${f(r)},${f(r)} 0 0 1 ${f(x + 2 * r)},${f(top + r)}`
    x += 2 * r * (0.75 + rand() * 0.2)
  }
  d += `L${f(x1)},${f(baseY)}Z`
  return path(d, color)
}

/** Water band with gradient and shimmering glint strokes. */
export function water(
  x0: number,
  y0: number,
  w: number,
  h: number,
  mood: Mood,
  seed: number,
  t = 0,
  density = 1,
): string {
  const id = uid('wa')
  const out = [defs(linear(id, WATER[mood])), rect(x0, y0, w, h, `url(#${id})`)]
  const rand = rng(seed)
  const n = Math.round(((w * h) / 5200) * density)
  const glint = mood === 'golden' || mood === 'dusk' ? '#f7c79b' : '#ffffff'
  for (let i = 0; i < n; i++) {
    const v = rand()
    const depth = v * v
    const y = y0 + 3 + (h - 6) * depth
    const len = (10 + 70 * depth) * (0.5 + rand())
    const x = x0 + rand() * w
    const ph = rand()
    const ph2 = rand()
    // 1-3 whole cycles per loop keeps clips seamless while varying the rhythm.
    const cyc = 1 + Math.floor(rand() * 3)
    const dx = (4 + 16 * depth) * Math.sin(2 * Math.PI * (cyc * t + ph))
    const op = (0.18 + 0.3 * rand()) * (0.55 + 0.45 * Math.sin(2 * Math.PI * (cyc * t + ph2)))
    out.push(
      line(
        x + dx,
        y,
        x + dx + len,
        y,
        glint,
        1 + 2.4 * depth,
        `stroke-linecap="round" stroke-opacity="${op.toFixed(2)}"`,
      ),
    )
  }
  return out.join('')
}

/** Sun reflection column on the water (golden / dusk). */
export function sunPath(x: number, y0: number, y1: number, seed: number, t = 0): string {
  const rand = rng(seed)
  const out: string[] = []
  for (let y = y0 + 4; y < y1; y += 7 + (y - y0) * 0.06) {
    const k = (y - y0) / (y1 - y0)
    const wdt = 16 + 90 * k * rand()
    const dx = 8 * Math.sin(2 * Math.PI * (t + rand()))
    out.push(
      line(
        x - wdt / 2 + dx,
        y,
        x + wdt / 2 + dx,
        y,
        '#ffd3a1',
        1.5 + 2.5 * k,
        `stroke-linecap="round" stroke-opacity="${(0.75 - 0.45 * k).toFixed(2)}"`,
      ),
    )
  }
  return out.join('')
}

/** Chesapeake Bay Bridge style suspension bridge silhouette. */
export function bridge(
  x0: number,
  x1: number,
  deckY: number,
  towerH: number,
  color: string,
): string {
  const span = x1 - x0
  const xa = x0 + 0.36 * span
  const xb = x0 + 0.64 * span
  const topY = deckY - towerH
  const ctrlY = deckY + towerH * 0.9
  const out: string[] = []
  out.push(rect(x0, deckY, span, Math.max(2, towerH * 0.05), color))
  for (let x = x0 + 10; x < x1; x += 24) out.push(rect(x, deckY, 2, towerH * 0.16, color))
  for (const tx of [xa, xb]) {
    out.push(rect(tx - towerH * 0.035, topY, towerH * 0.07, towerH * 1.16, color))
    out.push(rect(tx - towerH * 0.06, topY + towerH * 0.3, towerH * 0.12, towerH * 0.03, color))
  }
  const sw = Math.max(1, towerH * 0.018)
  out.push(
    path(
      `M${f(xa)},${f(topY)}Q${f((xa + xb) / 2)},${f(ctrlY)} ${f(xb)},${f(topY)}`,
      'none',
      `stroke="${color}" stroke-width="${f(sw)}"`,
    ),
  )
  out.push(
    path(
      `M${f(x0 + 0.2 * span)},${f(deckY)}Q${f((x0 + 0.2 * span + xa) / 2)},${f(deckY - towerH * 0.15)} ${f(xa)},${f(topY)}`,
      'none',
      `stroke="${color}" stroke-width="${f(sw)}"`,
    ),
  )
  out.push(
    path(
      `M${f(xb)},${f(topY)}Q${f((x0 + 0.8 * span + xb) / 2)},${f(deckY - towerH * 0.15)} ${f(x0 + 0.8 * span)},${f(deckY)}`,
      'none',
      `stroke="${color}" stroke-width="${f(sw)}"`,
    ),
  )
  for (let u = 0.08; u < 0.95; u += 0.08) {
    const x = xa + u * (xb - xa)
    const y = (1 - u) * (1 - u) * topY + 2 * u * (1 - u) * ctrlY + u * u * topY
    out.push(line(x, y, x, deckY, color, sw * 0.6))
  }
  return out.join('')
}

/** Screw-pile lighthouse (like Thomas Point Shoal Light off the South River). */
export function lighthouse(x: number, waterY: number, s: number, mood: Mood): string {
  const dark = mood === 'golden' || mood === 'dusk'
  const body = dark ? '#c9c4c6' : '#f7f9fb'
  const roof = dark ? '#8e3f4a' : C.red
  const out = [
    ...[-10, -4, 4, 10].map((dx) =>
      line(x + dx * s, waterY - 10 * s, x + dx * s * 1.2, waterY + 2 * s, '#3b4652', 1.4 * s),
    ),
    rect(x - 15 * s, waterY - 12 * s, 30 * s, 3 * s, '#3b4652'),
    rect(x - 11 * s, waterY - 24 * s, 22 * s, 12 * s, body),
    polygon(
      [
        [x - 14 * s, waterY - 24 * s],
        [x - 7 * s, waterY - 33 * s],
        [x + 7 * s, waterY - 33 * s],
        [x + 14 * s, waterY - 24 * s],
      ],
      roof,
    ),
    rect(x - 3.5 * s, waterY - 40 * s, 7 * s, 7 * s, '#2b323a'),
    rect(x - 2.5 * s, waterY - 39 * s, 5 * s, 4 * s, '#ffe2a8'),
    polygon(
      [
        [x - 4.5 * s, waterY - 40 * s],
        [x, waterY - 44 * s],
        [x + 4.5 * s, waterY - 40 * s],
      ],
      '#2b323a',
    ),
    rect(x - 8 * s, waterY - 21 * s, 3 * s, 4 * s, '#2b323a', 'opacity="0.7"'),
    rect(x + 5 * s, waterY - 21 * s, 3 * s, 4 * s, '#2b323a', 'opacity="0.7"'),
  ]
  return out.join('')
}

/** Small sailboat silhouette on the water; bobs with t. */
export function sailboat(x: number, waterY: number, s: number, color: string, t = 0): string {
  const dy = 1.5 * s * Math.sin(2 * Math.PI * t)
  const parts = [
    path(
      `M${f(-20 * s)},0L${f(20 * s)},0L${f(15 * s)},${f(6 * s)}L${f(-15 * s)},${f(6 * s)}Z`,
      color,
    ),
    polygon(
      [
        [0, -2 * s],
        [0, -42 * s],
        [16 * s, -4 * s],
      ],
      '#f7f9fb',
    ),
    polygon(
      [
        [-2 * s, -6 * s],
        [-2 * s, -34 * s],
        [-16 * s, -6 * s],
      ],
      '#e6ecf1',
    ),
    line(0, 0, 0, -44 * s, color, 1.2 * s),
  ]
  return g(`translate(${f(x)} ${f(waterY + dy - 4 * s)})`, parts.join(''))
}

export function deciduous(
  x: number,
  groundY: number,
  s: number,
  color: string,
  shade: string,
): string {
  return [
    rect(x - 4 * s, groundY - 40 * s, 8 * s, 40 * s, '#6b5444'),
    circle(x - 18 * s, groundY - 52 * s, 24 * s, shade),
    circle(x + 16 * s, groundY - 56 * s, 26 * s, shade),
    circle(x, groundY - 74 * s, 30 * s, color),
    circle(x - 14 * s, groundY - 60 * s, 20 * s, color),
  ].join('')
}

export function conifer(x: number, groundY: number, s: number, color: string): string {
  return [
    rect(x - 3 * s, groundY - 14 * s, 6 * s, 14 * s, '#5b4a3c'),
    polygon(
      [
        [x - 22 * s, groundY - 12 * s],
        [x, groundY - 90 * s],
        [x + 22 * s, groundY - 12 * s],
      ],
      color,
    ),
  ].join('')
}

/** Marsh grass clumps (Chesapeake shoreline). */
export function reeds(
  x0: number,
  x1: number,
  baseY: number,
  h: number,
  seed: number,
  colors: string[],
): string {
  const rand = rng(seed)
  const out: string[] = []
  for (let x = x0; x < x1; x += 3 + rand() * 5) {
    const hh = h * (0.5 + rand() * 0.5)
    const lean = (rand() - 0.5) * h * 0.5
    const c = colors[Math.floor(rand() * colors.length)]
    out.push(
      path(
        `M${f(x - 2)},${f(baseY)}Q${f(x + lean * 0.3)},${f(baseY - hh * 0.6)} ${f(x + lean)},${f(baseY - hh)}Q${f(x + 1 + lean * 0.3)},${f(baseY - hh * 0.5)} ${f(x + 3)},${f(baseY)}Z`,
        c,
      ),
    )
  }
  return out.join('')
}

/** Timber dock with pilings, running from x0 to x1 at deck height y. */
export function dock(x0: number, x1: number, y: number, s: number, bottom: number): string {
  const out: string[] = []
  for (let x = x0 + 10 * s; x < x1; x += 90 * s) {
    out.push(rect(x, y - 16 * s, 12 * s, bottom - y + 16 * s, '#6f5f4e'))
    out.push(rect(x, y - 18 * s, 12 * s, 4 * s, '#8b7a66'))
  }
  out.push(rect(x0, y, x1 - x0, 9 * s, '#a08d74'))
  out.push(rect(x0, y + 9 * s, x1 - x0, 4 * s, '#7d6b57'))
  return out.join('')
}

/** Dealer shop building (metal siding, roll-up doors, office windows, flag). */
export function building(
  x: number,
  groundY: number,
  w: number,
  h: number,
  wall = '#e2e8ee',
): string {
  const out: string[] = []
  const id = uid('gl')
  out.push(
    defs(
      linear(id, [
        [0, '#6f93b8'],
        [1, '#2b4a70'],
      ]),
    ),
  )
  out.push(rect(x, groundY - h, w, h, wall))
  for (let xx = x + 8; xx < x + w; xx += 10)
    out.push(line(xx, groundY - h, xx, groundY, '#0b2545', 1, 'stroke-opacity="0.06"'))
  out.push(rect(x - 6, groundY - h - 14, w + 12, 16, C.navy))
  out.push(rect(x - 6, groundY - h + 2, w + 12, 5, C.orange))
  const doorW = Math.min(150, w * 0.24)
  for (const k of [0.08, 0.38]) {
    const dx = x + w * k
    out.push(rect(dx, groundY - h * 0.72, doorW, h * 0.72, '#c3ced8'))
    for (let yy = groundY - h * 0.72 + 8; yy < groundY; yy += 9)
      out.push(line(dx, yy, dx + doorW, yy, '#8fa0b0', 1.2))
    out.push(rect(dx - 4, groundY - h * 0.72 - 5, doorW + 8, 5, '#9aa8b5'))
  }
  const wx = x + w * 0.7
  out.push(
    rect(
      wx,
      groundY - h * 0.62,
      w * 0.2,
      h * 0.34,
      `url(#${id})`,
      'stroke="#9aa8b5" stroke-width="3"',
    ),
  )
  out.push(line(wx + w * 0.1, groundY - h * 0.62, wx + w * 0.1, groundY - h * 0.28, '#9aa8b5', 3))
  out.push(rect(wx - w * 0.09, groundY - h * 0.6, w * 0.06, h * 0.6, '#2b4a70'))
  return out.join('')
}

/** US flag on a pole (no text). */
export function flag(x: number, groundY: number, h: number, t = 0): string {
  const fw = h * 0.36
  const fh = fw * 0.55
  const top = groundY - h
  const wave = 3 * Math.sin(2 * Math.PI * t)
  const out = [line(x, groundY, x, top - 4, '#9aa3ab', 3), circle(x, top - 5, 3, '#c9d0d6')]
  const stripes: string[] = []
  for (let i = 0; i < 7; i++) stripes.push(rect(0, (i * fh) / 6.5, fw, fh / 13, C.red))
  stripes.push(rect(0, 0, fw * 0.42, fh * 0.54, C.navy))
  out.push(
    g(
      `translate(${f(x + 1)} ${f(top)}) skewY(${f(wave)})`,
      rect(0, 0, fw, fh, '#ffffff') + stripes.join(''),
    ),
  )
  return out.join('')
}

/** Chain-link lot fence. */
export function fence(
  x0: number,
  x1: number,
  groundY: number,
  h: number,
  color = '#8f9aa4',
): string {
  const id = uid('p')
  const out = [
    `<defs><pattern id="${id}" width="10" height="10" patternUnits="userSpaceOnUse"><path d="M0,0L10,10M10,0L0,10" stroke="${color}" stroke-width="1" fill="none"/></pattern></defs>`,
    rect(x0, groundY - h, x1 - x0, h, `url(#${id})`, 'opacity="0.45"'),
    rect(x0, groundY - h - 2, x1 - x0, 4, color),
  ]
  for (let x = x0; x <= x1; x += 110) out.push(rect(x - 2.5, groundY - h - 4, 5, h + 4, color))
  return out.join('')
}

/** Paved / gravel ground band with subtle texture lines. */
export function ground(
  y0: number,
  w: number,
  h: number,
  top: string,
  bottom: string,
  seed: number,
  lines = true,
): string {
  const id = uid('gr')
  const out = [
    defs(
      linear(id, [
        [0, top],
        [1, bottom],
      ]),
    ),
    rect(0, y0, w, h, `url(#${id})`),
  ]
  if (lines) {
    const rand = rng(seed)
    for (let i = 0; i < 14; i++) {
      const y = y0 + 6 + rand() * (h - 10)
      const x = rand() * w
      out.push(
        line(
          x,
          y,
          x + 40 + rand() * 160,
          y,
          '#0b2545',
          1.5,
          'stroke-opacity="0.06" stroke-linecap="round"',
        ),
      )
    }
  }
  return out.join('')
}
