/**
 * A word the kitchen does not know is the name of the dish asked only where it stands in a dish's slot (the object of
 * make or 作りたい, before "recipe", a headline going on to its food) or beside a food it keeps: where the asker is, who
 * with, how they got there is the theme's story, never "I do not know X as a dish". And a dish pointed at and described,
 * not named, is the dish its description reads (src/ai/food/families.ts `describedDish`).
 */
import { describe, expect, test } from 'bun:test'
import { readBrief } from '../../../src/ai/food/brief'
import { offlineDiscussion } from '../../support/offline-discussion'

const story: Array<[string, 'en' | 'ja']> = [
  ['Stuck in a motorhome at a rainy campsite with my two boys, one camping stove. Something hot with sausages?', 'en'],
  [
    'just got off the ferry, staying at an airbnb in the dales, 4 of us, want a hearty dinner with potatoes and chicken',
    'en',
  ],
  ["cooking at my mate Tobiasz's flat tonight, he's vegetarian, something with mushrooms", 'en'],
  ['We drove the ute out to the lake, 3 of us, only a gas burner. Quick pasta?', 'en'],
  ['my boyfriend Kwabena wants something comforting, he hates coriander, we have rice and eggs', 'en'],
  ['in a tiny dorm kitchenette w/ a microwave, fancy smth w/ noodles and egg pls', 'en'],
  ['Back from Costco with way too much salmon, dinner for 6, nothing spicy please', 'en'],
  ['on the narrowboat this week, one hob, 2 people, gluten free - chicken and veg?', 'en'],
  ["Could you kindly suggest a dish for my colleagues at Nakamura-san's leaving do? Around 10 people, no pork.", 'en'],
  ['after the parkrun, need something with lots of protein, eggs and spinach, quick', 'en'],
  ['道の駅で車中泊、カセットコンロひとつ。夫と二人で豚肉とキャベツの晩ごはんを作りたい', 'ja'],
  ['ビジネスホテルのケトルだけの部屋です。カップ麺以外であたたかいもの、卵はあります', 'ja'],
  ['ゲストハウスのキッチンを借りて、ルームメイトのアレックスと鶏肉料理を作りたいです', 'ja'],
  ['フェリーの中で考えてます。帰ったら家族4人で魚を使った晩ごはんにしたい', 'ja'],
  ['しゅうまつ　いなかの　じっか　に　かえります。おばあちゃんと　たまごりょうりを　つくりたい', 'ja'],
  ['コストコで買った鶏むね肉が大量にあります。3人分、さっぱり味でお願いいたします', 'ja'],
  ['シェアハウスで友達のマリアと晩ごはん、卵と玉ねぎがあります', 'ja'],
  ['kyanpu de tomodachi to, tamago to gohan de nanika tsukuritai', 'en'],
  ['at the allotment shed with a kettle and a camp stove, fancy somethin w/ courgettes and tomatos', 'en'],
  ['ウーバーで頼むのはやめて、冷蔵庫の豚バラと玉ねぎで丼っぽいものを作りたい', 'ja'],
]

describe('a word of the story is no dish the kitchen lacks', () => {
  test.each(story)('%s', (theme, lang) => {
    expect(readBrief(theme, lang).unknownDish).toBeUndefined()
  })

  test.each([
    ['We drove the ute out to the lake, 3 of us, only a gas burner. Quick pasta?', 'en', /pasta|spaghetti|penne/i],
    ['道の駅で車中泊、カセットコンロひとつ。夫と二人で豚肉とキャベツの晩ごはんを作りたい', 'ja', /豚|ポーク/],
  ] as const)(
    'through the engine, %s cooks from the rest of the brief',
    async (theme, lang, fits) => {
      const { draft, opening } = await offlineDiscussion(theme, lang)
      expect(opening).not.toMatch(/as a dish|知らない料理|という料理は知らない|どんな料理か知らない/)
      expect(`${draft[`title_${lang}`]} ${draft[`ingredients_${lang}`].join(' ')}`).toMatch(fits)
    },
    60_000,
  )
})

describe('a dish the kitchen lacks, in its slot or beside its food, is still said', () => {
  test.each([
    ['I want to make sheftalia for my mum', 'en', 'sheftalia'],
    ['fish molee with coconut milk, mild please', 'en', 'molee'],
    ['ソパ・デ・アホを作りたい', 'ja', 'ソパ・デ・アホ'],
    ['chakapuli tonight', 'en', 'chakapuli'],
  ] as const)('%s names %s', (theme, lang, name) => {
    expect(readBrief(theme, lang).unknownDish).toBe(name)
  })
})

describe('a dish named by its description', () => {
  test.each([
    [
      'ひき肉の上にマッシュポテトをのせてオーブンで焼くイギリスのあれ、名前忘れた。3人分',
      'ja',
      /cottage_pie|shepherds_pie|hachis_parmentier/,
    ],
    [
      'that British thing with minced lamb under mashed potato, baked. forgot the name',
      'en',
      /cottage_pie|shepherds_pie/,
    ],
    ['you know the Japanese one, chicken and egg simmered and poured over rice? 2 bowls', 'en', /oyakodon/],
    ['the green curry with the round aubergines, for 2', 'en', /green_curry/],
    ['あの、豚肉を生姜醤油で焼く定食のやつ、名前が出てこない', 'ja', /shogayaki/],
    ['the rice dish from valencia with saffron, prawns and mussels in a big flat pan, forgot its name', 'en', /paella/],
    ['whats it called, the korean stew with sour kimchi and pork belly', 'en', /jjigae/],
  ] as const)('%s reads as %s', (theme, lang, id) => {
    expect(readBrief(theme, lang).dishId ?? '').toMatch(id)
  })

  // あれ and やつ point back only as words of their own: not inside おやつ (a snack) or あれば (if there is)
  test.each([
    'パイシートとりんご3個、バターがあります。1時間以内でおやつを作りたいです',
    '卵があれば何でもいいので、簡単なおかずを一品',
    '子どものおやつに、さつまいもで何か',
    'ごはんと味噌さえあれば満足な父に、なにか一品',
  ])('%s points at no dish', (theme) => {
    expect(readBrief(theme, 'ja').dishId).toBeNull()
  })

  test.each([
    ['じゃがいもと牛肉と玉ねぎを甘辛く煮たやつ、おふくろの味のあれ', 'ja', /肉じゃが/],
    ['卵でとじたカツをご飯にのせたやつ作りたいです', 'ja', /カツ丼/],
    ['ひき肉の上にマッシュポテトをのせてオーブンで焼くイギリスのあれ、名前忘れた。3人分', 'ja', /パイ|パルマンティエ/],
  ] as const)(
    'through the engine, %s publishes %s',
    async (theme, lang, title) => {
      const { draft, opening } = await offlineDiscussion(theme, lang)
      expect(draft[`title_${lang}`]).toMatch(title)
      expect(opening).toMatch(title)
    },
    60_000,
  )
})
