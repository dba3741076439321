/**
 * Side-view boats. Local coordinates: keel bottom at y = 0, bow at x = 0, stern toward +x.
 */
import { C, circle, f, g, line, linear, path, polygon, rect, rrect, uid } from './svg'

export type BoatKind =
  'runabout' | 'center' | 'bay' | 'pontoon' | 'tritoon' | 'pwc' | 'jon' | 'skiff'

export interface Boat {
  svg: string
  length: number
  height: number
  /** x of the stem (bow profile) at local height y (y <= 0). */
  stemX: (y: number) => number
  /** Local y where the bow stop should touch the stem. */
  contactY: number
  /** How far the keel line sits below the bunk tops (hull hides part of the bunks). */
  sink: number
}

export interface BoatStyle {
  hull?: string
  accent?: string
  cowl?: string
}

type P = [number, number]

function cubicAt(p0: P, p1: P, p2: P, p3: P, s: number): P {
  const u = 1 - s
  return [
    u * u * u * p0[0] + 3 * u * u * s * p1[0] + 3 * u * s * s * p2[0] + s * s * s * p3[0],
    u * u * u * p0[1] + 3 * u * u * s * p1[1] + 3 * u * s * s * p2[1] + s * s * s * p3[1],
  ]
}

/** x on a y-monotone cubic at the given y (bisection). */
function cubicXAtY(p0: P, p1: P, p2: P, p3: P, y: number): number {
  let lo = 0
  let hi = 1
  const increasing = p3[1] > p0[1]
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2
    const yy = cubicAt(p0, p1, p2, p3, mid)[1]
    if (yy < y === increasing) lo = mid
    else hi = mid
  }
  return cubicAt(p0, p1, p2, p3, (lo + hi) / 2)[0]
}

const cubicD = (p1: P, p2: P, p3: P) =>
  `C${f(p1[0])},${f(p1[1])} ${f(p2[0])},${f(p2[1])} ${f(p3[0])},${f(p3[1])}`

/** Outboard motor hung on a transom at (x, y) (top of transom), tilted up by `tilt` degrees. */
export function outboard(
  x: number,
  y: number,
  s: number,
  tilt: number,
  cowl: string,
  accent: string,
): string {
  const k = (v: number) => f(v * s)
  const parts = [
    rect(-4 * s, -6 * s, 14 * s, 26 * s, '#2b323a'),
    path(`M${k(10)},${k(8)}L${k(34)},${k(8)}L${k(30)},${k(64)}L${k(16)},${k(64)}Z`, '#3a424b'),
    rect(4 * s, 60 * s, 40 * s, 5 * s, '#2b323a'),
    path(
      `M${k(14)},${k(65)}L${k(32)},${k(65)}L${k(31)},${k(79)}L${k(22)},${k(88)}L${k(18)},${k(65)}Z`,
      '#2b323a',
    ),
    `<ellipse cx="${k(38)}" cy="${k(72)}" rx="${k(4)}" ry="${k(11)}" fill="#1b2128"/>`,
    rrect(4 * s, -4 * s, 38 * s, 14 * s, 4 * s, '#20262d'),
    rrect(0, -50 * s, 48 * s, 48 * s, 14 * s, cowl),
    rrect(4 * s, -26 * s, 40 * s, 6 * s, 3 * s, accent),
    rrect(8 * s, -46 * s, 26 * s, 5 * s, 2.5 * s, '#ffffff', 'opacity="0.35"'),
  ]
  return g(`translate(${f(x)} ${f(y)}) rotate(${f(-tilt)} ${k(4)} 0)`, parts.join(''))
}

interface MonoHull {
  L: number
  H: number
  /** Sheer height at the transom as a fraction of H. */
  aft?: number
  /** Start of the flat keel as a fraction of L. */
  keel?: number
}

