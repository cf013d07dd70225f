import type { Ingredient } from '../types'
import { CUT, food } from './define'

/** Fruit, fresh and dried: sugar per quantity, and the season they are sold at their best. */
export const FRUITS: Ingredient[] = [
  food('strawberry', 'fruit', 'piece', ['いちご', 'strawberries'], ['150g', '150 g'], [], {
    aliases: ['strawberry', 'イチゴ', '苺', 'ストロベリー', 'とちおとめ', 'あまおう'], cut: CUT.halve, sugar: 11, season: ['spring'], color: '#e0303f',
  }),
  food('banana', 'fruit', 'piece', ['バナナ', 'bananas'], ['2本', '2'], [], {
    aliases: ['banana', 'ripe bananas', 'frozen banana'], cut: CUT.round, sugar: 30, grams: 200, color: '#f3d34a',
  }),
  food('apple', 'fruit', 'piece', ['りんご', 'apple'], ['1個', '1'], [], {
    aliases: ['apples', 'リンゴ', '林檎', 'green apple', '紅玉', 'granny smith'], cut: CUT.wedge, sugar: 30, grams: 250, season: ['autumn', 'winter'], color: '#d0342c',
  }),
  food('lemon', 'fruit', 'piece', ['レモン', 'lemon'], ['1/2個', '1/2'], [], {
    aliases: ['lemons', 'lemon juice', 'レモン汁', '檸檬', 'lemon zest', 'レモン果汁', 'レモンの皮'], cut: CUT.wedge, sugar: 1, grams: 40, color: '#f5e04a',
  }),
  food('lime', 'fruit', 'piece', ['ライム', 'lime'], ['1個', '1'], [], {
    aliases: ['limes', 'lime juice', 'ライム果汁', 'lime wedges', 'lime zest'], cut: CUT.wedge, sugar: 1, grams: 60, color: '#8cc43c',
  }),
  food('orange', 'fruit', 'piece', ['オレンジ', 'orange'], ['1個', '1'], [], {
    aliases: ['oranges', 'navel orange', 'blood orange', 'orange zest'], cut: CUT.segment, sugar: 18, grams: 200, season: ['winter'], color: '#f39a1e',
  }),
  food('mikan', 'fruit', 'piece', ['みかん', 'mandarin oranges'], ['2個', '2'], [], {
    aliases: ['mandarin', 'mandarins', 'ミカン', '蜜柑', 'satsuma', 'satsumas', 'clementines', 'tangerines', 'mandarin orange', 'みかん缶'], cut: CUT.segment, sugar: 18, grams: 160, season: ['winter'], color: '#f5a021',
  }),
  food('yuzu', 'fruit', 'piece', ['ゆず', 'yuzu'], ['1/2個（皮と果汁）', '1/2 {} (zest and juice)'], [], {
    aliases: ['柚子', 'ユズ', 'yuzu juice', 'ゆず果汁', 'sudachi', 'すだち', 'kabosu', 'かぼす'], cut: CUT.zest, sugar: 1, grams: 30, season: ['winter'], color: '#f2c81e',
  }),
  food('grapefruit', 'fruit', 'piece', ['グレープフルーツ', 'grapefruit'], ['1個', '1'], [], {
    aliases: ['pink grapefruit', 'grapefruits'], cut: CUT.segment, sugar: 20, grams: 250, color: '#f0806a',
  }),
  food('peach', 'fruit', 'piece', ['桃', 'peaches'], ['2個', '2'], [], {
    aliases: ['peach', 'モモ', 'ピーチ', 'white peach', '白桃', 'nectarines', 'canned peaches', '黄桃'], cut: CUT.wedge, sugar: 36, grams: 400, season: ['summer'], color: '#f7a98c',
  }),
  food('grape', 'fruit', 'small', ['ぶどう', 'grapes'], ['150g', '150 g'], [], {
    aliases: ['grape', 'ブドウ', '葡萄', 'シャインマスカット', 'muscat grapes', 'seedless grapes', '巨峰'], sugar: 23, season: ['autumn'], color: '#6b2f7a',
  }),
  food('mango', 'fruit', 'piece', ['マンゴー', 'mango'], ['1個（200g）', '1 (200 g)'], [], {
    aliases: ['mangoes', 'mangos', 'mango puree', 'frozen mango', 'mango pulp'], cut: CUT.cube, sugar: 28, grams: 200, season: ['summer'], color: '#f5a623',
  }),
  food('pineapple', 'fruit', 'piece', ['パイナップル', 'pineapple'], ['200g', '200 g'], [], {
    aliases: ['パイン', 'pineapples', 'pineapple chunks', 'canned pineapple'], cut: CUT.bite, sugar: 20, season: ['summer'], color: '#f3cf45',
  }),
  food('blueberry', 'fruit', 'small', ['ブルーベリー', 'blueberries'], ['100g', '100 g'], [], {
    aliases: ['blueberry', 'frozen blueberries'], sugar: 10, season: ['summer'], color: '#3b3f8f',
  }),
  food('raspberry', 'fruit', 'small', ['ラズベリー', 'raspberries'], ['100g', '100 g'], [], {
    aliases: ['raspberry', 'berries', 'ベリー', 'mixed berries', 'ミックスベリー', 'blackberries', 'blackberry', 'ブラックベリー', 'frozen berries'], sugar: 4, season: ['summer'], color: '#d2294a',
  }),
  food('kiwi', 'fruit', 'piece', ['キウイ', 'kiwi fruit'], ['2個', '2'], [], {
    aliases: ['kiwi', 'kiwis', 'kiwi fruits', 'キウイフルーツ', 'kiwifruit'], cut: CUT.round, sugar: 18, grams: 160, color: '#7aa83a',
  }),
  food('melon', 'fruit', 'piece', ['メロン', 'melon'], ['1/4個（250g）', '250 g'], [], {
    aliases: ['cantaloupe', 'honeydew', 'melons'], cut: CUT.cube, sugar: 24, season: ['summer'], color: '#b8d87a',
  }),
  food('watermelon', 'fruit', 'piece', ['すいか', 'watermelon'], ['300g', '300 g'], [], {
    aliases: ['スイカ', '西瓜'], cut: CUT.cube, sugar: 28, season: ['summer'], color: '#e8465a',
  }),
  food('pear', 'fruit', 'piece', ['梨', 'nashi pear'], ['1個', '1'], [], {
    aliases: ['pear', 'pears', 'nashi pears', 'ナシ', 'asian pear', '洋梨', 'ラ・フランス'], cut: CUT.wedge, sugar: 28, grams: 300, season: ['autumn'], color: '#e3d58a',
  }),
  food('persimmon', 'fruit', 'piece', ['柿', 'persimmon'], ['1個', '1'], [], {
    aliases: ['persimmons', '干し柿', 'hoshigaki'], cut: CUT.wedge, sugar: 28, grams: 200, season: ['autumn'], color: '#f07a1a',
  }),
  food('cherry', 'fruit', 'small', ['さくらんぼ', 'cherries'], ['100g', '100 g'], [], {
    aliases: ['cherry', 'サクランボ', 'チェリー', 'maraschino cherries', 'アメリカンチェリー'], sugar: 13, season: ['summer'], color: '#b3122e',
  }),
  food('fig', 'fruit', 'piece', ['いちじく', 'figs'], ['2個', '2'], [], {
    aliases: ['fig', 'イチジク', '無花果', 'dried figs'], cut: CUT.wedge, sugar: 16, grams: 120, season: ['autumn'], color: '#7a3a5a',
  }),
  food('plum', 'fruit', 'piece', ['プラム', 'plums'], ['2個', '2'], [], {
    aliases: ['plum', 'すもも', 'prunes', 'prune', 'プルーン'], cut: CUT.wedge, sugar: 14, grams: 160, season: ['summer'], color: '#7a2a4a',
  }),
  food('ume', 'fruit', 'piece', ['青梅', 'green ume plums'], ['300g', '300 g'], [], {
    aliases: ['ume', 'ume plums', '梅の実'], sugar: 2, season: ['summer'], color: '#9ac04a',
  }),
  food('apricot', 'fruit', 'piece', ['あんず', 'apricots'], ['4個', '4'], [], {
    aliases: ['apricot', 'アプリコット', '杏', 'dried apricots', 'ドライアプリコット'], cut: CUT.halve, sugar: 16, grams: 160, season: ['summer'], color: '#f0a040',
  }),
  food('passion_fruit', 'fruit', 'piece', ['パッションフルーツ', 'passion fruit'], ['2個', '2'], [], {
    aliases: ['passionfruit', 'passion fruits', 'maracuya'], cut: { ja: '半分に切って中身をかき出す', en: 'halve and scoop out the pulp' }, sugar: 6, grams: 60, season: ['summer'], color: '#7a3a6a',
  }),
  food('pomegranate', 'fruit', 'small', ['ざくろ', 'pomegranate seeds'], ['1/2個分', 'seeds of 1/2'], [], {
    aliases: ['pomegranate', 'ザクロ', '柘榴', 'pomegranate arils'], sugar: 12, grams: 80, season: ['autumn'], color: '#c8203a',
  }),
  food('lychee', 'fruit', 'piece', ['ライチ', 'lychees'], ['8個', '8'], [], {
    aliases: ['lychee', 'litchi', 'canned lychees', 'レイシ'], cut: { ja: '皮と種を取る', en: 'peel and stone' }, sugar: 15, grams: 100, season: ['summer'], color: '#f4e8e0',
  }),
  food('dragon_fruit', 'fruit', 'piece', ['ドラゴンフルーツ', 'dragon fruit'], ['1/2個', '1/2'], [], {
    aliases: ['dragon fruits', 'pitaya', 'pitahaya'], cut: CUT.cube, sugar: 10, grams: 150, color: '#e83a8a',
  }),
  food('papaya', 'fruit', 'piece', ['パパイヤ', 'papaya'], ['1/2個', '1/2'], [], {
    aliases: ['papayas', 'green papaya', 'パパイア', 'som tam papaya'], cut: CUT.julienne, sugar: 14, grams: 200, color: '#f08a3a',
  }),
  // Coconut flesh is a fruit: safe for tree-nut allergies in the sense this catalogue uses.
  food('desiccated_coconut', 'fruit', 'small', ['ココナッツファイン', 'desiccated coconut'], ['大さじ3（15g）', '3 tbsp (15 g)'], [], {
    aliases: ['coconut', 'ココナッツ', 'shredded coconut', 'coconut flakes', 'toasted coconut', 'ココナッツロング'], sugar: 1, color: '#f5f0e6',
  }),
  food('dates', 'fruit', 'small', ['デーツ', 'dates'], ['4個', '4'], [], {
    aliases: ['medjool dates', 'dried dates', 'なつめやし'], sugar: 26, grams: 40, color: '#6a3a1e',
  }),
  food('raisins', 'fruit', 'small', ['レーズン', 'raisins'], ['30g', '30 g'], [], {
    aliases: ['raisin', 'sultanas', 'ほしぶどう', '干しぶどう', 'currants'], sugar: 22, color: '#5a2a2a',
  }),
  food('dried_cranberries', 'fruit', 'small', ['ドライクランベリー', 'dried cranberries'], ['30g', '30 g'], [], {
    aliases: ['cranberries', 'cranberry', 'クランベリー', 'craisins'], sugar: 20, season: ['winter'], color: '#a8203a',
  }),
  food('yuzu_marmalade', 'fruit', 'paste', ['柚子茶（ゆずジャム）', 'yuzu marmalade'], ['大さじ3', '3 tbsp'], [], {
    aliases: ['yuja tea', 'yuja cheong', 'citron tea', 'ゆず茶', '柚子茶', 'ゆずジャム'], sugar: 30, season: ['winter'], color: '#f2b81e',
  }),
]
