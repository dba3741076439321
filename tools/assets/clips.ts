/**
 * Animated hero scenes (viewBox 1280x720). `t` in [0, 1) is the loop phase; every moving part is
 * periodic in t so the clips loop seamlessly, and t = 0 is exactly the poster frame.
 */
import {
  bridge,
  clouds,
  conifer,
  deciduous,
  FAR,
  lighthouse,
  sailboat,
  sky,
  sun,
  treeline,
  water,
} from './backdrops'
import { rig } from './rig'
import { landscape } from './scenes'
import { C, defs, doc, ease, f, g, line, linear, path, rect, rng, uid } from './svg'
import { TRUCK, truck } from './trailer'

export const CLIP_W = 1280
export const CLIP_H = 720
const W = CLIP_W
const H = CLIP_H

/** Clip 1: golden-hour Chesapeake shore, boat on trailer, shimmering water. */
function harbor(t: number): string {
  const body = [
    landscape({
      w: W,
      h: H,
      mood: 'golden',
      setting: 'bay',
      seed: 11,
      horizon: 380,
      shore: 560,
      t,
      sunX: 330,
      bridgeX: [-20, 620],
      lighthouseX: 760,
      sails: [150],
    }),
  ]
  const rg = rig({
    boat: 'center',
    finish: 'alu',
    support: 'bunk',
    axles: 2,
    wheelR: 32,
    guides: true,
  })
  const width = W * 0.6
  const s = width / (rg.right - rg.left)
  body.push(g(`translate(${f(W * 0.37 - rg.left * s)} 680) scale(${s.toFixed(4)})`, rg.svg))
  return body.join('')
}

/** Boat position along its load path for the ramp clip: 0 = afloat, 1 = on the trailer. */
export function loadPhase(t: number): number {
  if (t < 0.06) return 0
  if (t < 0.45) return ease((t - 0.06) / 0.39)
  if (t < 0.55) return 1
  if (t < 0.94) return 1 - ease((t - 0.55) / 0.39)
  return 0
}