/** Classic V-hull side profile; returns path, stem function and clip id/defs. */
function monoHull({ L, H, aft = 0.8, keel = 0.42 }: MonoHull) {
  const bow: P = [0, -H]
  const kp: P = [keel * L, 0]
  const c1: P = [keel * 0.48 * L, 0]
  const c2: P = [0.05 * L, -0.5 * H]
  const d = `M0,${f(-H)}Q${f(0.4 * L)},${f(-0.86 * H)} ${f(L)},${f(-aft * H)}L${f(0.975 * L)},0L${f(kp[0])},0${cubicD(c1, c2, bow)}Z`
  const stemX = (y: number) => cubicXAtY(kp, c1, c2, bow, Math.max(-H, Math.min(0, y)))
  const sheerAt = (x: number) => {
    // Quadratic sheer: solve x(u) by bisection then evaluate y(u).
    let lo = 0
    let hi = 1
    for (let i = 0; i < 30; i++) {
      const u = (lo + hi) / 2
      const xx = 2 * u * (1 - u) * 0.4 * L + u * u * L
      if (xx < x) lo = u
      else hi = u
    }
    const u = (lo + hi) / 2
    return (1 - u) * (1 - u) * -H + 2 * u * (1 - u) * -0.86 * H + u * u * -aft * H
  }
  const sheerD = `M0,${f(-H)}Q${f(0.4 * L)},${f(-0.86 * H)} ${f(L)},${f(-aft * H)}`
  return { d, stemX, sheerAt, sheerD }
}

function hullBody(
  L: number,
  H: number,
  hullD: string,
  sheerD: string,
  hullFill: string,
  bottom: string,
  accent: string,
  capWhite: boolean,
): string {
  const clip = uid('c')
  const grad = uid('h')
  const light = hullFill.toLowerCase() === '#ffffff'
  const out = [
    `<defs><clipPath id="${clip}"><path d="${hullD}"/></clipPath>${linear(grad, [
      [0, light ? '#ffffff' : hullFill],
      [1, light ? '#d9e1e8' : hullFill],
    ])}</defs>`,
    path(hullD, `url(#${grad})`),
  ]
  const inner: string[] = []
  if (capWhite) inner.push(path(sheerD, 'none', `stroke="#f7f9fb" stroke-width="${f(0.36 * H)}"`))
  inner.push(rect(-10, -0.2 * H, L + 20, 0.2 * H + 2, bottom))
  inner.push(rect(-10, -0.29 * H, L + 20, 0.05 * H, accent))
  inner.push(
    path(
      sheerD,
      'none',
      `stroke="${accent}" stroke-width="${f(0.05 * H)}" transform="translate(0 ${f(0.17 * H)})"`,
    ),
  )
  inner.push(
    path(
      `M${f(0.06 * L)},${f(-0.52 * H)}Q${f(0.5 * L)},${f(-0.5 * H)} ${f(L)},${f(-0.44 * H)}`,
      'none',
      `stroke="#0b2545" stroke-opacity="0.12" stroke-width="${f(0.03 * H)}"`,
    ),
  )
  out.push(g('', inner.join(''), `clip-path="url(#${clip})"`))
  out.push(
    path(sheerD, 'none', `stroke="#39434e" stroke-width="${f(0.045 * H)}" stroke-linecap="round"`),
  )
  return out.join('')
}

function glassGrad(): [string, string] {
  const id = uid('w')
  return [
    linear(id, [
      [0, '#5f86ad', 0.9],
      [1, '#13315c', 0.9],
    ]),
    `url(#${id})`,
  ]
}

