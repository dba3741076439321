/**
 * Side-view boat trailer (and tow truck) drawings.
 *
 * Local coordinates: ground at y = 0 (y grows downward), coupler at x = 0, rear of the frame at
 * x = length. Everything scales with the wheel radius `r`.
 */
import { C, circle, f, g, line, linear, path, polygon, rect, rrect, shadow, uid } from './svg'

export type Finish = 'galv' | 'alu'
export type Support = 'bunk' | 'roller' | 'pontoon' | 'pwc'

export interface TrailerSpec {
  length: number
  axles?: 1 | 2 | 3
  wheelR?: number
  finish?: Finish
  support?: Support
  guides?: boolean
  /** Winch post height above the frame top. */
  winchH?: number
  /** Winch post position as a fraction of the length. */
  winchAt?: number
  /** Wheel rotation in degrees (for animation). */
  wheelAngle?: number
  /** Bow-eye point (local coords) the winch strap runs to. */
  strapTo?: [number, number]
  dualJack?: boolean
  /** Draw the ground contact shadow (default true). */
  shadow?: boolean
}

export interface TrailerGeom {
  r: number
  length: number
  frameTop: number
  frameBot: number
  /** y of the top of the bunks / rollers (where a hull rests). */
  bunkTop: number
  winchX: number
  /** x of the aft face of the bow stop. */
  bowStopX: number
  bowStopY: number
  winchDrum: [number, number]
  axleXs: number[]
}

export interface Metal {
  hi: string
  mid: string
  lo: string
  edge: string
}

export const METAL: Record<Finish, Metal> = {
  galv: { hi: '#c3cad0', mid: '#99a2aa', lo: '#6a737b', edge: '#4f5861' },
  alu: { hi: '#fbfcfd', mid: '#d5dce2', lo: '#9ea9b3', edge: '#7b8893' },
}

/** Metallic vertical gradient; returns [defs, fill url]. */
export function metalGrad(m: Metal): [string, string] {
  const id = uid('m')
  return [
    linear(id, [
      [0, m.hi],
      [0.45, m.mid],
      [1, m.lo],
    ]),
    `url(#${id})`,
  ]
}

export type WheelStyle = 'alu' | 'galv' | 'black'

/** A trailer/vehicle wheel seen from the side, rotated by `angle` degrees. */
export function wheel(cx: number, cy: number, r: number, style: WheelStyle, angle = 0): string {
  const parts: string[] = []
  parts.push(circle(cx, cy, r, C.tire))
  parts.push(circle(cx, cy, r * 0.84, 'none', `stroke="#2c333a" stroke-width="${f(r * 0.05)}"`))
  const rimR = r * 0.6
  const rim = style === 'alu' ? '#e6ebef' : style === 'galv' ? '#aeb6bd' : '#3a434c'
  parts.push(circle(cx, cy, rimR, rim))
  parts.push(
    circle(
      cx,
      cy,
      rimR,
      'none',
      `stroke="${style === 'alu' ? '#b8c2ca' : '#7c858d'}" stroke-width="${f(r * 0.06)}"`,
    ),
  )
  const inner: string[] = []
  if (style === 'alu' || style === 'black') {
    // Five spoke windows (annular sectors) between the spokes.
    const r0 = r * 0.24
    const r1 = r * 0.5
    const win = style === 'alu' ? '#404952' : '#1d2329'
    for (let i = 0; i < 5; i++) {
      const a0 = ((i * 72 + 14) * Math.PI) / 180
      const a1 = ((i * 72 + 58) * Math.PI) / 180
      const p = (rad: number, a: number) =>
        `${f(cx + rad * Math.cos(a))},${f(cy + rad * Math.sin(a))}`
      inner.push(
        path(
          `M${p(r0, a0)}L${p(r1, a0)}A${f(r1)},${f(r1)} 0 0 1 ${p(r1, a1)}L${p(r0, a1)}A${f(r0)},${f(r0)} 0 0 0 ${p(r0, a0)}Z`,
          win,
        ),
      )
    }
  } else {
    // Galvanized steel disc wheel: pressed ring and round vent holes.
    inner.push(circle(cx, cy, r * 0.42, 'none', `stroke="#8d969e" stroke-width="${f(r * 0.04)}"`))
    for (let i = 0; i < 5; i++) {
      const a = ((i * 72 + 36) * Math.PI) / 180
      inner.push(
        circle(cx + r * 0.33 * Math.cos(a), cy + r * 0.33 * Math.sin(a), r * 0.07, '#59626b'),
      )
    }
  }
  inner.push(circle(cx, cy, r * 0.2, style === 'alu' ? '#cfd6dc' : '#9aa3ab'))
  for (let i = 0; i < 5; i++) {
    const a = ((i * 72 - 90) * Math.PI) / 180
    inner.push(
      circle(cx + r * 0.13 * Math.cos(a), cy + r * 0.13 * Math.sin(a), r * 0.035, '#5f6871'),
    )
  }
  inner.push(circle(cx, cy, r * 0.075, '#eef2f5'))
  parts.push(g(`rotate(${f(angle)} ${f(cx)} ${f(cy)})`, inner.join('')))
  return parts.join('')
}

