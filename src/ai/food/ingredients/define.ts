import type { Form, Group, Ingredient, Text, Trait } from '../types'

/**
 * The data files' shorthand: one ingredient per call, with what it contains stated every time
 * (an empty list is a claim too: "nothing a diet or an allergy cares about").
 *
 * An English quantity may place the name with `{}` ("300 g {} in the shell" reads "300 g clams in
 * the shell"); without it, the quantity goes before the name ("2 tbsp soy sauce").
 */
export function food(
  id: string,
  group: Group,
  form: Form,
  name: [ja: string, en: string],
  quantity: [ja: string, en: string],
  contains: Trait[],
  extra: Partial<Omit<Ingredient, 'id' | 'group' | 'form' | 'name' | 'quantity' | 'contains'>> = {},
): Ingredient {
  return {
    id,
    name: { ja: name[0], en: name[1] },
    contains,
    form,
    group,
    quantity: { ja: quantity[0], en: quantity[1] },
    ...extra,
  }
}

/** The usual cuts, so the same cut reads the same in every recipe. */
export const CUT = {
  bite: { ja: '一口大に切る', en: 'cut into bite-sized pieces' },
  slice: { ja: '薄切りにする', en: 'slice thinly' },
  round: { ja: '輪切りにする', en: 'slice into rounds' },
  half_moon: { ja: '半月切りにする', en: 'cut into half-moons' },
  dice: { ja: '1cm角に切る', en: 'dice into 1 cm cubes' },
  cube: { ja: '2cm角に切る', en: 'cut into 2 cm cubes' },
  mince: { ja: 'みじん切りにする', en: 'mince finely' },
  grate: { ja: 'すりおろす', en: 'grate' },
  julienne: { ja: '細切りにする', en: 'cut into thin strips' },
  strips: { ja: '1cm幅に切る', en: 'cut into 1 cm strips' },
  wedge: { ja: 'くし形に切る', en: 'cut into wedges' },
  chunk: { ja: '乱切りにする', en: 'cut into chunks' },
  diagonal: { ja: '斜め切りにする', en: 'slice on the diagonal' },
  florets: { ja: '小房に分ける', en: 'break into florets' },
  mushroom: { ja: '石づきを取ってほぐす', en: 'trim the stems and pull apart' },
  lengths: { ja: '4cm長さに切る', en: 'cut into 4 cm lengths' },
  shred: { ja: 'せん切りにする', en: 'shred finely' },
  tear: { ja: '食べやすくちぎる', en: 'tear into pieces' },
  chop_herb: { ja: '粗く刻む', en: 'chop roughly' },
  fillet: { ja: '3等分のそぎ切りにする', en: 'cut each fillet into 3 pieces' },
  halve: { ja: '半分に切る', en: 'halve' },
  peel_devein: { ja: '殻をむいて背わたを取る', en: 'peel and devein' },
  segment: { ja: '皮をむいて房に分ける', en: 'peel and separate into segments' },
  zest: { ja: '皮をすりおろし果汁を搾る', en: 'zest and juice' },
  rings: { ja: '輪切りにする', en: 'cut into rings' },
} as const satisfies Record<string, Text>