function runabout(st: BoatStyle, center: boolean): Boat {
  const L = center ? 640 : 480
  const H = center ? 118 : 92
  const hull = st.hull ?? (center ? C.navy : C.white)
  const accent = st.accent ?? (center ? C.white : C.orange)
  const { d, stemX, sheerAt, sheerD } = monoHull({ L, H, aft: center ? 0.82 : 0.8 })
  const out: string[] = []
  const [gd, glass] = glassGrad()
  out.push(`<defs>${gd}</defs>`)
  const sy = (x: number) => sheerAt(x)
  if (center) {
    // T-top posts and canopy, console, leaning post, rod holders.
    const t0 = 0.4 * L
    const t1 = 0.62 * L
    const canopyY = -2.05 * H
    out.push(line(t0 + 12, sy(t0), t0 + 20, canopyY + 8, '#c8d0d7', 5))
    out.push(line(t1, sy(t1), t1 - 8, canopyY + 8, '#c8d0d7', 5))
    for (const [i, x] of [t0 + 40, t0 + 56, t1 - 30, t1 - 14].entries()) {
      out.push(line(x, canopyY, x + 10 + i * 3, canopyY - 46, '#aab4bd', 2.5))
    }
    out.push(line(t1 - 60, canopyY, t1 - 64, canopyY - 70, '#e9eef2', 2))
    out.push(rrect(0.47 * L, sy(0.5 * L) - 0.55 * H, 0.12 * L, 0.58 * H, 10, '#f7f9fb'))
    out.push(
      polygon(
        [
          [0.45 * L, sy(0.5 * L) - 0.5 * H],
          [0.5 * L, sy(0.5 * L) - 0.9 * H],
          [0.55 * L, sy(0.5 * L) - 0.9 * H],
          [0.53 * L, sy(0.5 * L) - 0.5 * H],
        ],
        glass,
      ),
    )
    out.push(rrect(0.64 * L, sy(0.66 * L) - 0.42 * H, 0.06 * L, 0.44 * H, 8, '#e6ebef'))
    out.push(rrect(t0 - 10, canopyY - 4, t1 - t0 + 40, 0.12 * H, 7, C.sea))
    out.push(rrect(t0 - 10, canopyY + 0.09 * H, t1 - t0 + 40, 0.035 * H, 2, C.orange))
  } else {
    // Windshield, seat backs, bow rail.
    const w0 = 0.36 * L
    out.push(rrect(0.56 * L, sy(0.58 * L) - 0.3 * H, 0.08 * L, 0.34 * H, 9, C.navy))
    out.push(rrect(0.68 * L, sy(0.7 * L) - 0.26 * H, 0.08 * L, 0.3 * H, 9, C.navy))
    out.push(
      polygon(
        [
          [w0, sy(w0) + 2],
          [w0 + 0.07 * L, sy(w0) - 0.42 * H],
          [w0 + 0.16 * L, sy(w0) - 0.44 * H],
          [w0 + 0.19 * L, sy(w0 + 0.19 * L) + 2],
        ],
        glass,
        `stroke="#c8d0d7" stroke-width="3" stroke-linejoin="round"`,
      ),
    )
  }
  const railY = (x: number) => sy(x) - 0.17 * H
  out.push(
    line(
      0.04 * L,
      railY(0.04 * L) + 2,
      0.3 * L,
      railY(0.3 * L),
      '#c8d0d7',
      3,
      'stroke-linecap="round"',
    ),
  )
  for (const x of [0.1 * L, 0.2 * L, 0.3 * L]) out.push(line(x, sy(x), x, railY(x), '#c8d0d7', 2.5))
  out.push(hullBody(L, H, d, sheerD, hull, center ? '#0a1a30' : C.navy, accent, center))
  // Bow eye and stern motor(s).
  const eyeY = -0.4 * H
  out.push(circle(stemX(eyeY) + 5, eyeY, 3.5, '#8e98a1'))
  const aftY = -0.8 * H
  const cowl = st.cowl ?? (center ? '#f4f6f8' : '#1f262e')
  if (center) out.push(outboard(L - 4, aftY - 4, 1.32, 22, '#c9d1d8', C.sea))
  out.push(outboard(L - 10, aftY + 2, center ? 1.32 : 1, 22, cowl, center ? C.sea : C.orange))
  return { svg: out.join(''), length: L, height: H, stemX, contactY: -0.5 * H, sink: 0.22 * H }
}

