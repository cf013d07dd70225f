import type { PictureFamily } from '../../picture-families'
import { arc, gradient, hex, lit, mix, pairs, shade, WHITE } from './canvas'
import { between, brightness, chunk, flecks, inside, leaves, pick, type Scene, strew } from './shapes'
import { CHINA } from './palette'
import { sketch } from './sketch'
import { castShadow, gloss, plate } from './vessels'

/**
 * How each sweet family is drawn: slices, stacks, scoops and bakes.
 * A table of drawings, one per family, with their coordinates and colours as data: they look alike.
 */
export const SWEETS = {
  pancake_and_flatbread(s, { c, p, rand } = s) {
    plate(c, 400, 350, 320, 150, pick(rand, CHINA))
    const batter = mix(hex('#e2a54c'), p.first('flour', '#f4e0b0'), 0.25)
    if (s.savory) {
      // One savoury pancake: brown sauce, a zigzag of mayonnaise, green flakes.
      sketch(c, 'savoury_pancake', [0, 0], { batter, sauce: p.first('sauce', '#3a1a10') })
      flecks(s, 40, [400, 326, 170, 76], 4, 2.5, p.first('greens', '#5aa040'))
      for (let k = 0; k < 14; k++)
        chunk(s, ...inside(rand, 400, 326, 150, 60), 16, pick(rand, p.all('topping', ['#f4a08a', '#c8504a'])))
      return
    }
    // A stack, butter melting on top, syrup running down the side, berries around.
    const syrup = p.first('syrup', '#b8651e')
    sketch(c, 'pancake_stack', [0, 0], { batter, syrup })
    for (const x of [300, 360, 470, 520]) c.stroke([x, 300, x + 4, 330 + rand() * 60], 12, syrup, 0.85)
    sketch(c, 'butter', [0, 0], { butter: p.first('dairy', '#f6dc8a') })
    const berries = p.all('fruit', ['#3b3f8f', '#e0303f'], 3)
    for (let k = 0; k < 9; k++) {
      const [x, y] = [between(rand, 140, 660), between(rand, 420, 460)]
      sketch(c, 'loose_berry', [x, y], { berry: berries[k % berries.length]! })
    }
  },

  cake_slice(s, { c, p, rand } = s) {
    plate(c, 400, 380, 300, 120, pick(rand, CHINA))
    const dark = p.first('chocolate', '#f2d080')
    const sponge = brightness(dark) < 110 ? mix(dark, hex('#6a3a1e'), 0.3) : hex('#f2d080')
    const frosting = brightness(dark) < 110 ? shade(dark, -0.1) : p.first('cream', '#fbf6e8')
    const filling = p.first('fruit', brightness(dark) < 110 ? '#fbf6e8' : '#e0303f')
    // A wedge: its cut face towards us shows the layers, the top is frosted, the back is the cake's outside.
    sketch(c, 'cake_wedge', [0, 0], { sponge, frosting, filling })
    for (let k = 0; k < 60; k++)
      c.ellipse(between(rand, 210, 600), between(rand, 310, 448), 2, 1.5, shade(sponge, -0.2), 0.6)
    sketch(c, 'cake_top_and_fork', [0, 0], { frosting, fruit: p.first('fruit', '#e0303f') })
  },

  cookies(s, { c, p, rand } = s) {
    plate(c, 400, 320, 330, 170, pick(rand, CHINA))
    const [dough, chips] = [mix(hex('#d9a05a'), p.first('dough', '#d9a05a'), 0.3), p.all('chips', ['#4a2a1a'], 3)]
    const cookie = (x: number, y: number, r: number) => {
      castShadow(c, x, y, r, r * 0.55, 0.3)
      c.ellipse(x, y + 8, r, r * 0.55, shade(dough, -0.35))
      c.ellipse(x, y, r, r * 0.55, lit(dough, y - r * 0.55, y + r * 0.55, 0.15))
      c.ellipse(x, y, r * 0.8, r * 0.42, shade(dough, 0.08), 0.6, 10)
      strew(s, 4, [x, y, r * 0.6, r * 0.32], (cx, cy) =>
        c.stroke([cx - 12, cy, cx + 10, cy + 3], 2.5, shade(dough, -0.25), 0.6),
      )
      strew(s, 7, [x, y, r * 0.75, r * 0.4], (cx, cy, k) => c.ellipse(cx, cy, 7, 5, chips[k % chips.length]!))
    }
    // A little stack at the back, the rest laid out.
    for (let k = 0; k < 3; k++) cookie(620, 220 - k * 20, 70)
    for (const [x, y] of pairs([250, 250, 420, 230, 570, 280, 300, 370, 470, 380]))
      cookie(x + between(rand, -10, 10), y + between(rand, -6, 6), between(rand, 74, 86))
    for (let k = 0; k < 14; k++) c.ellipse(between(rand, 160, 640), between(rand, 420, 450), 4, 3, shade(dough, -0.1))
  },

  pudding_and_custard(s, { c, p, rand } = s) {
    plate(c, 400, 390, 290, 120, pick(rand, CHINA))
    const set = p.has('egg') || p.has('dairy')
    const body = set ? mix(p.first('fruit_flavour', '#f3d37a'), hex('#f3d37a'), 0.55) : p.first('fruit', '#e0303f')
    const top = p.first('syrup', '#8a4a1a')
    // A turned-out pudding: wider at the base, caramel pooled on top and running down.
    sketch(c, 'caramel_pool', [0, 0], { caramel: top })
    const sides = [...arc(400, 230, 100, 32, Math.PI, 0, 16), ...arc(400, 400, 150, 48, 0, Math.PI, 24)]
    c.polygon(sides, gradient(shade(body, 0.2), shade(body, -0.2), 250, 0, 550, 0), set ? 1 : 0.85)
    c.ellipse(400, 230, 100, 32, top)
    for (let k = 0; k < 7; k++) {
      const x = 310 + k * 30 + between(rand, -6, 6)
      c.stroke([x, 240, x + (x - 400) * 0.1, 250 + between(rand, 20, 70)], 10, top, 0.95)
    }
    sketch(c, 'cream_and_cherry', [0, 0], { fruit: p.first('fruit', '#b3122e') })
  },

  frozen_dessert(s, { c, p, rand } = s) {
    // A glass cup on a short stem holding scoops, a wafer stuck in.
    sketch(c, 'sundae_glass', [0, 0])
    const flavours = p.all('flavour', ['#fbf4dc', '#f8b8c0', '#6a9a3a'], 3)
    pairs([320, 290, 480, 290, 400, 230]).forEach(([x, y], k) => {
      const color = mix(flavours[k % flavours.length]!, hex('#fbf4dc'), 0.25)
      // A smooth dome with the scoop's soft ruffled lip along the bottom.
      sketch(c, 'scoop', [x, y], { scoop: color })
      for (let j = 0; j < 5; j++)
        c.ellipse(x + between(rand, -50, 50), y + between(rand, -30, 30), 5, 3, shade(color, 0.25), 0.6)
      gloss(c, x - 30, y - 34, 20, 10, 0.45)
    })
    sketch(c, 'wafer', [0, 0])
    leaves(s, [400, 168, 6, 4], p.all('herb', ['#4ab06a']), 2, 40)
    c.stroke(arc(400, 330, 220, 70, Math.PI, Math.PI * 2, 30), 3, WHITE, 0.7)
  },

  pie_and_tart(s, { c, p, rand } = s) {
    plate(c, 400, 330, 340, 160, pick(rand, CHINA))
    const crust = hex('#d9a05a')
    // Baked fruit turns golden: an apple's red skin is not the colour of apple pie.
    const filling = mix(p.first('decoration', '#c8203a'), hex('#c98a3a'), 0.45)
    sketch(c, 'pie', [0, 0], { crust, filling })
    // A lattice of pastry strips over the filling, each cut where it meets the crimped edge.
    sketch(c, 'pie_lattice', [0, 0], { crust })
    flecks(s, 30, [400, 318, 250, 110], 2, 1.5, WHITE, 0.7)
  },
} satisfies Partial<Record<PictureFamily, (s: Scene) => void>>
