import type { PictureFamily } from '../../picture-families'
import type { RGB } from '../png'
import { arc, BLACK, hex, lit, mix, pairs, shade, WHITE } from './canvas'
import { between, brightness, chunk, flecks, leaves, lens, pick, rotate, type Scene, strew, turned } from './shapes'
import { CHINA, GLAZES, WOODS } from './palette'
import { sketch } from './sketch'
import { board, bowl, castShadow, gloss, mixAll, plate, steam } from './vessels'

/** Rice fried with what the recipe adds, heaped in a dome on a plate, a spoon beside it. */
function friedRice(s: Scene, { c, p, rand } = s) {
  plate(c, 400, 330, 330, 160, pick(rand, CHINA))
  // Golden from the wok's oil and egg, a little darker for the soy sauce.
  const rice = mix(mix(p.first('rice', '#f7f5ee'), hex('#e6b552'), 0.4), p.first('sauce', '#c89a58'), 0.1)
  sketch(c, 'rice_heap', [0, 0], { rice })
  sketch(c, 'rice_dome', [0, 0], { rice })
  riceGrains(s, 400, 290, 190, 96, rice, 420)
  const bits = p.all('mix_ins', ['#7ab648', '#ee7d2b', '#f6c945'], 5)
  strew(s, 46, [400, 292, 180, 86], (x, y, k) =>
    c.rect(x - 8, y - 6, x + 8, y + 6, 3, shade(bits[k % bits.length]!, between(rand, -0.1, 0.1))),
  )
  onionRings(s, 400, 240, 70, 24, 14)
  sketch(c, 'spoon', [620, 470])
}

const broth = (s: Scene) => mix(s.p.first('sauce', '#c98d3a'), hex('#e0b25a'), 0.5)