function bayBoat(st: BoatStyle): Boat {
  // Low-profile fishing boat with side console.
  const L = 440
  const H = 80
  const { d, stemX, sheerAt, sheerD } = monoHull({ L, H, aft: 0.84, keel: 0.46 })
  const hull = st.hull ?? C.sea
  const out: string[] = []
  const [gd, glass] = glassGrad()
  out.push(`<defs>${gd}</defs>`)
  const cx = 0.52 * L
  out.push(rrect(cx, sheerAt(cx) - 0.48 * H, 0.1 * L, 0.52 * H, 8, '#f4f6f8'))
  out.push(
    polygon(
      [
        [cx - 6, sheerAt(cx) - 0.44 * H],
        [cx + 10, sheerAt(cx) - 0.78 * H],
        [cx + 0.08 * L, sheerAt(cx) - 0.78 * H],
        [cx + 0.06 * L, sheerAt(cx) - 0.44 * H],
      ],
      glass,
    ),
  )
  out.push(line(0.2 * L, sheerAt(0.2 * L) - 4, 0.17 * L, sheerAt(0.2 * L) - 0.75 * H, '#9aa5b0', 2))
  out.push(rrect(0.16 * L, sheerAt(0.2 * L) - 0.5 * H, 0.05 * L, 0.46 * H, 4, '#d5dce2'))
  out.push(hullBody(L, H, d, sheerD, hull, C.navy, st.accent ?? C.orange, true))
  out.push(circle(stemX(-0.4 * H) + 5, -0.4 * H, 3, '#8e98a1'))
  out.push(outboard(L - 10, -0.84 * H + 2, 0.95, 22, st.cowl ?? '#f4f6f8', C.sea))
  return { svg: out.join(''), length: L, height: H, stemX, contactY: -0.5 * H, sink: 0.2 * H }
}

function pontoon(st: BoatStyle, tubes: 2 | 3): Boat {
  const L = tubes === 3 ? 680 : 620
  const T = tubes === 3 ? 62 : 56
  const fenceH = 0.13 * L
  const out: string[] = []
  const tubeGrad = uid('t')
  out.push(
    `<defs>${linear(tubeGrad, [
      [0, '#f3f6f8'],
      [0.35, '#d4dbe1'],
      [1, '#8f9ba6'],
    ])}</defs>`,
  )
  const tubeD = `M0,${f(-0.5 * T)}C0,${f(-0.86 * T)} ${f(0.02 * L)},${f(-T)} ${f(0.08 * L)},${f(-T)}L${f(0.99 * L)},${f(-T)}Q${f(L)},${f(-T)} ${f(L)},${f(-0.9 * T)}L${f(L)},${f(-0.1 * T)}Q${f(L)},0 ${f(0.99 * L)},0L${f(0.12 * L)},0C${f(0.05 * L)},0 0,${f(-0.2 * T)} 0,${f(-0.5 * T)}Z`
  // Back tubes are staggered forward/up and darker to hint at 2 or 3 tubes.
  const offsets = tubes === 3 ? [-28, -14] : [-16]
  for (const [i, o] of offsets.entries()) {
    out.push(g(`translate(${o} ${o * 0.32})`, path(tubeD, i === 0 ? '#7d8893' : '#a3aeb8')))
  }
  // Deck, fence panels, gate gap, rail, bimini, seat backs.
  const deckY = -T - 10
  const fenceTop = deckY - fenceH
  const x0 = 0.03 * L
  const x1 = 0.97 * L
  const gate0 = 0.06 * L
  const gate1 = 0.13 * L
  out.push(rrect(0.22 * L, fenceTop - 0.07 * L, 0.12 * L, 0.09 * L, 10, C.navy))
  out.push(rrect(0.62 * L, fenceTop - 0.07 * L, 0.18 * L, 0.09 * L, 10, C.navy))
  // Bimini top frame and canvas.
  const b0 = 0.46 * L
  const b1 = 0.82 * L
  const bTop = fenceTop - 0.11 * L
  out.push(line(b0 + 20, fenceTop + 4, b0 + 40, bTop + 6, '#c1cad2', 3))
  out.push(line(b1 - 10, fenceTop + 4, b1 - 30, bTop + 6, '#c1cad2', 3))
  out.push(
    path(
      `M${f(b0)},${f(bTop + 14)}Q${f(b0 + 6)},${f(bTop)} ${f(b0 + 30)},${f(bTop)}L${f(b1 - 30)},${f(bTop)}Q${f(b1 - 6)},${f(bTop)} ${f(b1)},${f(bTop + 14)}Z`,
      st.accent === C.orange ? C.sea : C.navy,
    ),
  )
  out.push(rect(x0, deckY, x1 - x0, 10, '#3a424b'))
  const panel = st.hull ?? '#f4f6f8'
  out.push(rect(x0, fenceTop, gate0 - x0, fenceH, panel))
  out.push(rect(gate1, fenceTop, x1 - gate1, fenceH, panel))
  out.push(rect(gate1, deckY - 0.34 * fenceH, x1 - gate1, 0.34 * fenceH, C.navy))
  out.push(rect(x0, deckY - 0.34 * fenceH, gate0 - x0, 0.34 * fenceH, C.navy))
  out.push(rect(gate1, deckY - 0.42 * fenceH, x1 - gate1, 0.05 * fenceH, st.accent ?? C.orange))
  out.push(rect(x0, deckY - 0.42 * fenceH, gate0 - x0, 0.05 * fenceH, st.accent ?? C.orange))
  out.push(rrect(x0 - 3, fenceTop - 5, x1 - x0 + 6, 7, 3.5, '#c8d0d7'))
  for (let x = gate1; x < x1; x += 0.1 * L)
    out.push(line(x, fenceTop, x, deckY, '#000', 1, 'stroke-opacity="0.08"'))
  out.push(path(tubeD, `url(#${tubeGrad})`, `stroke="#7d8893" stroke-width="1.5"`))
  out.push(rect(0.15 * L, -0.55 * T, 0.8 * L, 3, '#ffffff', 'opacity="0.5"'))
  out.push(
    outboard(L - 14, deckY + 4, tubes === 3 ? 1.25 : 1.1, 22, '#1f262e', st.accent ?? C.orange),
  )
  return {
    svg: out.join(''),
    length: L,
    height: T,
    stemX: () => -2,
    contactY: -0.52 * T,
    sink: 0.05 * T,
  }
}

