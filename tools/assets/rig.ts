/**
 * A "rig" = a trailer with (optionally) a boat sitting on its bunks, positioned so the bow meets
 * the bow stop and the winch strap runs to the bow eye.
 */
import { boat as drawBoat, type BoatKind, type BoatStyle } from './boats'
import { g, f } from './svg'
import { trailer, type Finish, type Support, type TrailerGeom } from './trailer'

export interface RigSpec {
  boat?: BoatKind
  boatStyle?: BoatStyle
  finish: Finish
  support: Support
  axles?: 1 | 2 | 3
  wheelR?: number
  guides?: boolean
  /** Trailer length; defaults to fit the boat (required when there is no boat). */
  length?: number
  wheelAngle?: number
  dualJack?: boolean
  /** Hide the winch strap (e.g. while the boat is still afloat). */
  noStrap?: boolean
  shadow?: boolean
}

export interface Rig {
  /** Complete drawing: trailer, boat, then the outboard guide posts. */
  svg: string
  /** The separate layers, for scenes that move the boat independently. */
  back: string
  boat: string
  front: string
  /** Where the boat's local origin (bow, keel line) sits in rig coordinates. */
  boatAt: [number, number]
  /** Horizontal extent in local units (coupler side is negative). */
  left: number
  right: number
  geom: TrailerGeom
}

export function rig(spec: RigSpec): Rig {
  const r = spec.wheelR ?? 30
  const base = trailer({ length: 100, support: spec.support, wheelR: r, shadow: false }).geom
  if (!spec.boat) {
    const L = spec.length ?? 520
    const t = trailer({
      length: L,
      support: spec.support,
      finish: spec.finish,
      axles: spec.axles,
      wheelR: r,
      guides: spec.guides,
      wheelAngle: spec.wheelAngle,
      dualJack: spec.dualJack,
      shadow: spec.shadow,
      winchH: spec.support === 'pontoon' ? 1.8 * r : 2.1 * r,
    })
    return {
      svg: t.svg + t.front,
      back: t.svg,
      boat: '',
      front: t.front,
      boatAt: [0, 0],
      left: -1.2 * r,
      right: L + 0.6 * r,
      geom: t.geom,
    }
  }
  const b = drawBoat(spec.boat, spec.boatStyle)
  const keelY = base.bunkTop + b.sink
  const contact = keelY + b.contactY
  const winchH = base.frameTop - contact
  const stem = b.stemX(b.contactY)
  const L = spec.length ?? (0.32 * r - stem + b.length) / 0.8
  const bowStopX = 0.2 * L + 0.47 * r
  const bx = bowStopX - stem
  const eyeY = b.contactY + 0.1 * b.height
  const t = trailer({
    length: L,
    support: spec.support,
    finish: spec.finish,
    axles: spec.axles,
    wheelR: r,
    guides: spec.guides,
    wheelAngle: spec.wheelAngle,
    dualJack: spec.dualJack,
    shadow: spec.shadow,
    winchH,
    strapTo: spec.noStrap ? undefined : [bx + b.stemX(eyeY) + 4, keelY + eyeY],
  })
  return {
    svg: t.svg + g(`translate(${f(bx)} ${f(keelY)})`, b.svg) + t.front,
    back: t.svg,
    boat: b.svg,
    front: t.front,
    boatAt: [bx, keelY],
    left: -1.2 * r,
    right: Math.max(L + 0.6 * r, bx + b.length * 1.1),
    geom: t.geom,
  }
}

/** Place a rig so its width fills `width` px with the ground line at (x, groundY). */
export function placeRig(
  rg: Rig,
  x: number,
  groundY: number,
  width: number,
): { svg: string; scale: number } {
  const s = width / (rg.right - rg.left)
  const tx = x - rg.left * s
  return { svg: g(`translate(${f(tx)} ${f(groundY)}) scale(${s.toFixed(4)})`, rg.svg), scale: s }
}