/** How each savoury family is drawn: bowls, plates and boards of food. */
export const SAVOURY = {
  noodle_soup(s, { c, p, rand } = s) {
    const { cx, cy, rx, ry } = bowl(c, [400, 250, 300, 110], 150, pick(rand, GLAZES))
    c.ellipse(cx, cy, rx, ry, lit(broth(s), cy - ry, cy + ry, 0.12))
    const noodle = p.first('noodle', '#efd27a')
    // The noodles fill the front of the bowl in waves, each a strand kept inside it; toppings sit behind them.
    for (let k = 0; k < 16; k++) {
      const y = cy - 10 + k * 5.5
      const half = rx * Math.sqrt(Math.max(0, 1 - ((y - cy) / ry) ** 2)) * 0.88
      const [end, color] = [cx + half * between(rand, 0.2, 0.8), shade(noodle, between(rand, -0.05, 0.1))]
      const [phase, period] = [rand() * 6, between(rand, 22, 40)]
      const points: number[] = []
      for (let x = cx - half; x <= end; x += 6) points.push(x, y + Math.sin(x / period + phase) * 7)
      c.stroke(points, 8.5, shade(color, -0.3), 0.8)
      c.stroke(points, 6, color)
    }
    // Slices of the recipe's meat, fish or tofu; a recipe without any shows its vegetables instead.
    const meat = p.has('meat') ? p.first('meat', '#c0665a') : p.first('veg', '#3f7d2c')
    for (const [dx, dy] of pairs([70, -38, 140, -22])) sketch(c, 'sliced_meat', [cx + dx, cy + dy], { meat })
    if (p.has('egg')) sketch(c, 'halved_egg', [cx, cy], { yolk: p.first('egg', '#f2a81e') })
    c.polygon(turned(cx - 200, cy - 52, 60, 90, -0.25), hex('#1e2a1c'))
    onionRings(s, cx - 10, cy - 50, 80, 20, 18)
    // Chopsticks resting across the foreground.
    sketch(c, 'chopsticks', [0, 0], { wood: pick(rand, WOODS) })
    steam(c, 400, 140, rand)
  },

  noodles_on_a_plate(s, { c, p, rand } = s) {
    const noodle = p.first('noodle', '#eed68a')
    // White noodles (somen, rice noodles) would vanish on white china: they get a glazed plate.
    plate(c, 400, 300, 320, 170, pick(rand, brightness(noodle) > 215 ? GLAZES : CHINA))
    // A twirled nest: arcs of noodle winding round a centre.
    for (let k = 0; k < 60; k++) {
      const [r, a0] = [between(rand, 20, 200), rand() * Math.PI * 2]
      const [cx, cy] = [400 + between(rand, -10, 10), 290 + between(rand, -6, 6)]
      const points = arc(cx, cy, r, r * 0.52, a0, a0 + between(rand, 1.5, 3.5), 24)
      c.stroke(points, 8.5, shade(noodle, -0.3), 0.7)
      c.stroke(points, 6, shade(noodle, between(rand, -0.06, 0.12)))
    }
    const sauce = p.first('sauce', '#c4261c')
    if (p.has('sauce') || p.has('veg'))
      c.ellipse(400, 270, 120, 58, lit(mix(sauce, p.first('veg', '#c83020'), 0.5), 212, 328, 0.15), 0.92, 10)
    strew(s, 9, [400, 285, 120, 60], (x, y) =>
      chunk(s, x, y, between(rand, 16, 26), pick(rand, p.all('topping', ['#c96f62', '#f4a08a']))),
    )
    leaves(s, [440, 250, 16, 8], p.all('herb', ['#3f8a3a']), 3, 40)
    flecks(s, 40, [400, 280, 140, 70], 2.5, 2, p.first('cheese', '#f2e2a8'))
  },

  curry_and_rice(s, { c, p, rand } = s) {
    plate(c, 400, 310, 340, 170, pick(rand, CHINA))
    const [rice, curry] = [p.first('rice', '#f7f5ee'), mix(p.first('curry', '#8a5222'), hex('#a0601e'), 0.3)]
    // The rice is a mound on the left; the curry lies beside it and laps its edge.
    sketch(c, 'rice_mound', [0, 0], { rice })
    riceGrains(s, 245, 292, 130, 80, rice, 260)
    sketch(c, 'curry_pool', [0, 0], { curry })
    const pieces = p.all('topping', ['#ee7d2b', '#d9b66f', '#e8b89a'])
    strew(s, 11, [500, 330, 140, 70], (x, y, k) => {
      chunk(s, x, y, between(rand, 24, 36), pieces[k % pieces.length]!)
      c.ellipse(x, y + 10, 20, 6, curry, 0.6, 4)
    })
    for (let k = 0; k < 8; k++) c.ellipse(between(rand, 190, 300), between(rand, 350, 370), 7, 4, hex('#c8283a'))
    sketch(c, 'spoon', [610, 470])
  },

  rice_bowl(s, { c, p, rand } = s) {
    if (s.vessel === 'plate') return friedRice(s)
    const { cx, cy, rx, ry } = bowl(c, [400, 250, 290, 120], 130, pick(rand, GLAZES))
    const rice = p.first('rice', '#f7f5ee')
    c.ellipse(cx, cy, rx, ry, lit(rice, cy - ry, cy + ry, 0.06))
    riceGrains(s, cx, cy, rx * 0.95, ry * 0.9, rice, 220)
    // Toppings in wedges around the centre, as a donburi or bibimbap is laid out; rice shows at the rim.
    const toppings = p.all('topping', ['#e8b89a', '#ee7d2b', '#3f7d2c', '#f3f0dc', '#5b2a5e'], 6)
    const [n, turn] = [Math.max(5, Math.min(6, toppings.length)), rand() * Math.PI]
    for (let k = 0; k < n; k++) {
      const [a0, a1] = [turn + (k / n) * Math.PI * 2 + 0.05, turn + ((k + 1) / n) * Math.PI * 2 - 0.05]
      const [color, mid] = [toppings[k % toppings.length]!, (a0 + a1) / 2]
      const sector = [cx + Math.cos(mid) * 30, cy + Math.sin(mid) * 14, ...arc(cx, cy, rx * 0.8, ry * 0.76, a0, a1, 12)]
      c.polygon(sector, lit(shade(color, -0.1), cy - ry, cy + ry, 0.12))
      // Strips or pieces across the wedge give it texture.
      for (let j = 0; j < 14; j++) {
        const [a, d] = [between(rand, a0 + 0.08, a1 - 0.08), between(rand, 0.3, 0.7)]
        const [x, y] = [cx + Math.cos(a) * rx * d, cy + Math.sin(a) * ry * d]
        const len = between(rand, 14, 26)
        const strip = [x - len / 2, y + between(rand, -3, 3), x + len / 2, y + between(rand, -3, 3)]
        c.stroke(strip, 6, shade(color, between(rand, -0.25, 0.25)), 0.9)
      }
    }
    const [egg, sauce] = [p.first('egg', '#f2a81e'), p.first('sauce', '#b8231e')]
    sketch(c, p.has('egg') ? 'egg_on_rice' : 'sauce_on_rice', [cx, cy], { egg, sauce })
    flecks(s, 30, [cx, cy, rx * 0.8, ry * 0.7], 2.5, 1.6, hex('#efe2bd'))
    sketch(c, 'spoon', [650, 470])
  },

  sushi(s, { c, p, rand } = s) {
    board(c, 110, 200, 690, 430, pick(rand, WOODS), rand)
    // The toppings are the recipe's fish or meat, else its vegetables: a vegan roll shows no fish.
    const fish = p.has('meat') ? p.all('meat', [], 3) : p.all('produce', ['#f2d36b'], 3)
    const rice = p.first('rice', '#f7f5ee')
    // Nigiri behind: a rice block with a slice of fish over it.
    for (let k = 0; k < 3; k++) {
      const [x, y] = [210 + k * 150 + between(rand, -6, 6), 265]
      const topping = fish[k % fish.length]!
      sketch(c, 'nigiri_rice', [x, y], { rice })
      riceGrains(s, x, y + 24, 50, 16, rice, 26)
      const slice = [...arc(x, y + 6, 72, 24, Math.PI, Math.PI * 2, 16), ...arc(x, y + 4, 70, 10, 0, Math.PI, 10)]
      c.polygon(slice, lit(topping, y - 24, y + 16, 0.18))
      for (let j = -2; j <= 2; j++)
        c.stroke([x + j * 22 - 8, y - 14, x + j * 22 + 8, y + 8], 3, shade(topping, 0.45), 0.7)
      gloss(c, x - 24, y - 6, 20, 5, 0.4)
    }
    // Maki in front: rice and filling rolled in dark nori, cut face up.
    const fillings = p.all('roll_filling', ['#5a9a3c', '#f08a64', '#f6c945'], 3)
    for (let k = 0; k < 4; k++) {
      const [x, y] = [200 + k * 125, 370]
      sketch(c, 'maki', [x, y], { rice })
      riceGrains(s, x, y, 40, 13, rice, 16)
      for (let j = 0; j < 3; j++)
        c.ellipse(x - 10 + j * 10, y + between(rand, -3, 3), 8, 6, fillings[(j + k) % fillings.length]!)
    }
    sketch(c, 'wasabi_and_ginger', [0, 0])
  },

  dumplings(s, { c, p, rand } = s) {
    // A bamboo steamer: woven floor inside a tall rim.
    sketch(c, 'steamer_rim', [0, 0])
    sketch(c, 'steamer_floor', [0, 0])
    const [wrapper, inside] = [p.first('wrapper', '#f1e8d2'), p.first('topping', '#e7a49a')]
    for (const [x, y] of pairs([250, 250, 400, 230, 550, 250, 300, 340, 480, 345])) {
      const [cx, cy] = [x + between(rand, -8, 8), y + between(rand, -5, 5)]
      // A crescent: a flat seared base, a pleated ridge along the top with creases running down.
      sketch(c, 'dumpling', [cx, cy], { wrapper: mix(wrapper, inside, 0.12) })
      for (let k = 1; k < 8; k++) {
        const [px, top] = [cx - 92 + k * 23, cy + 12 - 46 * Math.sin((k / 8) * Math.PI)]
        c.ellipse(px, top + 2, 12, 8, shade(wrapper, 0.12))
        c.stroke([px + 8, top + 2, px + 2, top + 26], 3, shade(wrapper, -0.25), 0.9)
      }
      gloss(c, cx - 30, cy - 8, 22, 8, 0.4)
    }
    // A small bowl of dipping sauce.
    const sauce = mix(p.first('sauce', '#4a2417'), hex('#4a2417'), 0.4)
    sketch(c, 'dipping_bowl', [0, 0], { under: pick(rand, CHINA), china: pick(rand, CHINA), sauce })
  },

  stir_fry(s, { c, p, rand } = s) {
    // A black wok with its handle off to the right.
    sketch(c, 'wok', [0, 0])
    const colors = p.all('topping', ['#c96f62', '#ee7d2b', '#4a9a2a', '#f3f0dc'], 6)
    const sauce = p.first('sauce', '#6a3a1e')
    c.ellipse(380, 300, 200, 90, sauce, 0.7, 20)
    // Strips and pieces tossed together, glossy with sauce.
    strew(s, 70, [380, 300, 200, 88], (x, y, k) => {
      const color = mix(colors[k % colors.length]!, sauce, 0.15)
      const [a, len] = [rand() * Math.PI, between(rand, 26, 56)]
      const [dx, dy] = [(Math.cos(a) * len) / 2, (Math.sin(a) * len) / 4]
      c.stroke([x - dx + 2, y - dy + 4, x + dx + 2, y + dy + 4], 13, BLACK, 0.25)
      c.stroke([x - dx, y - dy, x + dx, y + dy], 12, shade(color, -0.12))
      c.stroke([x - dx, y - dy - 2, x + dx, y + dy - 2], 6, shade(color, 0.2), 0.8)
    })
    flecks(s, 40, [380, 300, 190, 80], 2.5, 1.6, hex('#efe2bd'))
    // A wooden spatula left in the wok, mid-toss.
    sketch(c, 'spatula', [0, 0], { wood: pick(rand, WOODS) })
    steam(c, 380, 170, rand)
  },

  soup(s, { c, p, rand } = s) {
    plate(c, 400, 340, 330, 150, pick(rand, CHINA))
    const { cx, cy, rx, ry } = bowl(c, [400, 270, 250, 105], 95, pick(rand, CHINA))
    const base = mixAll([p.first('soup_body', '#e8962a'), broth(s)])
    c.ellipse(cx, cy, rx, ry, lit(base, cy - ry, cy + ry, 0.12))
    c.ellipse(cx, cy, rx * 0.96, ry * 0.94, shade(base, -0.12), 0.5, 10)
    const floating = p.all('topping', ['#ee7d2b', '#f3eee0'], 5)
    strew(s, 12, [cx, cy, rx * 0.7, ry * 0.65], (x, y, k) =>
      chunk(s, x, y, between(rand, 16, 24), floating[k % floating.length]!, 0.45),
    )
    // A swirl of cream and a pinch of herbs.
    const swirl: number[] = []
    for (let t = 0; t < 1; t += 0.02)
      swirl.push(cx - 20 + Math.cos(t * 11) * 70 * t, cy - 10 + Math.sin(t * 11) * 30 * t)
    c.stroke(swirl, 7, p.first('dairy', '#fbf6e8'), 0.85)
    flecks(s, 22, [cx, cy - 10, 60, 24], 3, 2, p.first('herb', '#3c8a30'))
    sketch(c, 'spoon', [640, 480])
    steam(c, 400, 170, rand)
  },

  salad(s, { c, p, rand } = s) {
    const wood = pick(rand, [...WOODS, hex('#eef2f2')])
    const { cx, cy, rx, ry } = bowl(c, [400, 270, 300, 125], 110, wood, hex('#e6dcc6'))
    const greens = p.all('greens', ['#7fb85a', '#4a8a34', '#a8d46f'], 4)
    // Heaped: darker leaves underneath, brighter ones piled on top and above the rim.
    const under = greens.map((g) => shade(g, -0.2))
    leaves(s, [cx, cy, rx * 0.9, ry * 0.8], under, 40, 100)
    leaves(s, [cx, cy - 24, rx * 0.75, ry * 0.7], greens, 40, 95)
    const extras = p.all('salad_extra', ['#e0402e', '#5a9a3c', '#f8f6ee'], 5)
    strew(s, 16, [cx, cy, rx * 0.7, ry * 0.6], (x, y, k) => {
      const color = extras[k % extras.length]!
      // a halved round vegetable: skin, then its pale flesh
      if (k % 3 === 0) sketch(c, 'halved_veg', [x, y], { veg: color })
      else chunk(s, x, y, between(rand, 18, 26), color)
    })
    const drizzle: number[] = []
    for (let t = 0; t <= 1; t += 0.02) drizzle.push(cx - 150 + t * 300, cy - 20 + Math.sin(t * 18) * 22)
    c.stroke(drizzle, 5, p.first('dressing', '#f7ecc0'), 0.85)
  },

  sandwich(s, { c, p, rand } = s) {
    board(c, 120, 240, 680, 470, pick(rand, WOODS), rand)
    const bread = p.first('bread', '#e8c890')
    const fillings = p.all('sandwich_filling', ['#a8d46f', '#e0402e', '#f4c64a', '#eba3a3'], 4)
    // Two halves, the front one standing with its cut face towards us: bread, fillings, bread.
    for (const [x, base, width] of [
      [470, 330, 240],
      [330, 420, 300],
    ] as const) {
      castShadow(c, x, base + 10, width * 0.55, 24, 0.35)
      let y = base
      const layer = (height: number, color: RGB, wavy: boolean) => {
        const points: number[] = []
        for (let k = 0; k <= 24; k++)
          points.push(
            x - width / 2 - 8 + (k / 24) * (width + 16),
            y - height + (wavy ? Math.sin(k * 1.7 + rand()) * 5 : 0),
          )
        for (let k = 24; k >= 0; k--) points.push(x - width / 2 - 4 + (k / 24) * (width + 8), y)
        c.polygon(points, lit(color, y - height, y, 0.12))
        y -= height - 2
      }
      c.rect(x - width / 2, y - 36, x + width / 2, y, 10, shade(bread, -0.35))
      c.rect(x - width / 2 + 5, y - 33, x + width / 2 - 5, y - 5, 8, lit(bread, y - 33, y, 0.1))
      y -= 34
      for (const color of fillings) layer(brightness(color) > 200 ? 16 : 24, color, color[1] > color[0])
      // The top slice lies flat, crust round its cut edge, a sandwich and not a burger.
      c.rect(x - width / 2, y - 38, x + width / 2, y + 2, 10, shade(bread, -0.35))
      c.rect(x - width / 2 + 5, y - 34, x + width / 2 - 5, y - 3, 8, lit(bread, y - 34, y, 0.1))
      for (let k = 0; k < 14; k++)
        c.ellipse(x + between(rand, -width / 2.6, width / 2.6), y - between(rand, 8, 28), 3, 2, shade(bread, -0.15))
      sketch(c, 'cocktail_stick', [x, y])
    }
  },

  tacos_and_wraps(s, { c, p, rand } = s) {
    plate(c, 400, 350, 350, 150, pick(rand, CHINA))
    const shell = p.first('wrapper', '#e8c060')
    const fillings = p.all('taco_filling', ['#a64b43', '#e0402e', '#f4c64a'], 5)
    const greens = p.all('greens', ['#8cc45a'], 2)
    // Three folded tortillas lying tilted, each a half-moon: the back half shows above the
    // filling heaped along the opening, the front half curves below it.
    const tilt = -0.22
    for (const [x, top] of pairs([230, 320, 410, 300, 590, 320])) {
      const y = top + between(rand, -6, 6)
      const turn = (points: number[]) => rotate(points, x, y, tilt)
      castShadow(c, x, y + 80, 120, 24, 0.3)
      const back = turn([...arc(x, y, 120, 50, Math.PI, Math.PI * 2, 20), ...arc(x, y, 120, 12, 0, Math.PI, 10)])
      c.polygon(back, shade(shell, -0.28))
      for (let k = 0; k < 16; k++) {
        const [fx, fy] = turn([x + between(rand, -100, 100), y - between(rand, 4, 26)])
        const leaf = lens(fx!, fy!, 40, 18, tilt + between(rand, -0.9, 0.9))
        c.polygon(leaf, shade(greens[k % greens.length]!, between(rand, -0.1, 0.15)))
      }
      for (let k = 0; k < 24; k++) {
        const [fx, fy] = turn([x + between(rand, -100, 100), y - between(rand, 0, 20)])
        chunk(s, fx!, fy!, between(rand, 13, 20), fillings[k % fillings.length]!, 0.5)
      }
      c.polygon(turn(arc(x, y, 124, 96, 0, Math.PI, 28)), lit(shell, y, y + 96, 0.16))
      c.stroke(turn(arc(x, y, 124, 96, 0.12, Math.PI - 0.12, 28)), 4, shade(shell, 0.3), 0.8)
      strew(s, 16, [x, y + 46, 90, 36], (px, py) => {
        const [sx, sy] = turn([px, py])
        c.ellipse(sx!, sy!, 6, 4, shade(shell, -0.3), 0.55)
      })
    }
    sketch(c, 'citrus_wedge', [660, 455], { fruit: p.first('fruit_piece', '#8cc43c') })
  },

  pizza(s, { c, p, rand } = s) {
    board(c, 60, 110, 740, 500, pick(rand, WOODS), rand)
    const dough = p.first('wrapper', '#e9d3a6')
    sketch(c, 'pizza_base', [0, 0], { dough, baked: mix(dough, hex('#d08a3a'), 0.45) })
    for (let k = 0; k < 26; k++) {
      const a = rand() * Math.PI * 2
      c.ellipse(400 + Math.cos(a) * 300, 300 + Math.sin(a) * 164, 12, 7, hex('#5a3018'), 0.55, 4)
    }
    c.ellipse(400, 300, 272, 146, lit(p.first('pizza_sauce', '#c4261c'), 160, 450, 0.1))
    // Melted cheese: pools that run into each other, golden where they browned.
    const cheese = mix(p.first('cheese', '#fbf3d8'), hex('#f6dc8a'), 0.35)
    strew(s, 16, [400, 300, 210, 110], (x, y) => {
      c.ellipse(x, y, between(rand, 34, 56), between(rand, 20, 32), shade(cheese, between(rand, -0.08, 0.04)), 0.9, 6)
      c.ellipse(x + between(rand, -10, 10), y + between(rand, -6, 6), 8, 5, hex('#d89a3a'), 0.5, 4)
    })
    const toppings = p.all(p.has('meat') ? 'meat' : 'veg_piece', [], 3)
    strew(s, toppings.length ? 12 : 0, [400, 300, 220, 116], (x, y, k) =>
      sketch(c, 'pizza_topping', [x, y], { topping: toppings[k % toppings.length]! }),
    )
    leaves(s, [400, 300, 180, 90], p.all('herb', ['#3f8a3a']), 6, 36)
    sketch(c, 'pizza_cuts', [0, 0])
  },

  bread(s, { c, p, rand } = s) {
    board(c, 80, 170, 720, 480, pick(rand, WOODS), rand)
    const crust = mix(p.first('bread', '#c98a4a'), hex('#b8702e'), 0.6)
    const crumb = mix(p.first('crumb', '#f2e2c0'), hex('#f2e2c0'), 0.5)
    // A scored loaf behind, two slices in front showing the crumb.
    sketch(c, 'scored_loaf', [0, 0], { crust, scored: mix(crust, crumb, 0.55) })
    flecks(s, 40, [360, 260, 220, 80], 3, 2, WHITE, 0.5)
    for (const [x, y] of pairs([470, 380, 580, 400])) {
      castShadow(c, x, y + 40, 90, 30, 0.3)
      const slice = [...arc(x, y - 30, 90, 60, Math.PI, Math.PI * 2, 20), x + 86, y + 60, x - 86, y + 60]
      c.polygon(slice, shade(crust, -0.05))
      const crumbFace = slice.map((v, i) => (i % 2 ? y + (v - y) * 0.9 : x + (v - x) * 0.9))
      c.polygon(crumbFace, lit(crumb, y - 90, y + 60, 0.08))
      for (let k = 0; k < 18; k++) {
        const [dx, dy] = [between(rand, -60, 60), between(rand, -60, 40)]
        c.ellipse(x + dx, y + dy, between(rand, 2, 6), between(rand, 2, 4), shade(crumb, -0.18))
      }
    }
  },

  skewers(s, { c, p, rand } = s) {
    plate(c, 400, 320, 350, 150, pick(rand, CHINA))
    const [pieces, glaze] = [p.all('skewered', ['#e3a679', '#7fb85a', '#c96f62'], 4), p.first('sauce', '#6a2a1a')]
    // Three sticks lying across the plate, pieces threaded along each, charred and glazed.
    for (let k = 0; k < 3; k++) {
      const y0 = 230 + k * 70
      c.stroke([120, y0 + 60, 680, y0 - 40], 7, hex('#d8b57a'))
      for (let j = 0; j < 5; j++) {
        const t = 0.22 + j * 0.13
        const [x, y] = [120 + t * 560, y0 + 60 - t * 100]
        const color = mix(pieces[(j + k) % pieces.length]!, glaze, 0.3)
        chunk(s, x, y, 54, color, 0.3)
        sketch(c, 'char_marks', [x, y], { piece: color })
      }
    }
    sketch(c, 'citrus_wedge', [640, 420], { fruit: p.first('fruit', '#f5e04a') })
    flecks(s, 30, [400, 290, 250, 100], 2.5, 1.6, hex('#efe2bd'))
  },

  cutlet(s, { c, p, rand } = s) {
    plate(c, 400, 330, 350, 165, pick(rand, CHINA))
    // A heap of finely shredded cabbage or lettuce.
    const greens = mix(p.first('greens', '#cfe5a8'), hex('#d8ecb0'), 0.5)
    strew(s, 260, [230, 245, 150, 62], (x, y) => {
      const [a, len] = [rand() * Math.PI, between(rand, 18, 40)]
      const tone = shade(greens, between(rand, -0.15, 0.35))
      const [dx, dy] = [Math.cos(a) * len, Math.sin(a) * len]
      c.stroke([x, y, x + dx * 0.5, y + dy * 0.3 - 4, x + dx, y + dy * 0.6], 3.2, tone)
    })
    const golden = mix(hex('#d08a2e'), p.first('breading', '#eed9a4'), 0.15)
    const meat = mix(p.first('meat', '#f2d0bc'), hex('#f6ead8'), 0.5)
    // A breaded cutlet cut across into strips: each strip's crumb crust on top, a thin line of
    // pale meat where the knife went through.
    const slices = 6
    for (let k = 0; k < slices; k++) {
      const x0 = 210 + k * 70
      const [x1, y] = [x0 + 64, 330 - k * 6]
      const round = k === 0 || k === slices - 1 ? 30 : 8
      castShadow(c, (x0 + x1) / 2, y + 34, 40, 26, 0.3)
      c.rect(x0, y - 56, x1, y + 64, round, shade(golden, -0.3))
      c.rect(x0, y - 62, x1, y + 52, round, lit(golden, y - 62, y + 52, 0.16))
      c.rect(x1 - 8, y - 58, x1 - 1, y + 56, 3, meat)
      for (let j = 0; j < 40; j++) {
        const [cx, cy] = [between(rand, x0 + 6, x1 - 10), between(rand, y - 56, y + 46)]
        c.ellipse(cx, cy, 2.6, 2, shade(golden, between(rand, -0.3, 0.3)))
      }
    }
    sketch(c, 'sauce_zigzag', [0, 0], { sauce: p.first('sauce', '#3a1a10') })
    sketch(c, 'citrus_wedge', [660, 440], { fruit: p.first('fruit', '#f5e04a') })
    c.ellipse(170, 410, 20, 11, hex('#e8c030'))
  },

  plated_main(s, { c, p, rand } = s) {
    plate(c, 400, 320, 340, 170, pick(rand, CHINA))
    const main = p.has('protein') ? p.first('protein', '#b5524a') : p.first('veg', '#e8962a')
    const [seared, sides] = [mix(main, hex('#6a3a1e'), 0.45), p.all('veg', ['#2f7a3a', '#ee7d2b'], 4)]
    const starch = p.first('side_starch', '#f2e6c8')
    // The main piece seared and sauced, vegetables to one side, a starch to the other.
    if (p.has('sauce')) c.ellipse(420, 330, 170, 70, p.first('sauce', '#6a2a1a'), 0.9, 6)
    if (p.has('protein')) sketch(c, 'seared_main', [0, 0], { seared })
    else {
      // Without meat, fish or tofu the vegetables are the dish: a heap of them in the middle.
      const all = p.all('veg', ['#e8962a', '#2f7a3a'], 5)
      strew(s, 22, [420, 296, 130, 56], (x, y, k) => chunk(s, x, y, between(rand, 26, 38), all[k % all.length]!))
    }
    strew(s, 10, [230, 380, 70, 40], (x, y, k) => chunk(s, x, y, between(rand, 22, 32), sides[k % sides.length]!))
    sketch(c, 'starch_side', [0, 0], { starch })
    if (p.has('rice')) riceGrains(s, 600, 254, 66, 36, starch, 60)
    leaves(s, [450, 260, 20, 8], p.all('herb', ['#3c8a30']), 3, 30)
  },
} satisfies Partial<Record<PictureFamily, (s: Scene) => void>>

/** Grains of rice over an ellipse: short pale strokes at every angle. */
function riceGrains(s: Scene, cx: number, cy: number, rx: number, ry: number, color: RGB, count: number) {
  strew(s, count, [cx, cy, rx, ry], (x, y) => {
    const a = s.rand() * Math.PI
    const [dx, dy] = [Math.cos(a) * 4, Math.sin(a) * 3]
    s.c.stroke([x - dx, y - dy + 1.5, x + dx, y + dy + 1.5], 5, shade(color, -0.18), 0.6)
    s.c.stroke([x - dx, y - dy, x + dx, y + dy], 4.5, shade(color, 0.3))
  })
}

/** Rings of sliced green onion. */
function onionRings(s: Scene, cx: number, cy: number, rx: number, ry: number, count: number) {
  const green = s.p.first('green_onion', '#7fb85a')
  const color = brightness(green) > 200 ? hex('#7fb85a') : green
  strew(s, count, [cx, cy, rx, ry], (x, y) => {
    s.c.ellipse(x, y, 7, 5, shade(color, -0.1))
    s.c.ellipse(x, y, 3.5, 2.5, shade(color, 0.45))
  })
}
