/**
 * Accessory / option "product shots": each part is drawn centred on (0, 0) inside roughly
 * x in [-250, 250], y in [-190, 190] with its floor line near y = 180.
 */
import {
  C,
  circle,
  defs,
  ellipse,
  f,
  g,
  line,
  linear,
  path,
  polygon,
  radial,
  rect,
  rrect,
  shadow,
  uid,
} from './svg'
import { METAL, metalGrad, wheel } from './trailer'

export const ACCESSORY_NAMES = [
  'aluminum-wheels',
  'dual-wheel-tongue-jack',
  'electric-over-hydraulic-brakes',
  'stainless-steel-disc-brakes',
  'keel-rollers',
  'led-lights',
  'poly-bunk-covers',
  'pvc-load-guides',
  'spare-tires',
  'spare-tire-bracket-2x3',
  'spare-tire-bracket-3x4',
  'spare-tire-bracket-3x5',
  'stainless-steel-hardware',
  'swing-tongue',
  'target-bunks',
  'torsion-axles',
  'optional-tongue-lengths',
  'tongue-jacks',
  'windlass-bow-stop',
] as const
export type AccessoryName = (typeof ACCESSORY_NAMES)[number]

const STAINLESS = { hi: '#ffffff', mid: '#dbe1e6', lo: '#9aa6b0', edge: '#7a8793' }
const BLACK = '#23292f'

function grad(kind: 'galv' | 'ss' | 'alu'): [string, string] {
  return metalGrad(kind === 'ss' ? STAINLESS : METAL[kind])
}

function studioBg(w: number, h: number): string {
  const id = uid('st')
  return (
    defs(
      radial(
        id,
        [
          [0, '#ffffff'],
          [1, '#dbe4ec'],
        ],
        0.5,
        0.42,
        0.75,
      ),
    ) +
    rect(0, 0, w, h, `url(#${id})`) +
    rect(0, h - 6, w, 6, C.orange, 'opacity="0.9"')
  )
}