function pwc(st: BoatStyle): Boat {
  const L = 260
  const H = 62
  const hullD = `M0,${f(-0.5 * H)}C${f(0.05 * L)},${f(-0.15 * H)} ${f(0.15 * L)},0 ${f(0.32 * L)},0L${f(0.96 * L)},${f(-0.02 * H)}L${f(L)},${f(-0.5 * H)}Z`
  const clip = uid('c')
  const out = [`<defs><clipPath id="${clip}"><path d="${hullD}"/></clipPath></defs>`]
  // Upper body (hood/deck).
  out.push(
    path(
      `M0,${f(-0.5 * H)}Q${f(0.1 * L)},${f(-0.9 * H)} ${f(0.36 * L)},${f(-1.08 * H)}L${f(0.46 * L)},${f(-1.1 * H)}L${f(0.52 * L)},${f(-0.95 * H)}L${f(L)},${f(-0.74 * H)}L${f(L)},${f(-0.48 * H)}Z`,
      '#f4f6f8',
    ),
  )
  out.push(
    path(
      `M${f(0.06 * L)},${f(-0.55 * H)}Q${f(0.4 * L)},${f(-0.82 * H)} ${f(0.98 * L)},${f(-0.66 * H)}L${f(0.98 * L)},${f(-0.52 * H)}L${f(0.04 * L)},${f(-0.5 * H)}Z`,
      st.accent ?? C.orange,
    ),
  )
  out.push(
    polygon(
      [
        [0.3 * L, -1.02 * H],
        [0.36 * L, -1.3 * H],
        [0.42 * L, -1.3 * H],
        [0.44 * L, -1.08 * H],
      ],
      '#1b2a3e',
    ),
  )
  out.push(line(0.44 * L, -1.06 * H, 0.41 * L, -1.45 * H, '#2b323a', 5, 'stroke-linecap="round"'))
  out.push(line(0.37 * L, -1.45 * H, 0.47 * L, -1.45 * H, '#2b323a', 6, 'stroke-linecap="round"'))
  out.push(
    path(
      `M${f(0.5 * L)},${f(-0.96 * H)}Q${f(0.52 * L)},${f(-1.22 * H)} ${f(0.62 * L)},${f(-1.2 * H)}L${f(0.9 * L)},${f(-1 * H)}Q${f(0.95 * L)},${f(-0.86 * H)} ${f(0.88 * L)},${f(-0.84 * H)}L${f(0.52 * L)},${f(-0.86 * H)}Z`,
      C.navy,
    ),
  )
  out.push(path(hullD, st.hull ?? '#f4f6f8'))
  out.push(g('', rect(-5, -0.22 * H, L + 10, 0.24 * H, C.navy), `clip-path="url(#${clip})"`))
  out.push(line(0, -0.5 * H, L, -0.49 * H, '#2b323a', 3))
  out.push(rect(L - 4, -0.3 * H, 14, 0.14 * H, '#2b323a'))
  const stemX = (y: number) =>
    cubicXAtY(
      [0.32 * L, 0],
      [0.15 * L, 0],
      [0.05 * L, -0.15 * H],
      [0, -0.5 * H],
      Math.max(-0.5 * H, y),
    )
  return { svg: out.join(''), length: L, height: H, stemX, contactY: -0.36 * H, sink: 0.12 * H }
}