/** Clip 2: a boat driving onto a trailer backed down a launch ramp, then backing off again. */
function ramp(t: number): string {
  const horizon = 300
  const ws = 520
  const slopeDeg = 6
  const k = Math.tan((slopeDeg * Math.PI) / 180)
  const rampY = (x: number) => 468 + x * k
  const out: string[] = [sky(W, horizon + 4, 'morning'), sun(1010, 110, 30, 'morning')]
  out.push(clouds(W, 60, 200, 4, 21, 0.85, t))
  out.push(treeline(0, W, horizon + 1, 26, FAR.morning[0], 22))
  out.push(treeline(760, W, horizon + 1, 34, FAR.morning[1], 23))
  out.push(bridge(640, 1260, horizon - 8, 58, '#8aa4bd'))
  out.push(water(0, horizon, W, ws - horizon, 'morning', 24, t))
  out.push(lighthouse(980, horizon + 26, 0.9, 'morning'))
  out.push(sailboat(420, horizon + 30, 0.8, C.sea, t))
  // Shore embankment (grass over soil), deep water in front of it, then the concrete ramp slab.
  const shoreX = (ws - 468) / k
  out.push(
    path(`M0,404Q260,396 ${f(shoreX + 30)},${ws}L${f(shoreX - 150)},${H}L0,${H}Z`, '#6b5e4e'),
  )
  out.push(path(`M0,404Q260,396 ${f(shoreX + 30)},${ws}L0,${ws}Z`, '#93b174'))
  out.push(path(`M0,412Q250,404 ${f(shoreX)},${ws}`, 'none', 'stroke="#8b7a66" stroke-width="6"'))
  const dg = uid('dw')
  out.push(
    defs(
      linear(dg, [
        [0, '#2a5a86'],
        [1, '#0b2545'],
      ]),
    ),
  )
  out.push(
    path(`M${f(shoreX + 30)},${ws}L${W},${ws}L${W},${H}L${f(shoreX - 150)},${H}Z`, `url(#${dg})`),
  )
  const cg = uid('cr')
  out.push(
    defs(
      linear(cg, [
        [0, '#d3d8dc'],
        [1, '#9aa3ab'],
      ]),
    ),
  )
  const slab = 44
  out.push(
    path(
      `M0,${f(rampY(0))}L${W},${f(rampY(W))}L${W},${f(rampY(W) + slab)}L0,${f(rampY(0) + slab)}Z`,
      `url(#${cg})`,
    ),
  )
  out.push(line(0, rampY(0) + 3, W, rampY(W) + 3, '#ffffff', 2, 'stroke-opacity="0.5"'))
  for (let x = 30; x < W; x += 64)
    out.push(
      line(
        x,
        rampY(x) + 8,
        x + 18,
        rampY(x + 18) + slab - 6,
        '#0b2545',
        2,
        'stroke-opacity="0.08"',
      ),
    )

  // Truck + trailer on the slope, all in one rotated group anchored at the coupler.
  const p = loadPhase(t)
  const rg = rig({
    boat: 'runabout',
    finish: 'galv',
    support: 'bunk',
    guides: true,
    noStrap: p < 0.985,
    boatStyle: { hull: C.white, accent: C.orange },
  })
  const s = 0.85
  const x0 = 500
  const y0 = rampY(x0)
  const cplX = -0.72 * rg.geom.r
  const groupT = `translate(${f(x0)} ${f(y0)}) rotate(${slopeDeg}) scale(${s})`
  out.push(g(groupT, g(`translate(${f(cplX - TRUCK.hitchX)} 0)`, truck(0, C.navy)) + rg.back))

  // Boat pose: interpolate between afloat (level, off to the right) and loaded.
  const draft = 20
  const dx = 210
  const dyFloat = ws + draft * s - y0 - s * rg.boatAt[1]
  const bob = (1 - p) * 3 * Math.sin(2 * Math.PI * 3 * t)
  const ang = slopeDeg * p
  const boatT = `translate(${f(x0 + (1 - p) * dx)} ${f(y0 + (1 - p) * dyFloat + bob)}) rotate(${f(ang)}) scale(${s}) translate(${f(rg.boatAt[0])} ${f(rg.boatAt[1])})`
  out.push(g(boatT, rg.boat))
  out.push(g(groupT, rg.front))

  // Foreground water (translucent so the submerged ramp / wheels show through) and wake.
  const wg = uid('fw')
  out.push(
    defs(
      linear(wg, [
        [0, '#2f6a98', 0.55],
        [1, '#13315c', 0.85],
      ]),
    ),
  )
  out.push(path(`M${f(shoreX)},${ws}L${W},${ws}L${W},${H}L${f(shoreX - 180)},${H}Z`, `url(#${wg})`))
  out.push(line(shoreX, ws, W, ws, '#ffffff', 3, 'stroke-opacity="0.55"'))
  const rand = rng(25)
  for (let i = 0; i < 26; i++) {
    const y = ws + 8 + rand() * (H - ws - 10)
    const x = shoreX + rand() * (W - shoreX)
    const dxw = 10 * Math.sin(2 * Math.PI * (t + rand()))
    out.push(
      line(
        x + dxw,
        y,
        x + dxw + 20 + rand() * 50,
        y,
        '#ffffff',
        2,
        `stroke-linecap="round" stroke-opacity="${(0.12 + 0.2 * rand()).toFixed(2)}"`,
      ),
    )
  }
  const speed = Math.abs(loadPhase(t + 0.004) - loadPhase(t - 0.004)) / 0.008
  if (speed > 0.05) {
    const sternX = x0 + (1 - p) * dx + s * (rg.boatAt[0] + 500)
    const op = Math.min(0.8, speed * 0.35)
    for (let i = 0; i < 4; i++) {
      const wx = sternX + 10 + i * 36
      out.push(
        line(
          wx,
          ws - 2 + i * 3,
          wx + 40 + i * 12,
          ws - 2 + i * 3,
          '#ffffff',
          4 - i * 0.6,
          `stroke-linecap="round" stroke-opacity="${(op * (1 - i * 0.2)).toFixed(2)}"`,
        ),
      )
    }
  }
  return out.join('')
}

/** Repeat a tile of width `period` across the frame, shifted right by `shift` px. */
function scrolling(tile: string, period: number, shift: number): string {
  const off = ((shift % period) + period) % period
  const out: string[] = []
  for (let x = off - period; x < W + period; x += period) out.push(g(`translate(${f(x)} 0)`, tile))
  return out.join('')
}

