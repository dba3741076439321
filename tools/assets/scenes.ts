/**
 * Still scenes: category cards, wide heroes, demo-inventory "photos" and the Open Graph image.
 */
import {
  bridge,
  building,
  clouds,
  conifer,
  deciduous,
  dock,
  FAR,
  fence,
  flag,
  ground,
  hills,
  lighthouse,
  reeds,
  sailboat,
  sky,
  sun,
  sunPath,
  treeline,
  water,
  type Mood,
} from './backdrops'
import { placeRig, rig, type RigSpec } from './rig'
import { C, doc, rect, rng } from './svg'
import { accessoryCollage } from './accessories'
import { cataloguePageSlugs, type CataloguePageSlug } from '@/lib/catalogue/types'

export type Setting = 'bay' | 'lake' | 'marsh' | 'beach' | 'marina' | 'lot'

export interface LandOpts {
  w: number
  h: number
  mood: Mood
  setting: Setting
  seed: number
  /** Horizon (far shore) y and the y where water meets the foreground. */
  horizon: number
  shore: number
  t?: number
  sunX?: number
  bridgeX?: [number, number]
  lighthouseX?: number
  sails?: number[]
}

const GROUND: Record<Mood, Record<'pave' | 'grass' | 'sand', [string, string]>> = {
  day: {
    pave: ['#c3cad1', '#98a3ad'],
    grass: ['#93b174', '#6c8c59'],
    sand: ['#efe3c6', '#d8c7a0'],
  },
  morning: {
    pave: ['#cdd2d8', '#a2abb4'],
    grass: ['#9db67f', '#738f60'],
    sand: ['#f3e6cb', '#dccaa5'],
  },
  golden: {
    pave: ['#b7aaa3', '#7f7a82'],
    grass: ['#9b9a66', '#667454'],
    sand: ['#e9c9a2', '#b99c7e'],
  },
  dusk: {
    pave: ['#6e7385', '#434a5e'],
    grass: ['#5a6a5b', '#3e4d46'],
    sand: ['#a99483', '#6f6470'],
  },
}

