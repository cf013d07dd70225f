import type { Ingredient } from '../types'
import { food } from './define'

/**
 * Teas, coffee, juices, mixers and the alcohol a mocktail leaves out. Ginger beer and ginger
 * ale as sold for mixing are soft drinks; the wines and spirits carry `alcohol`.
 */
export const DRINKS: Ingredient[] = [
  food('coffee', 'drink', 'liquid', ['コーヒー', 'coffee'], ['200ml（濃いめ）', '200 ml strong {}'], [], {
    aliases: ['espresso', 'エスプレッソ', '珈琲', 'cold brew', 'コールドブリュー', 'instant coffee', 'インスタントコーヒー', 'brewed coffee', 'strong coffee', 'decaf'], color: '#4a2c1e',
  }),
  food('black_tea', 'drink', 'liquid', ['紅茶', 'black tea'], ['ティーバッグ2個', '2 tea bags'], [], {
    aliases: ['tea', 'earl grey', 'アールグレイ', 'assam', 'アッサム', 'ダージリン', 'darjeeling', 'english breakfast tea', 'ceylon tea', 'tea bags', 'teabags'], color: '#8a3a1a',
  }),
  food('green_tea', 'drink', 'liquid', ['緑茶', 'green tea'], ['ティーバッグ2個', '2 tea bags'], [], {
    aliases: ['sencha', '煎茶', 'お茶', 'gyokuro', '玉露', 'genmaicha', '玄米茶', 'bancha', '番茶'], color: '#9ab04a',
  }),
  food('hojicha', 'drink', 'liquid', ['ほうじ茶', 'hojicha'], ['大さじ2（茶葉）', '2 tbsp {} leaves'], [], {
    aliases: ['roasted green tea', 'ほうじ茶パウダー', 'hojicha powder', 'houjicha', 'ホウジ茶'], color: '#8a5a2e',
  }),
  food('oolong_tea', 'drink', 'liquid', ['烏龍茶', 'oolong tea'], ['400ml', '400 ml'], [], {
    aliases: ['oolong', 'ウーロン茶', 'jasmine tea', 'ジャスミン茶', 'ジャスミンティー', 'pu-erh', 'プーアル茶'], color: '#a86a2e',
  }),
  food('herbal_tea', 'drink', 'liquid', ['ハーブティー', 'herbal tea'], ['ティーバッグ2個', '2 tea bags'], [], {
    aliases: ['rooibos', 'ルイボスティー', 'chamomile tea', 'カモミールティー', 'hibiscus tea', 'ハイビスカスティー', 'mint tea', 'ミントティー', 'peppermint tea', 'butterfly pea tea', 'バタフライピー', 'lemon verbena tea'], color: '#c8603a',
  }),
  // Roasted barley: gluten, though it is only steeped.
  food('barley_tea', 'drink', 'liquid', ['麦茶', 'barley tea'], ['400ml', '400 ml'], ['gluten'], {
    aliases: ['mugicha', 'roasted barley tea', 'むぎ茶', 'boricha'], season: ['summer'], color: '#a06a2e', swaps: { gluten: 'hojicha' },
  }),
  food('sparkling_water', 'drink', 'liquid', ['炭酸水', 'sparkling water'], ['300ml', '300 ml'], [], {
    aliases: ['soda water', 'club soda', 'seltzer', 'ソーダ水', 'carbonated water', 'fizzy water', 'ソーダ', 'soda', 'sparkling mineral water', 'ペリエ'], color: '#e6f2f5',
  }),
  food('tonic_water', 'drink', 'liquid', ['トニックウォーター', 'tonic water'], ['300ml', '300 ml'], [], {
    aliases: ['tonic', 'indian tonic water'], sugar: 24, color: '#eef6f6',
  }),
  food('ginger_ale', 'drink', 'liquid', ['ジンジャーエール', 'ginger ale'], ['300ml', '300 ml'], [], {
    aliases: ['dry ginger ale', 'canada dry'], sugar: 27, color: '#e8d8a0',
  }),
  food('ginger_beer', 'drink', 'liquid', ['ジンジャービア', 'ginger beer'], ['300ml', '300 ml'], [], {
    aliases: ['non-alcoholic ginger beer', 'ジンジャービアー', 'ginger brew'], sugar: 30, color: '#e0c880',
  }),
  food('ginger_syrup', 'drink', 'liquid', ['ジンジャーシロップ', 'ginger syrup'], ['大さじ3', '3 tbsp'], [], {
    aliases: ['ginger cordial', 'しょうがシロップ', '生姜シロップ'], sugar: 24, color: '#e0b24a',
  }),
  food('lemonade', 'drink', 'liquid', ['レモネード', 'lemonade'], ['300ml', '300 ml'], [], {
    aliases: ['sparkling lemonade', 'lemon soda', 'レモンソーダ', 'sprite', 'lemon-lime soda', 'サイダー', 'ramune', 'ラムネ'], sugar: 30, color: '#f8f0c0',
  }),
  food('cola', 'drink', 'liquid', ['コーラ', 'cola'], ['300ml', '300 ml'], [], {
    aliases: ['coke', 'coca-cola', 'コカ・コーラ', 'root beer', 'dr pepper', 'cream soda', 'vanilla soda'], sugar: 33, color: '#3a1a10',
  }),
  food('apple_juice', 'drink', 'liquid', ['100%りんごジュース', 'apple juice'], ['200ml', '200 ml'], [], {
    aliases: ['りんごジュース', 'リンゴジュース', 'fruit juice', 'cloudy apple juice', 'アップルジュース', 'sparkling apple juice', 'sparkling cider'], sugar: 22, color: '#e8c04a',
  }),
  food('orange_juice', 'drink', 'liquid', ['オレンジジュース', 'orange juice'], ['200ml', '200 ml'], [], {
    aliases: ['oj', 'freshly squeezed orange juice', 'オレンジ果汁', '100%オレンジジュース'], sugar: 20, color: '#f5a020',
  }),
  food('grape_juice', 'drink', 'liquid', ['ぶどうジュース', 'grape juice'], ['200ml', '200 ml'], [], {
    aliases: ['red grape juice', 'white grape juice', 'グレープジュース', 'sparkling grape juice', 'スパークリンググレープジュース', 'ノンアルコールスパークリングワイン', 'alcohol-free sparkling wine', 'non-alcoholic sparkling wine', 'non-alcoholic wine', 'alcohol-free wine', 'ノンアルコールワイン'], sugar: 30, color: '#6a1a3a',
  }),
  food('cranberry_juice', 'drink', 'liquid', ['クランベリージュース', 'cranberry juice'], ['200ml', '200 ml'], [], {
    aliases: ['cranberry juice cocktail', 'pomegranate juice', 'ざくろジュース'], sugar: 26, color: '#b81a3a',
  }),
  food('pineapple_juice', 'drink', 'liquid', ['パイナップルジュース', 'pineapple juice'], ['200ml', '200 ml'], [], {
    aliases: ['パインジュース', 'mango juice', 'マンゴージュース', 'tropical juice', 'peach juice', 'ピーチジュース', 'passion fruit juice'], sugar: 24, color: '#f3cf45',
  }),
  food('tomato_juice', 'drink', 'liquid', ['トマトジュース', 'tomato juice'], ['200ml', '200 ml'], ['nightshade'], {
    salt: 0.6, sugar: 7, color: '#c8301e',
  }),
  food('coconut_water', 'drink', 'liquid', ['ココナッツウォーター', 'coconut water'], ['300ml', '300 ml'], [], {
    aliases: ['ココナツウォーター'], sugar: 15, color: '#f4f4ec',
  }),
  food('calpis', 'drink', 'liquid', ['カルピス（原液）', 'Calpis concentrate'], ['大さじ4', '4 tbsp'], ['milk'], {
    aliases: ['calpis', 'カルピス', 'calpico', '乳酸菌飲料', 'yakult', 'ヤクルト'], sugar: 30, color: '#f8f8f4', swaps: { milk: 'simple_syrup' },
  }),
  food('ume_syrup', 'drink', 'liquid', ['梅シロップ', 'ume syrup'], ['大さじ3', '3 tbsp'], [], {
    aliases: ['plum syrup', 'うめシロップ', 'elderflower cordial', 'エルダーフラワーコーディアル', 'elderflower syrup', 'lime cordial', 'fruit syrup', 'コーディアル', 'cordial'], sugar: 24, season: ['summer'], color: '#e8c878',
  }),
  food('ice', 'drink', 'ice', ['氷', 'ice cubes'], ['1カップ', '1 cup'], [], {
    aliases: ['ice', 'crushed ice', 'ice cube', 'クラッシュアイス', 'ロックアイス', 'こおり'], color: '#e8f4fa',
  }),


  // Alcohol: what a mocktail, a child's drink or an alcohol-free brief leaves out.
  food('white_wine', 'drink', 'liquid', ['白ワイン', 'white wine'], ['100ml', '100 ml'], ['alcohol'], {
    aliases: ['dry white wine', 'wine', 'ワイン', 'vermouth', 'sherry', 'シェリー酒', 'marsala', 'マルサラ', 'prosecco', 'champagne', 'シャンパン', 'sparkling wine', 'スパークリングワイン', 'cava'], color: '#f0e8b0',
    swaps: { alcohol: 'vegetable_stock' },
  }),
  food('red_wine', 'drink', 'liquid', ['赤ワイン', 'red wine'], ['100ml', '100 ml'], ['alcohol'], {
    aliases: ['dry red wine', 'port', 'ポートワイン', 'sangria', 'サングリア', 'mulled wine', 'ホットワイン'], color: '#6a1a2a',
    swaps: { alcohol: 'grape_juice' },
  }),
  food('beer', 'drink', 'liquid', ['ビール', 'beer'], ['350ml', '350 ml'], ['alcohol', 'gluten'], {
    aliases: ['lager', 'ale', 'stout', 'ラガー', '黒ビール', 'craft beer', 'guinness'], color: '#e8b030',
    swaps: { alcohol: 'sparkling_water', gluten: 'sparkling_water' },
  }),
  food('spirits', 'drink', 'liquid', ['ラム酒', 'rum'], ['大さじ1', '1 tbsp'], ['alcohol'], {
    aliases: ['rum', 'dark rum', 'white rum', 'brandy', 'ブランデー', 'cognac', 'コニャック', 'vodka', 'ウォッカ', 'gin', 'ジン', 'tequila', 'テキーラ', 'whisky', 'whiskey', 'ウイスキー', 'bourbon', 'kirsch', 'キルシュ', 'grand marnier', 'グランマルニエ', 'cointreau', 'コアントロー', 'triple sec', 'liqueur', 'リキュール', 'kahlua', 'カルーア', 'amaretto', 'baileys', 'shochu', '焼酎', 'soju', 'ソジュ', 'cachaça', 'mezcal', 'ホワイトラム'], color: '#b8702a',
    swaps: { alcohol: null },
  }),
  // Fermented tea keeps a little alcohol; cocktail bitters are mostly alcohol.
  food('kombucha', 'drink', 'liquid', ['コンブチャ', 'kombucha'], ['300ml', '300 ml'], ['alcohol'], {
    aliases: ['fermented tea', '紅茶キノコ'], sugar: 8, color: '#d8a860', swaps: { alcohol: 'sparkling_water' },
  }),
  food('bitters', 'drink', 'liquid', ['アンゴスチュラビターズ', 'aromatic bitters'], ['数滴', 'a few dashes of'], ['alcohol'], {
    aliases: ['bitters', 'angostura', 'angostura bitters', 'ビターズ'], color: '#6a1a1a', swaps: { alcohol: null },
  }),
  // Sold as non-alcoholic but often up to 0.5%; brewed from barley.
  food('nonalcoholic_beer', 'drink', 'liquid', ['ノンアルコールビール', 'non-alcoholic beer'], ['350ml', '350 ml'], ['alcohol', 'gluten'], {
    aliases: ['alcohol-free beer', 'ノンアルビール', 'na beer', 'zero-alcohol beer'], color: '#e8b030', swaps: { alcohol: 'ginger_ale', gluten: 'ginger_ale' },
  }),
  food('umeshu', 'drink', 'liquid', ['梅酒', 'umeshu plum wine'], ['100ml', '100 ml'], ['alcohol'], {
    aliases: ['umeshu', 'plum wine', 'うめしゅ', 'sake lees', '酒粕', 'sake kasu', 'makgeolli', 'マッコリ'], sugar: 20, color: '#e8c070', swaps: { alcohol: 'ume_syrup' },
  }),
]