/** Clip 3: truck towing a boat along a bayside road (camera follows the rig). */
function road(t: number): string {
  const horizon = 330
  const out: string[] = [sky(W, horizon + 4, 'day'), sun(250, 100, 30, 'day')]
  out.push(clouds(W, 50, 190, 4, 31, 0.85, t))
  out.push(treeline(0, W, horizon + 1, 20, FAR.day[0], 32))
  out.push(bridge(520, 1180, horizon - 8, 56, '#8aa4bd'))
  out.push(water(0, horizon, W, 150, 'day', 33, t))
  out.push(lighthouse(300, horizon + 28, 0.85, 'day'))
  out.push(sailboat(900, horizon + 40, 0.8, C.sea, t))

  // Shore strip with trees (half speed), guardrail + road (full speed), verge (1.5x).
  const D = 1600
  const mid = (() => {
    const rand = rng(34)
    const parts: string[] = [rect(0, 478, 800, 70, '#93b174')]
    for (let x = 20; x < 800; x += 70 + rand() * 90) {
      const sc = 0.7 + rand() * 0.5
      parts.push(
        rand() < 0.5 ? deciduous(x, 522, sc, '#6f9a5f', '#5a8450') : conifer(x, 524, sc, '#4f7a5a'),
      )
    }
    return parts.join('')
  })()
  out.push(rect(0, 474, W, 8, '#8b7a66'))
  out.push(scrolling(mid, 800, (D / 2) * t))
  const rail = [rect(0, 524, 100, 8, '#aeb6bd'), rect(44, 520, 10, 30, '#7c858d')].join('')
  out.push(rect(0, 545, W, 130, '#5a626c'))
  out.push(scrolling(rail, 100, D * t))
  out.push(rect(0, 532, W, 6, '#c5ccd2'))
  out.push(rect(0, 552, W, 4, '#e9edf0'))
  out.push(
    line(0, 600, W, 600, '#f4c361', 5, `stroke-dasharray="80 80" stroke-dashoffset="${f(-D * t)}"`),
  )
  out.push(rect(0, 664, W, 4, '#e9edf0'))
  const verge = (() => {
    const rand = rng(35)
    const parts: string[] = []
    for (let x = 0; x < 800; x += 18 + rand() * 40) {
      const hh = 10 + rand() * 16
      parts.push(
        path(
          `M${f(x)},${H}Q${f(x + 2)},${f(H - hh)} ${f(x + 8)},${f(H - hh - 6)}Q${f(x + 6)},${f(H - hh + 4)} ${f(x + 10)},${H}Z`,
          '#5a8450',
        ),
      )
    }
    return parts.join('')
  })()
  out.push(rect(0, 670, W, 50, '#7ea062'))
  out.push(scrolling(verge, 800, 1.5 * D * t))

  // Rig: truck + trailer + boat, moving left; wheels turn counter-clockwise.
  const s = 0.9
  const rg0 = rig({
    boat: 'runabout',
    finish: 'alu',
    support: 'bunk',
    guides: true,
    boatStyle: { hull: C.white, accent: C.sea },
  })
  const r = rg0.geom.r
  const spin = (radius: number) => -72 * Math.round(((D / (radius * s)) * (180 / Math.PI)) / 72) * t
  const rg = rig({
    boat: 'runabout',
    finish: 'alu',
    support: 'bunk',
    guides: true,
    wheelAngle: spin(r),
    boatStyle: { hull: C.white, accent: C.sea },
  })
  const cplX = -0.72 * r
  const truckX = cplX - TRUCK.hitchX
  const xc = 640 - (s * (truckX + rg.right)) / 2
  const groundY = 636
  const bounce = (ph: number) => 1.2 * Math.sin(2 * Math.PI * (6 * t) + ph)
  out.push(
    g(
      `translate(${f(xc)} ${f(groundY)}) scale(${s})`,
      g(`translate(${f(truckX)} ${f(bounce(0))})`, truck(spin(37), C.navy)) +
        g(`translate(0 ${f(bounce(1.3))})`, rg.svg),
    ),
  )
  return out.join('')
}

export const CLIPS = [harbor, ramp, road]

/** Full SVG document for clip `n` (0-based) at phase t, rendered at the given pixel size. */
export function clipFrame(n: number, t: number, width: number, height: number): string {
  return doc(width, height, CLIPS[n](t), `0 0 ${W} ${H}`)
}