/** Sky, far shore, water and foreground for a given setting. Returns SVG body (no <svg>). */
export function landscape(o: LandOpts): string {
  const { w, h, mood, setting, seed, horizon, shore } = o
  const t = o.t ?? 0
  const warm = mood === 'golden' || mood === 'dusk'
  const [far0, far1] = FAR[mood]
  const out: string[] = [sky(w, horizon + 4, mood)]
  const sunX = o.sunX ?? w * 0.72
  if (warm) out.push(sun(sunX, horizon - h * 0.07, h * 0.045, mood))
  else out.push(sun(sunX, h * 0.14, h * 0.04, mood))
  out.push(
    clouds(
      w,
      h * 0.08,
      horizon * 0.55,
      Math.round(w / 420) + 1,
      seed + 1,
      warm ? 0.85 : 0.8,
      t,
      mood === 'dusk' ? '#3f5580' : mood === 'golden' ? '#d9a994' : '#ffffff',
    ),
  )

  // Far shore.
  if (setting === 'lake' || setting === 'lot') {
    out.push(hills(w, horizon - h * 0.05, h * 0.11, far0, seed + 2, horizon + 2, w / 7))
    out.push(hills(w, horizon - h * 0.01, h * 0.06, far1, seed + 3, horizon + 2, w / 11))
    out.push(treeline(0, w, horizon + 1, h * 0.035, warm ? '#2f4868' : '#5f7f8c', seed + 4))
  } else if (setting === 'beach') {
    out.push(treeline(w * 0.55, w, horizon + 1, h * 0.02, far0, seed + 4))
  } else {
    out.push(treeline(0, w, horizon + 1, h * (setting === 'marsh' ? 0.028 : 0.022), far0, seed + 4))
    out.push(treeline(w * 0.6, w, horizon + 1, h * 0.035, far1, seed + 5))
  }
  if (o.bridgeX)
    out.push(
      bridge(
        o.bridgeX[0],
        o.bridgeX[1],
        horizon - h * 0.012,
        h * 0.085,
        warm ? '#4a5f80' : '#8aa4bd',
      ),
    )

  if (setting === 'lot') {
    out.push(ground(horizon, w, h - horizon, ...GROUND[mood].grass, seed, false))
    return out.join('')
  }

  // Water.
  out.push(water(0, horizon, w, shore - horizon, mood, seed + 6, t))
  if (warm) out.push(sunPath(sunX, horizon, shore, seed + 7, t))
  if (o.lighthouseX !== undefined)
    out.push(lighthouse(o.lighthouseX, horizon + h * 0.04, h / 600, mood))
  for (const [i, sx] of (o.sails ?? []).entries()) {
    out.push(
      sailboat(
        sx,
        horizon + h * (0.03 + 0.015 * i),
        (h / 600) * (0.7 + 0.2 * i),
        warm ? '#2b3a55' : C.sea,
        t + i * 0.3,
      ),
    )
  }
  if (setting === 'marina') {
    const dy = horizon + (shore - horizon) * 0.35
    out.push(dock(w * 0.04, w * 0.62, dy, h / 700, dy + (shore - horizon) * 0.3))
    // Masts of moored boats behind the dock.
    const rand = rng(seed + 8)
    for (let i = 0; i < 7; i++) {
      const x = w * (0.08 + 0.08 * i + rand() * 0.03)
      out.push(rect(x, dy - h * (0.1 + rand() * 0.06), 2, h * 0.1, '#e6ecf1', 'opacity="0.8"'))
      out.push(rect(x - 20, dy - 10, 46, 10, '#f4f6f8', 'rx="5"'))
    }
  }

  // Shoreline edge and foreground.
  const kind = setting === 'beach' ? 'sand' : setting === 'lake' ? 'grass' : 'pave'
  const [g0, g1] = GROUND[mood][kind]
  if (setting === 'beach') {
    out.push(rect(0, shore - 3, w, 6, '#ffffff', 'opacity="0.55"'))
  } else if (setting === 'marsh') {
    out.push(
      reeds(
        0,
        w,
        shore + 4,
        h * 0.08,
        seed + 9,
        warm ? ['#8c7a5a', '#6f6a4a'] : ['#a3a86b', '#7d8a55', '#b8b27a'],
      ),
    )
  } else if (setting !== 'lake') {
    out.push(rect(0, shore - 2, w, h * 0.02 + 2, '#8b7a66'))
  }
  const gy = shore + (setting === 'marsh' ? 4 : kind === 'pave' ? h * 0.02 : 0)
  out.push(ground(gy, w, h - gy, g0, g1, seed + 10))
  if (setting === 'lake') {
    out.push(conifer(w * 0.04, shore + 6, h / 520, warm ? '#2f4f4a' : '#4f7a5a'))
    out.push(
      deciduous(
        w * 0.95,
        shore + 8,
        h / 560,
        warm ? '#4e6650' : '#6f9a5f',
        warm ? '#3c5240' : '#5a8450',
      ),
    )
  }
  return out.join('')
}

interface CategoryLook {
  mood: Mood
  setting: Setting
  card: RigSpec
  hero: RigSpec
  bridge?: boolean
  lighthouse?: boolean
  sails?: number
}

export const LOOKS: Record<Exclude<CataloguePageSlug, 'accessories'>, CategoryLook> = {
  aluminum: {
    mood: 'day',
    setting: 'bay',
    bridge: true,
    sails: 1,
    card: { boat: 'runabout', finish: 'alu', support: 'bunk', guides: true },
    hero: {
      boat: 'runabout',
      finish: 'alu',
      support: 'bunk',
      guides: true,
      boatStyle: { accent: C.sea },
    },
  },
  galvanized: {
    mood: 'morning',
    setting: 'marina',
    card: { boat: 'bay', finish: 'galv', support: 'bunk', guides: true, wheelR: 28 },
    hero: {
      boat: 'runabout',
      finish: 'galv',
      support: 'bunk',
      guides: true,
      boatStyle: { hull: C.sea },
    },
  },
  bunk: {
    mood: 'morning',
    setting: 'lake',
    card: { finish: 'alu', support: 'bunk', length: 560, axles: 2, guides: true },
    hero: {
      boat: 'bay',
      finish: 'alu',
      support: 'bunk',
      guides: true,
      wheelR: 28,
      boatStyle: { hull: '#ffffff', accent: C.sea },
    },
  },
  roller: {
    mood: 'day',
    setting: 'bay',
    lighthouse: true,
    card: { finish: 'galv', support: 'roller', length: 540, guides: true },
    hero: { boat: 'runabout', finish: 'galv', support: 'roller', guides: true },
  },
  pwc: {
    mood: 'day',
    setting: 'beach',
    lighthouse: true,
    card: { boat: 'pwc', finish: 'galv', support: 'pwc', wheelR: 22 },
    hero: { boat: 'pwc', finish: 'alu', support: 'pwc', wheelR: 22, boatStyle: { accent: C.sea } },
  },
  commander: {
    mood: 'golden',
    setting: 'bay',
    bridge: true,
    card: { boat: 'center', finish: 'alu', support: 'bunk', axles: 2, wheelR: 32, guides: true },
    hero: {
      boat: 'center',
      finish: 'galv',
      support: 'bunk',
      axles: 2,
      wheelR: 32,
      guides: true,
      boatStyle: { hull: C.sea },
    },
  },
  pontoon: {
    mood: 'day',
    setting: 'lake',
    sails: 1,
    card: { boat: 'pontoon', finish: 'alu', support: 'pontoon' },
    hero: { boat: 'pontoon', finish: 'galv', support: 'pontoon', boatStyle: { accent: C.sea } },
  },
  skiff: {
    mood: 'day',
    setting: 'marsh',
    card: { boat: 'skiff', finish: 'galv', support: 'bunk', wheelR: 26 },
    hero: { boat: 'jon', finish: 'galv', support: 'bunk', wheelR: 24 },
  },
  tritoon: {
    mood: 'dusk',
    setting: 'lake',
    card: { boat: 'tritoon', finish: 'alu', support: 'pontoon', axles: 2 },
    hero: {
      boat: 'tritoon',
      finish: 'alu',
      support: 'pontoon',
      axles: 2,
      boatStyle: { accent: C.sea },
    },
  },
}