/** Build a trailer drawing; returns the SVG fragment and the key geometry for placing a boat. */
export function trailer(spec: TrailerSpec): { svg: string; front: string; geom: TrailerGeom } {
  const r = spec.wheelR ?? 30
  const L = spec.length
  const finish = spec.finish ?? 'galv'
  const support = spec.support ?? 'bunk'
  const axles = spec.axles ?? 1
  const m = METAL[finish]
  const [gradDef, metal] = metalGrad(m)
  const frameH = 0.42 * r
  const frameBot = -1.38 * r
  const frameTop = frameBot - frameH
  const winchX = (spec.winchAt ?? 0.2) * L
  const winchH = spec.winchH ?? 2.6 * r
  const wheelStyle: WheelStyle = finish === 'alu' ? 'alu' : 'galv'
  const out: string[] = [`<defs>${gradDef}</defs>`]

  // Axle positions.
  const axleCenter = (support === 'pwc' ? 0.6 : 0.58) * L
  const spread = 2.25 * r
  const axleXs =
    axles === 1
      ? [axleCenter]
      : axles === 2
        ? [axleCenter - spread / 2, axleCenter + spread / 2]
        : [axleCenter - spread, axleCenter, axleCenter + spread]

  if (spec.shadow !== false) {
    out.push(shadow(L * 0.5, 0, L * 0.56, r * 0.16, 0.18))
    for (const ax of axleXs) out.push(shadow(ax, 0, r * 1.1, r * 0.14, 0.3))
  }

  // Supports (bunks / rollers) sit behind the outboard wheels and fenders.
  let bunkTop = frameTop - 0.7 * r
  const bunkParts: string[] = []
  const bracket = (x: number, yTop: number) =>
    rect(
      x - 0.11 * r,
      yTop,
      0.22 * r,
      frameTop - yTop + 1,
      metal,
      `stroke="${m.edge}" stroke-width="${f(r * 0.03)}"`,
    )
  const bunkBoard = (x0: number, x1: number, top: number, th: number) =>
    rrect(x0, top, x1 - x0, th, th * 0.25, C.carpet) +
    rect(x0 + th * 0.2, top, x1 - x0 - th * 0.4, th * 0.22, C.carpetHi) +
    rect(x0, top + th * 0.78, x1 - x0, th * 0.22, '#222c37')
  if (support === 'bunk' || support === 'pontoon' || support === 'pwc') {
    const th = 0.28 * r
    if (support === 'pontoon') bunkTop = frameTop - 1.3 * r
    if (support === 'pwc') bunkTop = frameTop - 0.55 * r
    const x0 = support === 'pontoon' ? 0.14 * L : winchX + 0.7 * r
    const x1 = L + 0.25 * r
    const n = Math.max(2, Math.round((x1 - x0) / (3.2 * r)))
    for (let i = 0; i <= n; i++) {
      const x = x0 + 0.6 * r + ((x1 - x0 - 1.2 * r) * i) / n
      bunkParts.push(bracket(x, bunkTop + th - 1))
    }
    bunkParts.push(bunkBoard(x0, x1, bunkTop, th))
  } else {
    // Roller trailer: rocker arms each carrying three poly rollers, plus keel rollers up front.
    const rr = 0.2 * r
    bunkTop = frameTop - 0.78 * r
    const beamY = bunkTop + 2 * rr - 0.02 * r
    const beamH = 0.16 * r
    const x0 = winchX + 1.6 * r
    const x1 = L - 0.7 * r
    const k = Math.max(3, Math.round((x1 - x0) / (1.9 * r)))
    for (let i = 0; i <= k; i++) {
      const x = x0 + ((x1 - x0) * i) / k
      bunkParts.push(bracket(x, beamY + beamH - 1))
      bunkParts.push(rrect(x - 0.78 * r, beamY, 1.56 * r, beamH, beamH / 2, m.lo))
      for (const dx of [-0.52 * r, 0, 0.52 * r]) {
        bunkParts.push(
          circle(
            x + dx,
            bunkTop + rr,
            rr,
            C.orange,
            `stroke="#c97f3f" stroke-width="${f(r * 0.035)}"`,
          ),
        )
        bunkParts.push(circle(x + dx, bunkTop + rr, rr * 0.28, '#8a5227'))
      }
      bunkParts.push(circle(x, beamY + beamH / 2, 0.08 * r, m.edge))
    }
    // Keel roller near the winch stand.
    const kx = winchX + 0.8 * r
    bunkParts.push(bracket(kx, bunkTop + 0.45 * r))
    bunkParts.push(
      rrect(
        kx - 0.32 * r,
        bunkTop + 0.12 * r,
        0.64 * r,
        0.36 * r,
        0.16 * r,
        C.orange,
        `stroke="#c97f3f" stroke-width="${f(r * 0.035)}"`,
      ),
    )
  }
  out.push(bunkParts.join(''))

  // Winch stand: post, diagonal brace, winch drum with crank, rubber bow stop on top.
  const postW = 0.3 * r
  const winchTop = frameTop - winchH
  const drum: [number, number] = [winchX - 0.42 * r, frameTop - 0.56 * winchH]
  out.push(
    line(
      winchX - postW / 2,
      frameTop - 0.5 * winchH,
      winchX - 0.5 * winchH,
      frameTop + 1,
      m.lo,
      0.22 * r,
      'stroke-linecap="round"',
    ),
  )
  out.push(
    rect(
      winchX - postW / 2,
      winchTop,
      postW,
      winchH + 1,
      metal,
      `stroke="${m.edge}" stroke-width="${f(r * 0.03)}"`,
    ),
  )
  out.push(rrect(winchX - 0.75 * r, drum[1] - 0.42 * r, 0.75 * r, 0.84 * r, 0.1 * r, '#6f7880'))
  out.push(circle(drum[0], drum[1], 0.3 * r, '#30373f'))
  out.push(circle(drum[0], drum[1], 0.12 * r, '#9aa3ab'))
  out.push(
    line(
      drum[0],
      drum[1],
      drum[0] - 0.55 * r,
      drum[1] + 0.42 * r,
      '#30373f',
      0.09 * r,
      'stroke-linecap="round"',
    ),
  )
  out.push(circle(drum[0] - 0.55 * r, drum[1] + 0.42 * r, 0.1 * r, C.ink))
  const bowStopX = winchX + postW / 2 + 0.32 * r
  out.push(
    rrect(
      winchX - postW / 2 - 0.05 * r,
      winchTop - 0.12 * r,
      postW + 0.1 * r,
      0.2 * r,
      0.05 * r,
      m.lo,
    ),
  )
  out.push(
    rrect(
      winchX + postW / 2 - 0.08 * r,
      winchTop - 0.3 * r,
      0.4 * r,
      0.56 * r,
      0.14 * r,
      '#1f252b',
    ),
  )
  if (spec.strapTo) {
    out.push(line(drum[0], drum[1] - 0.3 * r, spec.strapTo[0], spec.strapTo[1], '#1d4e89', 0.1 * r))
  }

  // Coupler, safety chains and tongue jack.
  out.push(
    path(
      `M${f(0.3 * r)},${f(frameBot)}Q${f(-0.2 * r)},${f(frameBot + 0.95 * r)} ${f(-0.75 * r)},${f(frameBot + 0.15 * r)}`,
      'none',
      `stroke="#4a525a" stroke-width="${f(0.09 * r)}" stroke-dasharray="${f(0.16 * r)} ${f(0.07 * r)}" stroke-linecap="round"`,
    ),
  )
  out.push(rrect(-0.85 * r, frameTop - 0.22 * r, 1.5 * r, frameH + 0.34 * r, 0.22 * r, '#8c959d'))
  out.push(circle(-0.72 * r, frameBot - 0.02 * r, 0.34 * r, '#7c858d'))
  out.push(
    rrect(
      -0.55 * r,
      frameTop - 0.36 * r,
      0.8 * r,
      0.16 * r,
      0.08 * r,
      '#5d666e',
      `transform="rotate(-7 ${f(-0.15 * r)} ${f(frameTop)})"`,
    ),
  )

  // Main frame rail (tongue + side rails read as one beam from the side).
  out.push(
    rect(
      0.2 * r,
      frameTop,
      L - 0.2 * r,
      frameH,
      metal,
      `stroke="${m.edge}" stroke-width="${f(r * 0.03)}"`,
    ),
  )
  out.push(
    rect(0.2 * r, frameTop + frameH * 0.14, L - 0.2 * r, frameH * 0.1, m.hi, 'opacity="0.9"'),
  )
  out.push(rect(0.2 * r, frameBot - frameH * 0.2, L - 0.2 * r, frameH * 0.1, m.lo, 'opacity="0.7"'))
  for (let x = 0.9 * r; x < L - 0.3 * r; x += 2.4 * r) {
    out.push(circle(x, frameTop + frameH / 2, 0.045 * r, m.edge))
  }
  // Amber side marker near the front of the rail.
  out.push(
    rrect(winchX + 1.1 * r, frameTop + frameH * 0.22, 0.42 * r, frameH * 0.56, 0.06 * r, C.amber),
  )

  const jx = 0.09 * L
  const jackTop = frameTop - 0.95 * r
  out.push(rect(jx - 0.11 * r, jackTop, 0.22 * r, -0.62 * r - jackTop, '#2b323a'))
  out.push(rect(jx - 0.07 * r, -0.66 * r, 0.14 * r, 0.26 * r, '#aab2b9'))
  out.push(
    rrect(jx - 0.2 * r, frameTop - 0.06 * r, 0.4 * r, frameH + 0.12 * r, 0.05 * r, '#3a424b'),
  )
  out.push(
    path(
      `M${f(jx)},${f(jackTop)}L${f(jx + 0.38 * r)},${f(jackTop)}L${f(jx + 0.38 * r)},${f(jackTop + 0.22 * r)}`,
      'none',
      `stroke="#2b323a" stroke-width="${f(0.07 * r)}" stroke-linejoin="round"`,
    ),
  )
  out.push(circle(jx + 0.38 * r, jackTop + 0.26 * r, 0.07 * r, C.ink))
  out.push(rect(jx - 0.16 * r, -0.44 * r, 0.32 * r, 0.12 * r, '#2b323a'))
  if (spec.dualJack) {
    out.push(
      circle(jx - 0.17 * r, -0.17 * r, 0.17 * r, '#262c32') +
        circle(jx + 0.17 * r, -0.17 * r, 0.17 * r, '#262c32'),
    )
    out.push(
      circle(jx - 0.17 * r, -0.17 * r, 0.06 * r, '#aab2b9') +
        circle(jx + 0.17 * r, -0.17 * r, 0.06 * r, '#aab2b9'),
    )
  } else {
    out.push(circle(jx, -0.2 * r, 0.2 * r, '#262c32') + circle(jx, -0.2 * r, 0.07 * r, '#aab2b9'))
  }

  // Wheels and fender.
  const angle = spec.wheelAngle ?? 0
  for (const [i, ax] of axleXs.entries()) out.push(wheel(ax, -r, r, wheelStyle, angle + i * 23))
  const x0 = Math.min(...axleXs) - 1.3 * r
  const x1 = Math.max(...axleXs) + 1.3 * r
  const top = -2.42 * r
  const rc = 0.35 * r
  const yb = -1.2 * r
  const R = 1.13 * r
  const dx = Math.sqrt(R * R - (yb + r) * (yb + r))
  let d = `M${f(x0)},${f(yb)}L${f(x0)},${f(top + rc)}Q${f(x0)},${f(top)} ${f(x0 + rc)},${f(top)}L${f(x1 - rc)},${f(top)}Q${f(x1)},${f(top)} ${f(x1)},${f(top + rc)}L${f(x1)},${f(yb)}`
  for (const ax of [...axleXs].reverse()) {
    d += `L${f(ax + dx)},${f(yb)}A${f(R)},${f(R)} 0 0 0 ${f(ax - dx)},${f(yb)}`
  }
  d += 'Z'
  out.push(
    path(d, metal, `stroke="${m.edge}" stroke-width="${f(r * 0.04)}" stroke-linejoin="round"`),
  )
  out.push(rrect(x0 + 0.25 * r, top - 0.08 * r, x1 - x0 - 0.5 * r, 0.16 * r, 0.08 * r, '#3a424b'))
  out.push(rrect(x0 + 0.14 * r, top + 0.34 * r, 0.34 * r, 0.2 * r, 0.04 * r, C.amber))
  out.push(rrect(x1 - 0.48 * r, top + 0.34 * r, 0.34 * r, 0.2 * r, 0.04 * r, C.red))

  // Guide-on posts with white PVC sleeves (outboard of the hull, so drawn in front of a boat).
  const front: string[] = []
  if (spec.guides) {
    const gx = L - 0.35 * r
    front.push(rect(gx - 0.06 * r, frameTop - 3.7 * r, 0.12 * r, 3.7 * r, metal))
    front.push(
      rrect(
        gx - 0.17 * r,
        frameTop - 3.6 * r,
        0.34 * r,
        2.3 * r,
        0.17 * r,
        '#f7f9fb',
        `stroke="#c5ced6" stroke-width="${f(r * 0.04)}"`,
      ),
    )
    front.push(rect(gx - 0.25 * r, frameTop - 0.25 * r, 0.5 * r, 0.3 * r, m.lo))
  }
  // LED tail light at the rear corner.
  out.push(rect(L - 0.1 * r, frameTop - 0.18 * r, 0.3 * r, 0.2 * r, m.lo))
  out.push(rrect(L - 0.02 * r, frameTop - 0.62 * r, 0.56 * r, 0.46 * r, 0.08 * r, C.red))
  out.push(rrect(L + 0.06 * r, frameTop - 0.54 * r, 0.4 * r, 0.1 * r, 0.05 * r, '#ef8a96'))

  return {
    svg: out.join(''),
    front: front.join(''),
    geom: {
      r,
      length: L,
      frameTop,
      frameBot,
      bunkTop,
      winchX,
      bowStopX,
      bowStopY: winchTop,
      winchDrum: drum,
      axleXs,
    },
  }
}

