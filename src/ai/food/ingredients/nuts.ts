import type { Ingredient } from '../types'
import { food } from './define'

/**
 * Nuts and seeds. Every tree nut carries `tree_nut` and peanuts `peanut` (a legume, but the
 * allergy that matters); "nuts" on its own means both. Seeds are not nuts.
 */
export const NUTS: Ingredient[] = [
  food('mixed_nuts', 'nut', 'small', ['ミックスナッツ', 'mixed nuts'], ['30g', '30 g'], ['tree_nut', 'peanut'], {
    aliases: ['nuts', 'nut', 'ナッツ', 'ナッツ類', 'chopped nuts', '砕いたナッツ', 'roasted nuts'], protein: 6, color: '#b8864a',
    swaps: { tree_nut: 'pumpkin_seeds', peanut: 'pumpkin_seeds' },
  }),
  food('walnut', 'nut', 'small', ['くるみ', 'walnuts'], ['30g', '30 g'], ['tree_nut'], {
    aliases: ['walnut', 'クルミ', '胡桃', 'chopped walnuts', 'walnut pieces'], protein: 4, season: ['autumn'], color: '#9a6e3e', swaps: { tree_nut: 'pumpkin_seeds' },
  }),
  food('almond', 'nut', 'small', ['アーモンド', 'almonds'], ['30g', '30 g'], ['tree_nut'], {
    aliases: ['almond', 'sliced almonds', 'スライスアーモンド', 'flaked almonds', 'slivered almonds', 'toasted almonds'], protein: 6, color: '#c48a52', swaps: { tree_nut: 'sunflower_seeds' },
  }),
  food('almond_flour', 'nut', 'powder', ['アーモンドプードル', 'almond flour'], ['50g', '50 g'], ['tree_nut'], {
    aliases: ['almond meal', 'ground almonds', 'almond powder', 'アーモンドパウダー'], protein: 10, color: '#e0c8a0', swaps: { tree_nut: 'rice_flour' },
  }),
  food('cashew', 'nut', 'small', ['カシューナッツ', 'cashews'], ['30g', '30 g'], ['tree_nut'], {
    aliases: ['cashew', 'cashew nuts', 'カシュー'], protein: 6, color: '#e8d0a0', swaps: { tree_nut: 'sunflower_seeds' },
  }),
  food('pistachio', 'nut', 'small', ['ピスタチオ', 'pistachios'], ['20g', '20 g'], ['tree_nut'], {
    aliases: ['pistachio', 'pistachio nuts'], protein: 4, color: '#8aa84a', swaps: { tree_nut: 'pumpkin_seeds' },
  }),
  food('hazelnut', 'nut', 'small', ['ヘーゼルナッツ', 'hazelnuts'], ['30g', '30 g'], ['tree_nut'], {
    aliases: ['hazelnut', 'filberts'], protein: 4, color: '#a8703a', swaps: { tree_nut: 'sunflower_seeds' },
  }),
  food('pecan', 'nut', 'small', ['ピーカンナッツ', 'pecans'], ['30g', '30 g'], ['tree_nut'], {
    aliases: ['pecan', 'pecan nuts', 'ペカンナッツ'], protein: 3, color: '#8a5a2e', swaps: { tree_nut: 'pumpkin_seeds' },
  }),
  food('macadamia', 'nut', 'small', ['マカダミアナッツ', 'macadamia nuts'], ['30g', '30 g'], ['tree_nut'], {
    aliases: ['macadamia', 'macadamias', 'マカデミアナッツ'], protein: 2, color: '#f0e0c0', swaps: { tree_nut: 'sunflower_seeds' },
  }),
  food('pine_nuts', 'nut', 'small', ['松の実', 'pine nuts'], ['大さじ2（20g）', '2 tbsp (20 g)'], ['tree_nut'], {
    aliases: ['pine nut', 'pignoli', 'まつのみ'], protein: 3, color: '#f0e2b8', swaps: { tree_nut: 'sunflower_seeds' },
  }),
  // Chestnuts are rarely an allergy, but they are counted among the tree nuts on allergen lists.
  food('chestnut', 'nut', 'piece', ['栗（甘露煮）', 'sweet chestnuts'], ['6個', '6'], ['tree_nut'], {
    aliases: ['chestnut', 'chestnuts', '栗', 'marron', 'マロン', '甘栗', 'roasted chestnuts', '栗の甘露煮', 'くり'], cut: { ja: '半分に切る', en: 'halve' }, sugar: 20, grams: 90, season: ['autumn'], color: '#8c5a2c',
    swaps: { tree_nut: 'sweet_potato' },
  }),
  food('marzipan', 'nut', 'paste', ['マジパン', 'marzipan'], ['50g', '50 g'], ['tree_nut'], {
    aliases: ['almond paste'], sugar: 25, color: '#f4e4c8',
  }),
  food('praline', 'nut', 'paste', ['プラリネ', 'praline paste'], ['30g', '30 g'], ['tree_nut'], {
    aliases: ['praline', 'pralines', 'hazelnut praline', 'praliné'], sugar: 15, color: '#b8804a',
  }),
  // Whipped with egg white.
  food('nougat', 'nut', 'piece', ['ヌガー', 'nougat'], ['40g', '40 g'], ['tree_nut', 'egg', 'honey'], {
    aliases: ['torrone', 'turrón', 'ヌガー菓子'], cut: { ja: '細かく刻む', en: 'chop small' }, sugar: 25, color: '#f4ecd8',
  }),
  food('hazelnut_spread', 'nut', 'paste', ['ヘーゼルナッツスプレッド', 'chocolate hazelnut spread'], ['大さじ2', '2 tbsp'], ['tree_nut', 'milk', 'soy'], {
    aliases: ['nutella', 'ヌテラ', 'hazelnut spread', 'gianduja'], sugar: 17, color: '#5a3322',
  }),
  food('peanut', 'nut', 'small', ['ピーナッツ', 'peanuts'], ['30g', '30 g'], ['peanut'], {
    aliases: ['peanut', '落花生', 'らっかせい', 'ラッカセイ', 'roasted peanuts', 'crushed peanuts', 'groundnuts', 'バターピーナッツ', '南京豆', 'ジーマーミ豆腐', 'じーまーみ豆腐', '落花生豆腐', 'peanut tofu'], protein: 8, color: '#c9955a',
    swaps: { peanut: 'sunflower_seeds' },
  }),
  food('peanut_butter', 'nut', 'paste', ['ピーナッツバター', 'peanut butter'], ['大さじ2', '2 tbsp'], ['peanut'], {
    aliases: ['smooth peanut butter', 'crunchy peanut butter', 'ピーナツバター', 'peanut paste'], protein: 8, sugar: 3, color: '#b8803a',
    swaps: { peanut: 'sunflower_seed_butter' },
  }),
  food('peanut_oil', 'nut', 'liquid', ['落花生油', 'peanut oil'], ['大さじ1', '1 tbsp'], ['peanut'], {
    aliases: ['groundnut oil', 'ピーナッツオイル'], color: '#e8c878', swaps: { peanut: 'oil' },
  }),
  food('satay_sauce', 'nut', 'paste', ['サテソース', 'satay sauce'], ['大さじ4', '4 tbsp'], ['peanut', 'soy', 'wheat', 'gluten', 'nightshade'], {
    aliases: ['peanut sauce', 'ピーナッツソース', 'サテのたれ', 'satay dipping sauce'], protein: 6, salt: 1.5, sugar: 6, color: '#b8703a',
    swaps: { peanut: 'tahini' },
  }),
  food('nut_butter', 'nut', 'paste', ['ナッツバター', 'nut butter'], ['大さじ2', '2 tbsp'], ['tree_nut', 'peanut'], {
    aliases: ['almond butter', 'cashew butter', 'アーモンドバター'], protein: 7, color: '#c0905a', swaps: { tree_nut: 'sunflower_seed_butter', peanut: 'sunflower_seed_butter' },
  }),
  food('sunflower_seed_butter', 'nut', 'paste', ['ひまわりの種のペースト', 'sunflower seed butter'], ['大さじ2', '2 tbsp'], [], {
    aliases: ['sunbutter', 'sunflower butter', 'ひまわりの種バター'], protein: 6, sugar: 2, color: '#9a8050',
  }),
  // Seeds: no nut, no peanut.
  food('sesame', 'nut', 'small', ['いりごま', 'toasted sesame seeds'], ['大さじ1', '1 tbsp'], ['sesame'], {
    aliases: ['sesame', 'sesame seeds', 'ごま', 'ゴマ',  '胡麻', 'すりごま', '白ごま', 'いりゴマ', 'white sesame', 'ground sesame', 'toasted sesame', '炒りごま'], protein: 2, color: '#e8d6a8',
    swaps: { sesame: null },
  }),
  food('black_sesame', 'nut', 'small', ['黒ごま', 'black sesame seeds'], ['大さじ1', '1 tbsp'], ['sesame'], {
    aliases: ['black sesame', '黒胡麻', '黒ゴマ', '黒すりごま', '黒ごまペースト', 'black sesame paste'], protein: 2, color: '#2a2420', swaps: { sesame: null },
  }),
  food('tahini', 'nut', 'paste', ['練りごま', 'tahini'], ['大さじ2', '2 tbsp'], ['sesame'], {
    aliases: ['tahina', 'sesame paste', 'ねりごま', '白練りごま', 'タヒニ', '芝麻醤', 'ジーマージャン', '胡麻豆腐', 'ごま豆腐', 'sesame tofu'], protein: 5, color: '#d8c08a', swaps: { sesame: 'sunflower_seed_butter' },
  }),
  food('sunflower_seeds', 'nut', 'small', ['ひまわりの種', 'sunflower seeds'], ['大さじ2', '2 tbsp'], [], {
    aliases: ['sunflower seed', 'ヒマワリの種'], protein: 4, color: '#8a8a7a',
  }),
  food('pumpkin_seeds', 'nut', 'small', ['かぼちゃの種', 'pumpkin seeds'], ['大さじ2', '2 tbsp'], [], {
    aliases: ['pepitas', 'パンプキンシード', 'pumpkin seed'], protein: 5, color: '#4a7a3a',
  }),
  food('chia_seeds', 'nut', 'small', ['チアシード', 'chia seeds'], ['大さじ2', '2 tbsp'], [], {
    aliases: ['chia', 'chia seed', 'chia egg'], protein: 3, color: '#4a4a48',
  }),
  food('flaxseed', 'nut', 'small', ['フラックスシード', 'ground flaxseed'], ['大さじ1', '1 tbsp'], [], {
    aliases: ['flaxseed', 'flax seeds', 'linseed', 'アマニ', '亜麻仁', 'flax egg'], protein: 2, color: '#8a6a4a',
  }),
]