/** 800x600 category card or 1600x700 hero. */
export function categoryScene(slug: CataloguePageSlug, variant: 'card' | 'hero'): string {
  const [w, h] = variant === 'card' ? [800, 600] : [1600, 700]
  const seed = cataloguePageSlugs.indexOf(slug) * 97 + (variant === 'card' ? 1 : 2)
  if (slug === 'accessories') return doc(w, h, accessoryCollage(w, h, variant))
  const look = LOOKS[slug]
  const horizon = h * (variant === 'card' ? 0.44 : 0.5)
  const shore = h * (variant === 'card' ? 0.66 : 0.72)
  const body = [
    landscape({
      w,
      h,
      mood: look.mood,
      setting: look.setting,
      seed,
      horizon,
      shore,
      sunX: variant === 'card' ? w * 0.78 : w * 0.3,
      bridgeX: look.bridge
        ? variant === 'card'
          ? [w * 0.02, w * 0.6]
          : [w * 0.02, w * 0.42]
        : undefined,
      lighthouseX: look.lighthouse ? w * (variant === 'card' ? 0.16 : 0.22) : undefined,
      sails: look.sails ? [w * (variant === 'card' ? 0.82 : 0.12)] : [],
    }),
  ]
  const spec = variant === 'card' ? look.card : look.hero
  const rg = rig({ ...spec })
  const width = variant === 'card' ? w * 0.86 : w * 0.56
  const x = variant === 'card' ? w * 0.07 : w * 0.4
  const groundY = variant === 'card' ? h * 0.9 : h * 0.91
  body.push(placeRig(rg, x, groundY, width).svg)
  return doc(w, h, body.join(''))
}

/** Demo inventory: twelve different trailers photographed on the dealer lot. */
export const INVENTORY: Array<{ spec: RigSpec; mood: Mood; wall: string; water: boolean }> = [
  {
    spec: { finish: 'alu', support: 'bunk', length: 520, guides: true },
    mood: 'day',
    wall: '#e2e8ee',
    water: false,
  },
  {
    spec: { finish: 'galv', support: 'bunk', length: 600, axles: 2, guides: true },
    mood: 'morning',
    wall: '#dfe5ea',
    water: true,
  },
  {
    spec: { finish: 'alu', support: 'roller', length: 520, guides: true },
    mood: 'day',
    wall: '#e8ecef',
    water: true,
  },
  {
    spec: {
      finish: 'galv',
      support: 'roller',
      length: 620,
      axles: 2,
      guides: true,
      dualJack: true,
    },
    mood: 'day',
    wall: '#dfe5ea',
    water: false,
  },
  {
    spec: { finish: 'alu', support: 'pontoon', length: 640, axles: 2 },
    mood: 'morning',
    wall: '#e2e8ee',
    water: true,
  },
  {
    spec: { finish: 'galv', support: 'pwc', length: 360, wheelR: 22 },
    mood: 'day',
    wall: '#e8ecef',
    water: false,
  },
  {
    spec: { boat: 'center', finish: 'alu', support: 'bunk', axles: 2, wheelR: 32, guides: true },
    mood: 'golden',
    wall: '#d9d6d4',
    water: true,
  },
  {
    spec: { boat: 'jon', finish: 'galv', support: 'bunk', wheelR: 24 },
    mood: 'day',
    wall: '#e2e8ee',
    water: false,
  },
  {
    spec: { finish: 'alu', support: 'pontoon', length: 700, axles: 2, dualJack: true },
    mood: 'day',
    wall: '#dfe5ea',
    water: false,
  },
  {
    spec: {
      boat: 'runabout',
      finish: 'galv',
      support: 'bunk',
      guides: true,
      boatStyle: { hull: C.sea },
    },
    mood: 'morning',
    wall: '#e8ecef',
    water: true,
  },
  {
    spec: {
      finish: 'alu',
      support: 'bunk',
      length: 720,
      axles: 3,
      wheelR: 32,
      guides: true,
      dualJack: true,
    },
    mood: 'day',
    wall: '#e2e8ee',
    water: false,
  },
  {
    spec: { boat: 'bay', finish: 'galv', support: 'roller', axles: 2, wheelR: 28, guides: true },
    mood: 'day',
    wall: '#dfe5ea',
    water: true,
  },
]