function jon(st: BoatStyle, skiff: boolean): Boat {
  const L = skiff ? 400 : 360
  const H = skiff ? 56 : 50
  const hullD = `M${f(0.02 * L)},${f(-1.1 * H)}L${f(L)},${f(-H)}L${f(L)},0L${f(0.16 * L)},0L0,${f(-0.72 * H)}Z`
  const clip = uid('c')
  const out = [`<defs><clipPath id="${clip}"><path d="${hullD}"/></clipPath></defs>`]
  if (skiff) {
    const [gd, glass] = glassGrad()
    out.push(`<defs>${gd}</defs>`)
    out.push(rrect(0.5 * L, -1.02 * H - 0.62 * H, 0.09 * L, 0.66 * H, 6, '#f4f6f8'))
    out.push(
      polygon(
        [
          [0.49 * L, -1.56 * H],
          [0.52 * L, -2.05 * H],
          [0.58 * L, -2.05 * H],
          [0.58 * L, -1.56 * H],
        ],
        glass,
      ),
    )
    out.push(rrect(0.72 * L, -1.02 * H - 0.3 * H, 0.1 * L, 0.32 * H, 6, C.navy))
  } else {
    out.push(rrect(0.34 * L, -1.2 * H, 0.1 * L, 0.22 * H, 3, '#9aa5b0'))
    out.push(rrect(0.7 * L, -1.16 * H, 0.1 * L, 0.18 * H, 3, '#9aa5b0'))
  }
  const hull = st.hull ?? (skiff ? '#e9eef2' : '#2f5a4a')
  out.push(path(hullD, hull))
  const inner: string[] = []
  inner.push(rect(-5, -0.24 * H, L + 10, 0.26 * H, skiff ? C.sea : '#243f35'))
  for (let x = 0.2 * L; x < L; x += 0.09 * L)
    inner.push(line(x, -1.1 * H, x, 0, '#ffffff', 1.5, 'stroke-opacity="0.14"'))
  inner.push(rect(-5, -0.34 * H, L + 10, 0.06 * H, st.accent ?? C.orange))
  out.push(g('', inner.join(''), `clip-path="url(#${clip})"`))
  out.push(line(0.02 * L, -1.1 * H, L, -H, '#c9d1d8', 0.12 * H, 'stroke-linecap="round"'))
  out.push(circle(0.05 * L, -0.55 * H, 3, '#8e98a1'))
  // Tiller (jon) or console-steered (skiff) outboard.
  out.push(outboard(L - 8, -H + 2, skiff ? 0.85 : 0.7, 22, skiff ? '#f4f6f8' : '#1f262e', C.orange))
  if (!skiff)
    out.push(line(L - 4, -H - 22, L - 50, -H - 30, '#2b323a', 4, 'stroke-linecap="round"'))
  const stemX = (y: number) => (y < -0.72 * H ? 0 : (0.16 * L * (y + 0.72 * H)) / (0.72 * H))
  return { svg: out.join(''), length: L, height: H, stemX, contactY: -0.6 * H, sink: 0.08 * H }
}

export function boat(kind: BoatKind, style: BoatStyle = {}): Boat {
  switch (kind) {
    case 'runabout':
      return runabout(style, false)
    case 'center':
      return runabout(style, true)
    case 'bay':
      return bayBoat(style)
    case 'pontoon':
      return pontoon(style, 2)
    case 'tritoon':
      return pontoon(style, 3)
    case 'pwc':
      return pwc(style)
    case 'jon':
      return jon(style, false)
    case 'skiff':
      return jon(style, true)
  }
}