function jack(dual: boolean): string {
  const [gd, galv] = grad('galv')
  const tid = uid('j')
  const out = [
    defs(
      gd,
      linear(
        tid,
        [
          [0, '#444d56'],
          [0.5, '#2a3138'],
          [1, '#171c21'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
    shadow(0, 186, dual ? 120 : 90, 12, 0.2),
    // Crank.
    path(
      'M0,-186L0,-200L96,-200L96,-168',
      'none',
      `stroke="${BLACK}" stroke-width="12" stroke-linejoin="round"`,
    ),
    rrect(86, -170, 22, 46, 10, '#111519'),
    rrect(-30, -190, 60, 20, 6, '#1b2025'),
    rect(-24, -172, 48, 250, `url(#${tid})`),
    rect(-14, -160, 6, 225, '#ffffff', 'opacity="0.12"'),
    // Swivel mount bracket.
    rrect(-92, -110, 70, 110, 8, galv, `stroke="${METAL.galv.edge}" stroke-width="3"`),
    circle(-72, -86, 7, METAL.galv.edge),
    circle(-72, -26, 7, METAL.galv.edge),
    circle(-42, -86, 7, METAL.galv.edge),
    circle(-42, -26, 7, METAL.galv.edge),
    path(
      'M-92,-56Q-130,-56 -130,-30',
      'none',
      `stroke="${BLACK}" stroke-width="8" stroke-linecap="round"`,
    ),
    rect(-16, 76, 32, 40, '#b9c2ca'),
  ]
  if (dual) {
    out.push(rrect(-80, 112, 160, 16, 6, '#1b2025'))
    for (const x of [-46, 46]) {
      out.push(rect(x - 20, 120, 40, 30, '#1b2025'))
      out.push(
        circle(x, 148, 38, C.tire),
        circle(x, 148, 16, '#c8d0d7'),
        circle(x, 148, 6, '#5f6871'),
      )
    }
  } else {
    out.push(
      polygon(
        [
          [-30, 112],
          [30, 112],
          [24, 150],
          [-24, 150],
        ],
        '#1b2025',
      ),
    )
    out.push(
      circle(0, 144, 42, C.tire),
      circle(0, 144, 17, '#c8d0d7'),
      circle(0, 144, 6, '#5f6871'),
    )
  }
  return out.join('')
}

function rotor(cx: number, cy: number, r: number): string {
  const id = uid('r')
  const out = [
    defs(
      radial(id, [
        [0, '#f6f8fa'],
        [0.7, '#d3dae0'],
        [1, '#a3aeb8'],
      ]),
    ),
    circle(cx, cy, r, `url(#${id})`, 'stroke="#8793a0" stroke-width="3"'),
  ]
  for (let i = 0; i < 36; i++) {
    const a = (i * 10 * Math.PI) / 180
    out.push(
      line(
        cx + r * 0.66 * Math.cos(a),
        cy + r * 0.66 * Math.sin(a),
        cx + r * 0.93 * Math.cos(a + 0.12),
        cy + r * 0.93 * Math.sin(a + 0.12),
        '#8d99a5',
        2.5,
      ),
    )
  }
  out.push(circle(cx, cy, r * 0.52, '#c2cad1', 'stroke="#8d99a5" stroke-width="3"'))
  for (let i = 0; i < 5; i++) {
    const a = ((i * 72 - 90) * Math.PI) / 180
    out.push(circle(cx + r * 0.32 * Math.cos(a), cy + r * 0.32 * Math.sin(a), r * 0.06, '#6d7883'))
  }
  out.push(circle(cx, cy, r * 0.17, '#e8edf1', 'stroke="#8d99a5" stroke-width="3"'))
  return out.join('')
}

function caliper(cx: number, cy: number, r: number, angle: number): string {
  return g(
    `rotate(${angle} ${cx} ${cy})`,
    [
      rrect(
        cx + r * 0.62,
        cy - r * 0.42,
        r * 0.46,
        r * 0.84,
        r * 0.12,
        '#b3bdc6',
        'stroke="#7f8b96" stroke-width="3"',
      ),
      rect(cx + r * 0.7, cy - r * 0.3, r * 0.3, r * 0.6, '#ffffff', 'opacity="0.25"'),
      circle(cx + r * 0.85, cy - r * 0.26, r * 0.06, '#6d7883'),
      circle(cx + r * 0.85, cy + r * 0.26, r * 0.06, '#6d7883'),
      rect(cx + r * 1.06, cy - r * 0.08, r * 0.1, r * 0.08, '#8d99a5'),
    ].join(''),
  )
}

function keelRoller(x: number, y: number, s: number): string {
  const [gd, galv] = grad('galv')
  const k = (p: Array<[number, number]>) =>
    p.map(([a, b]): [number, number] => [x + a * s, y + b * s])
  return [
    defs(gd),
    rect(x - 112 * s, y - 16 * s, 16 * s, 110 * s, galv),
    rect(x + 96 * s, y - 16 * s, 16 * s, 110 * s, galv),
    rrect(
      x - 118 * s,
      y + 86 * s,
      236 * s,
      18 * s,
      4 * s,
      galv,
      `stroke="${METAL.galv.edge}" stroke-width="2"`,
    ),
    polygon(
      k([
        [-92, -46],
        [-82, -52],
        [-12, -26],
        [12, -26],
        [82, -52],
        [92, -46],
        [92, 46],
        [82, 52],
        [12, 26],
        [-12, 26],
        [-82, 52],
        [-92, 46],
      ]),
      C.orange,
      `stroke="#c97f3f" stroke-width="${f(3 * s)}"`,
    ),
    polygon(
      k([
        [-82, -40],
        [-12, -18],
        [12, -18],
        [82, -40],
        [82, -28],
        [12, -8],
        [-12, -8],
        [-82, -28],
      ]),
      '#ffffff',
      'opacity="0.3"',
    ),
    rect(x - 104 * s, y - 5 * s, 208 * s, 10 * s, '#8d99a5'),
    circle(x - 104 * s, y, 11 * s, '#6d7883'),
    circle(x + 104 * s, y, 11 * s, '#6d7883'),
  ].join('')
}

function bracketFor(wIn: number, hIn: number): string {
  const k = 30
  const tw = wIn * k
  const th = hIn * k
  const [gd, galv] = grad('galv')
  const [gs, ss] = grad('ss')
  const tx = -150 - tw / 2
  const out = [
    defs(gd, gs),
    shadow(-20, 184, 230, 12, 0.18),
    // Rail tube end view (hollow rectangle).
    rect(tx, -th / 2, tw, th, galv, `stroke="${METAL.galv.edge}" stroke-width="3"`),
    rect(tx + 7, -th / 2 + 7, tw - 14, th - 14, '#4a535c'),
    // Clamp plate with U-bolt around the tube.
    rect(
      tx + tw + 4,
      -th / 2 - 26,
      18,
      th + 52,
      galv,
      `stroke="${METAL.galv.edge}" stroke-width="2"`,
    ),
    path(
      `M${f(tx + tw + 12)},${f(-th / 2 - 14)}L${f(tx - 6)},${f(-th / 2 - 14)}Q${f(tx - 18)},${f(-th / 2 - 14)} ${f(tx - 18)},${f(-th / 2)}L${f(tx - 18)},${f(th / 2)}Q${f(tx - 18)},${f(th / 2 + 14)} ${f(tx - 6)},${f(th / 2 + 14)}L${f(tx + tw + 12)},${f(th / 2 + 14)}`,
      'none',
      `stroke="${ss}" stroke-width="9" stroke-linecap="round"`,
    ),
    rrect(tx + tw + 22, -th / 2 - 24, 16, 20, 3, '#a8b3bd'),
    rrect(tx + tw + 22, th / 2 + 4, 16, 20, 3, '#a8b3bd'),
    // Arm and wheel-mount plate with five studs.
    rect(
      tx + tw + 22,
      -16,
      200 - (tx + tw + 22) + 20,
      32,
      galv,
      `stroke="${METAL.galv.edge}" stroke-width="2"`,
    ),
    circle(120, 0, 84, galv, `stroke="${METAL.galv.edge}" stroke-width="3"`),
    circle(120, 0, 28, '#59626b'),
  ]
  for (let i = 0; i < 5; i++) {
    const a = ((i * 72 - 90) * Math.PI) / 180
    const cx = 120 + 55 * Math.cos(a)
    const cy = 55 * Math.sin(a)
    out.push(
      circle(cx, cy, 11, ss, 'stroke="#7a8793" stroke-width="2"'),
      circle(cx, cy, 4, '#7a8793'),
    )
  }
  return out.join('')
}

function bunkBoard(x: number, y: number, len: number, angle: number, poly: number): string {
  // Isometric-ish board; the aft `poly` fraction wears a white ribbed slick cover.
  const v: [number, number] = [
    len * Math.cos((angle * Math.PI) / 180),
    -len * Math.sin((angle * Math.PI) / 180),
  ]
  const u: [number, number] = [44, 26]
  const th = 42
  const P = (a: number, b: number): [number, number] => [
    x + v[0] * a + u[0] * b,
    y + v[1] * a + u[1] * b,
  ]
  const out = [
    polygon(
      [P(0, 1), P(1, 1), [P(1, 1)[0], P(1, 1)[1] + th], [P(0, 1)[0], P(0, 1)[1] + th]],
      '#1f2933',
    ),
    polygon([P(0, 0), P(1 - poly, 0), P(1 - poly, 1), P(0, 1)], C.carpet),
    polygon(
      [P(1 - poly, 0), P(1, 0), P(1, 1), P(1 - poly, 1)],
      '#f4f6f8',
      'stroke="#c5ced6" stroke-width="2"',
    ),
    polygon(
      [
        P(1 - poly, 1),
        P(1, 1),
        [P(1, 1)[0], P(1, 1)[1] + th * 0.4],
        [P(1 - poly, 1)[0], P(1 - poly, 1)[1] + th * 0.4],
      ],
      '#dfe5ea',
    ),
  ]
  for (const b of [0.2, 0.4, 0.6, 0.8]) {
    const a0 = P(1 - poly + 0.01, b)
    const a1 = P(0.995, b)
    out.push(line(a0[0], a0[1], a1[0], a1[1], '#b6c1cb', 2))
  }
  for (let a = 0.05; a < 1 - poly; a += 0.07) {
    const p0 = P(a, 0.1)
    const p1 = P(a + 0.03, 0.9)
    out.push(line(p0[0], p0[1], p1[0], p1[1], C.carpetHi, 2, 'stroke-opacity="0.5"'))
  }
  return out.join('')
}

function hexBolt(x: number, y: number, len: number, angle: number, ss: string): string {
  const parts = [
    rrect(0, -16, 34, 32, 4, ss, 'stroke="#7a8793" stroke-width="2"'),
    rect(10, -16, 3, 32, '#7a8793', 'opacity="0.5"'),
    rect(34, -10, len, 20, ss, 'stroke="#7a8793" stroke-width="2"'),
  ]
  for (let t = 34 + len * 0.3; t < 34 + len - 4; t += 7)
    parts.push(line(t, -10, t + 4, 10, '#8793a0', 1.5))
  return g(`translate(${x} ${y}) rotate(${angle})`, parts.join(''))
}

function hexNut(x: number, y: number, r: number, ss: string): string {
  const p: Array<[number, number]> = []
  for (let i = 0; i < 6; i++) {
    const a = ((i * 60 + 30) * Math.PI) / 180
    p.push([x + r * Math.cos(a), y + r * Math.sin(a)])
  }
  return (
    polygon(p, ss, 'stroke="#7a8793" stroke-width="2"') +
    circle(x, y, r * 0.48, '#8d99a5') +
    circle(x, y, r * 0.36, '#e9eef2')
  )
}

const DRAW: Record<AccessoryName, () => string> = {
  'aluminum-wheels': () =>
    shadow(10, 180, 230, 14, 0.2) + wheel(110, 5, 150, 'alu', 20) + wheel(-80, 15, 165, 'alu'),
  'spare-tires': () => {
    const out = [shadow(10, 182, 230, 14, 0.2), rrect(40, -160, 170, 340, 70, C.tire)]
    for (let y = -140; y < 170; y += 22) {
      out.push(
        path(
          `M60,${y}L100,${y + 8}L120,${y}L150,${y + 8}L190,${y}`,
          'none',
          'stroke="#3a424a" stroke-width="6" stroke-linejoin="round"',
        ),
      )
    }
    out.push(line(125, -150, 125, 170, '#2c333a', 8))
    out.push(wheel(-70, 15, 165, 'galv'))
    return out.join('')
  },
  'dual-wheel-tongue-jack': () => jack(true),
  'tongue-jacks': () => jack(false),
  'electric-over-hydraulic-brakes': () => {
    const out = [
      shadow(0, 182, 240, 12, 0.18),
      path(
        'M-150,60C-150,140 -240,120 -230,170',
        'none',
        `stroke="${BLACK}" stroke-width="9" stroke-linecap="round"`,
      ),
      rrect(-250, 160, 40, 24, 5, '#2b323a'),
      path(
        'M-60,10C20,10 -10,-120 70,-110',
        'none',
        'stroke="#b8c2ca" stroke-width="7" stroke-linecap="round"',
      ),
      rrect(-240, -70, 190, 140, 16, BLACK),
      rrect(-240, -70, 190, 36, 16, '#3a434c'),
      rect(-240, -44, 190, 10, '#3a434c'),
      rrect(-210, -10, 120, 50, 6, C.orange),
      rect(-196, 4, 70, 6, '#ffffff', 'opacity="0.6"'),
      rect(-196, 18, 90, 6, '#ffffff', 'opacity="0.6"'),
      circle(-90, -78, 18, '#1b2025'),
      rotor(120, 20, 120),
      caliper(120, 20, 120, -60),
    ]
    return out.join('')
  },
  'stainless-steel-disc-brakes': () =>
    shadow(0, 182, 190, 12, 0.18) + rotor(-10, 0, 165) + caliper(-10, 0, 165, -35),
  'keel-rollers': () =>
    shadow(0, 182, 240, 12, 0.18) + keelRoller(-110, -30, 1) + keelRoller(130, 60, 0.75),
  'led-lights': () => {
    const rid = uid('l')
    const aid = uid('l')
    const out = [
      defs(
        linear(rid, [
          [0, '#ef6f7e'],
          [1, '#a8293b'],
        ]),
        linear(aid, [
          [0, '#ffc98f'],
          [1, '#d9822f'],
        ]),
      ),
      shadow(0, 170, 240, 12, 0.18),
      path('M-120,80C-120,140 -60,120 -40,160', 'none', 'stroke="#2b323a" stroke-width="6"'),
      path('M130,40C130,120 180,110 190,150', 'none', 'stroke="#2b323a" stroke-width="6"'),
      rrect(-240, -100, 240, 180, 22, BLACK),
      rrect(-226, -86, 212, 152, 16, `url(#${rid})`),
    ]
    for (let i = 0; i < 6; i++)
      for (let j = 0; j < 4; j++)
        out.push(circle(-196 + i * 36, -58 + j * 34, 10, '#ffd0d5', 'opacity="0.9"'))
    out.push(rrect(40, -40, 180, 80, 40, BLACK), rrect(52, -30, 156, 60, 30, `url(#${aid})`))
    for (let i = 0; i < 4; i++) out.push(circle(84 + i * 32, 0, 9, '#fff1de'))
    return out.join('')
  },
  'poly-bunk-covers': () =>
    shadow(0, 170, 250, 14, 0.18) +
    bunkBoard(-250, 20, 420, 14, 0.55) +
    bunkBoard(-190, 120, 420, 14, 0.55),
  'pvc-load-guides': () => {
    const [gd, galv] = grad('galv')
    const out = [
      defs(gd),
      shadow(0, 182, 250, 12, 0.18),
      rect(-240, 140, 480, 30, galv, `stroke="${METAL.galv.edge}" stroke-width="3"`),
    ]
    for (const sd of [-1, 1]) {
      out.push(
        g(
          `rotate(${sd * 9} ${sd * 150} 150)`,
          [
            rect(sd * 150 - 30, 110, 60, 40, galv),
            rect(sd * 150 - 8, -170, 16, 290, galv),
            rrect(sd * 150 - 24, -190, 48, 240, 24, '#f7f9fb', 'stroke="#c5ced6" stroke-width="3"'),
            rect(sd * 150 - 14, -170, 8, 200, '#dfe5ea'),
            ellipse(sd * 150, -186, 22, 8, '#d5dce2'),
          ].join(''),
        ),
      )
    }
    return out.join('')
  },
  'spare-tire-bracket-2x3': () => bracketFor(2, 3),
  'spare-tire-bracket-3x4': () => bracketFor(3, 4),
  'spare-tire-bracket-3x5': () => bracketFor(3, 5),
  'stainless-steel-hardware': () => {
    const [gs, ss] = grad('ss')
    const out = [defs(gs), shadow(0, 176, 250, 12, 0.16)]
    // U-bolt.
    out.push(
      path(
        'M-200,-150L-200,40Q-200,110 -130,110Q-60,110 -60,40L-60,-150',
        'none',
        `stroke="${ss}" stroke-width="20"`,
      ),
    )
    out.push(hexNut(-200, -120, 26, ss), hexNut(-60, -120, 26, ss))
    out.push(hexBolt(-10, -120, 170, 18, ss), hexBolt(-20, -20, 190, 12, ss))
    out.push(hexNut(40, 110, 34, ss), hexNut(130, 110, 34, ss))
    out.push(
      circle(210, 96, 38, ss, 'stroke="#7a8793" stroke-width="2"'),
      circle(210, 96, 15, '#eef2f5'),
    )
    out.push(
      circle(200, 30, 30, ss, 'stroke="#7a8793" stroke-width="2"'),
      circle(200, 30, 12, '#eef2f5'),
    )
    return out.join('')
  },
  'swing-tongue': () => {
    const [gd, galv] = grad('galv')
    const beam = (x0: number, x1: number) =>
      rect(x0, -20, x1 - x0, 40, galv, `stroke="${METAL.galv.edge}" stroke-width="3"`)
    const coupler = (x: number) => rrect(x - 60, -30, 70, 60, 26, '#8c959d')
    const ghost = 'fill="none" stroke="#8d99a5" stroke-width="3" stroke-dasharray="10 8"'
    // Swung section pivots on the hinge pin at (px, py).
    const px = -5
    const py = 20
    const ang = 34
    const rad = 250
    const a0 = Math.atan2(0 - py, -250 - px)
    const a1 = a0 + (ang * Math.PI) / 180
    const p0: [number, number] = [px + rad * Math.cos(a0 + 0.06), py + rad * Math.sin(a0 + 0.06)]
    const p1: [number, number] = [px + rad * Math.cos(a1 - 0.1), py + rad * Math.sin(a1 - 0.1)]
    const tip: [number, number] = [px + rad * Math.cos(a1 - 0.02), py + rad * Math.sin(a1 - 0.02)]
    return [
      defs(gd),
      shadow(0, 170, 240, 10, 0.15),
      g(
        'translate(40 70) scale(0.85)',
        [
          `<rect x="-250" y="-20" width="230" height="40" ${ghost}/>`,
          `<rect x="-310" y="-30" width="70" height="60" rx="26" ${ghost}/>`,
          beam(10, 250),
          g(`rotate(${ang} ${px} ${py})`, beam(-240, -20) + coupler(-240)),
          rect(-30, -32, 50, 64, '#7c858d'),
          circle(px, py, 10, '#4f5861'),
          path(
            `M${f(p0[0])},${f(p0[1])}A${rad},${rad} 0 0 1 ${f(p1[0])},${f(p1[1])}`,
            'none',
            `stroke="${C.orange}" stroke-width="6" stroke-dasharray="14 10" stroke-linecap="round"`,
          ),
          circle(tip[0], tip[1], 9, C.orange),
        ].join(''),
      ),
    ].join('')
  },
  'target-bunks': () => {
    const [gd, galv] = grad('galv')
    const one = (x: number, y: number, a: number, s: number) =>
      g(
        `translate(${x} ${y}) scale(${s}) rotate(${a})`,
        [
          rect(-150, 70, 300, 26, galv, `stroke="${METAL.galv.edge}" stroke-width="2"`),
          polygon(
            [
              [-50, 70],
              [50, 70],
              [24, 10],
              [-24, 10],
            ],
            galv,
            `stroke="${METAL.galv.edge}" stroke-width="2"`,
          ),
          rrect(-120, -34, 240, 46, 8, C.carpet),
          rect(-112, -34, 224, 9, C.carpetHi),
          circle(0, 20, 10, '#4f5861'),
        ].join(''),
      )
    return (
      defs(gd) + shadow(0, 182, 240, 12, 0.18) + one(-100, -50, -5, 0.9) + one(110, 60, 4, 0.95)
    )
  },
  'torsion-axles': () => {
    const [gd, galv] = grad('galv')
    const hub = (x: number, y: number) =>
      circle(x, y, 48, '#9aa3ab', `stroke="${METAL.galv.edge}" stroke-width="3"`) +
      circle(x, y, 22, '#e6ebef') +
      [0, 1, 2, 3, 4]
        .map((i) => {
          const a = ((i * 72 - 90) * Math.PI) / 180
          return circle(x + 34 * Math.cos(a), y + 34 * Math.sin(a), 5, '#4f5861')
        })
        .join('')
    return [
      defs(gd),
      shadow(0, 182, 250, 12, 0.18),
      rect(-170, -84, 36, 40, galv),
      rect(134, -84, 36, 40, galv),
      rect(-220, -50, 440, 56, galv, `stroke="${METAL.galv.edge}" stroke-width="3"`),
      rect(-220, -40, 440, 8, '#ffffff', 'opacity="0.35"'),
      line(-205, -20, -225, 80, '#6f7880', 30, 'stroke-linecap="round"'),
      line(205, -20, 225, 80, '#6f7880', 30, 'stroke-linecap="round"'),
      hub(-228, 100),
      hub(228, 100),
    ].join('')
  },
  'optional-tongue-lengths': () => {
    const [gd, galv] = grad('galv')
    const coupler = (x: number, extra = '') => rrect(x - 60, 4, 72, 52, 22, '#8c959d', extra)
    const ghost = 'fill="none" stroke="#8d99a5" stroke-width="3" stroke-dasharray="10 8"'
    const arrow = (x: number, dir: 1 | -1) =>
      polygon(
        [
          [x, -60],
          [x + dir * 22, -72],
          [x + dir * 22, -48],
        ],
        C.navy,
      )
    return [
      defs(gd),
      shadow(20, 170, 260, 10, 0.15),
      g(
        'translate(40 20) scale(0.86)',
        [
          g('', rect(-290, 14, 200, 32, galv) + coupler(-200) + coupler(-300), 'opacity="0.35"'),
          `<rect x="-300" y="14" width="200" height="32" ${ghost}/>`,
          rect(-100, 14, 360, 32, galv, `stroke="${METAL.galv.edge}" stroke-width="3"`),
          coupler(-100),
          rect(150, -110, 24, 126, galv, `stroke="${METAL.galv.edge}" stroke-width="2"`),
          rrect(170, -124, 26, 40, 9, '#1f252b'),
          circle(140, -40, 20, '#30373f'),
          rect(40, -50, 18, 170, BLACK),
          circle(49, 150, 24, C.tire),
          circle(49, 150, 8, '#c8d0d7'),
          line(-280, -60, 240, -60, C.navy, 5),
          arrow(-300, 1),
          arrow(260, -1),
          ...[-300, -200, -100].map((x) =>
            line(
              x + 6,
              -80,
              x + 6,
              0,
              C.orange,
              5,
              'stroke-dasharray="8 7" stroke-linecap="round"',
            ),
          ),
          line(266, -84, 266, -36, C.navy, 5),
        ].join(''),
      ),
    ].join('')
  },
  'windlass-bow-stop': () => {
    const [gd, galv] = grad('galv')
    return [
      defs(gd),
      shadow(0, 182, 240, 12, 0.18),
      rect(-200, 140, 400, 34, galv, `stroke="${METAL.galv.edge}" stroke-width="3"`),
      line(-20, 60, -150, 142, METAL.galv.lo, 22, 'stroke-linecap="round"'),
      rect(-22, -170, 44, 312, galv, `stroke="${METAL.galv.edge}" stroke-width="3"`),
      rect(-22, -200, 170, 36, galv, `stroke="${METAL.galv.edge}" stroke-width="3"`),
      circle(120, -150, 34, '#1f252b'),
      circle(170, -150, 34, '#1f252b'),
      circle(120, -150, 10, '#59626b'),
      circle(170, -150, 10, '#59626b'),
      rrect(-110, -40, 88, 110, 10, '#6f7880'),
      circle(-70, 15, 40, '#1d4e89'),
      circle(-70, 15, 16, '#9aa3ab'),
      path('M-70,-25L230,10', 'none', 'stroke="#1d4e89" stroke-width="12"'),
      path(
        'M228,0L252,4Q268,8 262,26Q256,40 242,32',
        'none',
        'stroke="#9aa3ab" stroke-width="9" stroke-linecap="round"',
      ),
      line(-70, 15, -150, 80, BLACK, 10, 'stroke-linecap="round"'),
      rrect(-170, 70, 30, 40, 12, '#111519'),
    ].join('')
  },
}

/** A single 600x450 product image body. */
export function accessoryBody(name: AccessoryName, w = 600, h = 450): string {
  const s = Math.min(w / 600, h / 450)
  return (
    studioBg(w, h) + g(`translate(${f(w / 2)} ${f(h / 2)}) scale(${s.toFixed(4)})`, DRAW[name]())
  )
}

/** Collage of several parts for the "accessories" category card / hero. */
export function accessoryCollage(w: number, h: number, variant: 'card' | 'hero'): string {
  const items: Array<[AccessoryName, number, number, number]> =
    variant === 'card'
      ? [
          ['aluminum-wheels', 0.3, 0.36, 0.62],
          ['tongue-jacks', 0.72, 0.34, 0.6],
          ['led-lights', 0.26, 0.78, 0.45],
          ['stainless-steel-disc-brakes', 0.74, 0.78, 0.45],
        ]
      : [
          ['aluminum-wheels', 0.47, 0.45, 0.8],
          ['dual-wheel-tongue-jack', 0.68, 0.42, 0.75],
          ['stainless-steel-disc-brakes', 0.85, 0.62, 0.55],
          ['keel-rollers', 0.62, 0.84, 0.42],
          ['led-lights', 0.85, 0.24, 0.42],
        ]
  const out = [studioBg(w, h)]
  for (const [name, x, y, s] of items) {
    out.push(g(`translate(${f(w * x)} ${f(h * y)}) scale(${(s * h) / 600})`, DRAW[name]()))
  }
  return out.join('')
}