/** Faint perspective parking-space lines on a lot between y0 and y1. */
function lotLines(w: number, y0: number, y1: number): string {
  const out: string[] = []
  for (let k = -3; k <= 9; k++) {
    const x = w * (0.5 + (k - 3) * 0.16)
    const x1 = w * 0.5 + (x - w * 0.5) * 1.9
    out.push(
      `<line x1="${x.toFixed(1)}" y1="${y0}" x2="${x1.toFixed(1)}" y2="${y1}" stroke="#ffffff" stroke-opacity="0.28" stroke-width="3"/>`,
    )
  }
  return out.join('')
}

export function inventoryScene(i: number): string {
  const w = 1200
  const h = 800
  const item = INVENTORY[i]
  const seed = 500 + i * 31
  const horizon = h * 0.4
  const lotTop = h * 0.56
  const out: string[] = []
  if (item.water) {
    out.push(
      landscape({
        w,
        h,
        mood: item.mood,
        setting: 'bay',
        seed,
        horizon,
        shore: lotTop - h * 0.02,
        sunX: w * 0.85,
        bridgeX: i % 2 ? [w * 0.5, w * 1.05] : undefined,
        sails: [w * 0.2],
      }),
    )
  } else {
    out.push(landscape({ w, h, mood: item.mood, setting: 'lot', seed, horizon, shore: horizon }))
    out.push(building(w * (i % 2 ? 0.5 : 0.06), lotTop, w * 0.46, h * 0.2, item.wall))
    out.push(flag(w * (i % 2 ? 0.42 : 0.58), lotTop, h * 0.3))
    out.push(ground(lotTop, w, h - lotTop, ...(['#c6ccd2', '#9aa4ae'] as [string, string]), seed))
    out.push(fence(0, w, lotTop + h * 0.02, h * 0.07))
  }
  out.push(lotLines(w, lotTop + h * 0.03, h))
  // Other stock parked further back on the lot.
  const back = INVENTORY[(i + 5) % INVENTORY.length].spec
  const back2 = INVENTORY[(i + 7) % INVENTORY.length].spec
  out.push(
    `<g opacity="0.92">${placeRig(rig(back), w * (i % 2 ? 0.02 : 0.56), lotTop + h * 0.13, w * 0.42).svg}</g>`,
  )
  if (item.water)
    out.push(
      `<g opacity="0.92">${placeRig(rig(back2), w * (i % 2 ? 0.56 : 0.04), lotTop + h * 0.13, w * 0.4).svg}</g>`,
    )
  const rg = rig(item.spec)
  const len = rg.right - rg.left
  const width = item.spec.boat ? w * 0.9 : w * (0.78 + 0.16 * Math.min(1, len / 700))
  out.push(placeRig(rg, (w - width) / 2, h * 0.9, width).svg)
  return doc(w, h, out.join(''))
}

/** 1200x630 social share default. */
export function ogScene(): string {
  const w = 1200
  const h = 630
  const body = [
    landscape({
      w,
      h,
      mood: 'golden',
      setting: 'bay',
      seed: 4242,
      horizon: h * 0.5,
      shore: h * 0.7,
      sunX: w * 0.24,
      bridgeX: [w * 0.0, w * 0.45],
      lighthouseX: w * 0.56,
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
  body.push(placeRig(rg, w * 0.34, h * 0.9, w * 0.62).svg)
  return doc(w, h, body.join(''))
}