/**
 * Pickup truck facing left (front at x = 0), ground at y = 0. The hitch ball is at TRUCK.hitchX/hitchY.
 */
export const TRUCK = { hitchX: 532, hitchY: -48, length: 505 }

export function truck(wheelAngle = 0, body: string = C.navy): string {
  const out: string[] = []
  const [gd, glass] = ((): [string, string] => {
    const id = uid('gl')
    return [
      linear(id, [
        [0, '#3d6592'],
        [1, '#1b3558'],
      ]),
      `url(#${id})`,
    ]
  })()
  out.push(`<defs>${gd}</defs>`)
  out.push(shadow(250, 0, 280, 6, 0.25))
  // Hitch receiver and ball mount.
  out.push(rect(495, -52, 40, 10, '#3a424b'))
  out.push(circle(532, -50, 8, '#9aa3ab'))
  // Body.
  out.push(
    path(
      'M8,-34L0,-62Q2,-98 22,-106L152,-114L214,-170Q218,-174 226,-174L300,-175Q312,-174 314,-162L316,-118L498,-118Q504,-117 504,-110L504,-40Q504,-32 496,-32L12,-32Z',
      body,
    ),
  )
  // Lower cladding, bumpers, bed rail.
  out.push(path('M4,-48L504,-48L504,-40Q504,-32 496,-32L12,-32L8,-34Z', '#1a2330'))
  out.push(rrect(-4, -62, 26, 20, 4, '#aab3bb'))
  out.push(rrect(492, -60, 18, 18, 3, '#aab3bb'))
  out.push(rect(316, -118, 188, 6, '#0a1a30'))
  // Windows.
  out.push(
    polygon(
      [
        [160, -112],
        [214, -164],
        [248, -165],
        [248, -114],
      ],
      glass,
    ),
  )
  out.push(
    polygon(
      [
        [256, -114],
        [256, -166],
        [298, -167],
        [303, -162],
        [304, -114],
      ],
      glass,
    ),
  )
  out.push(
    polygon(
      [
        [172, -116],
        [206, -150],
        [214, -150],
        [182, -116],
      ],
      '#ffffff',
      'opacity="0.25"',
    ),
  )
  // Door seams, handles, mirror, lights.
  out.push(line(252, -112, 252, -50, '#07182d', 2))
  out.push(line(156, -112, 156, -50, '#07182d', 2))
  out.push(rrect(226, -102, 16, 4, 2, '#6d7a88'))
  out.push(rrect(284, -102, 16, 4, 2, '#6d7a88'))
  out.push(path('M150,-116L140,-130L160,-130L164,-116Z', '#08182c'))
  out.push(path('M2,-70Q3,-88 16,-94L24,-94L24,-72Z', '#f1f4f7'))
  out.push(rrect(8, -92, 10, 6, 2, C.amber))
  out.push(rrect(496, -108, 8, 26, 2, C.red))
  // Wheel wells and wheels.
  for (const x of [96, 416]) {
    out.push(path(`M${x - 48},-32A48,48 0 0 1 ${x + 48},-32Z`, '#0a121c'))
    out.push(wheel(x, -37, 37, 'black', wheelAngle))
  }
  return out.join('')
}
