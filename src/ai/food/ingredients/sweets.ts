import type { Ingredient } from '../types'
import { food } from './define'

/** Sugars and syrups, chocolate, what sets a jelly or raises a cake, and sweet pastes. */
export const SWEETS: Ingredient[] = [
  food('sugar', 'sweetener', 'powder', ['砂糖', 'sugar'], ['大さじ1', '1 tbsp'], [], {
    aliases: ['granulated sugar', 'caster sugar', 'white sugar', 'きび砂糖', 'グラニュー糖', '上白糖', 'てんさい糖', 'beet sugar', 'さとう', 'cane sugar', 'superfine sugar'], sugar: 9, color: '#fbfbfb',
  }),
  food('powdered_sugar', 'sweetener', 'powder', ['粉砂糖', 'icing sugar'], ['大さじ2', '2 tbsp'], [], {
    aliases: ['powdered sugar', "confectioners' sugar", 'confectioners sugar', 'こなざとう', 'シュガーパウダー'], sugar: 18, color: '#fdfdfd',
  }),
  food('brown_sugar', 'sweetener', 'powder', ['黒糖', 'dark brown sugar'], ['40g', '40 g'], [], {
    aliases: ['kokuto', 'brown sugar', 'muscovado', '黒砂糖', '三温糖', 'light brown sugar', 'demerara', 'coconut sugar', 'palm sugar', 'パームシュガー', 'jaggery'], sugar: 36, color: '#6a3a1e',
  }),
  food('mizuame', 'sweetener', 'liquid', ['水あめ', 'mizuame syrup'], ['大さじ1', '1 tbsp'], [], {
    aliases: ['mizuame', '水飴', 'starch syrup', 'corn syrup', 'glucose syrup', 'maltose', '麦芽水あめ'], sugar: 17, color: '#f4f0e0',
  }),
  food('kuromitsu', 'sweetener', 'liquid', ['黒蜜', 'kuromitsu syrup'], ['大さじ2', '2 tbsp'], [], {
    aliases: ['kuromitsu', 'black sugar syrup', 'くろみつ', 'brown sugar syrup'], sugar: 26, color: '#3a1a10',
  }),
  food('honey', 'sweetener', 'liquid', ['はちみつ', 'honey'], ['大さじ1', '1 tbsp'], ['honey'], {
    aliases: ['蜂蜜', 'ハチミツ', 'ハニー', 'raw honey', 'manuka honey', 'honeycomb'], sugar: 17, color: '#e8a92a',
    swaps: { honey: 'maple_syrup' },
  }),
  food('maple_syrup', 'sweetener', 'liquid', ['メープルシロップ', 'maple syrup'], ['大さじ2', '2 tbsp'], [], {
    aliases: ['maple', 'メープル', 'pure maple syrup', 'メイプルシロップ'], sugar: 26, color: '#b8651e',
  }),
  food('agave', 'sweetener', 'liquid', ['アガベシロップ', 'agave syrup'], ['大さじ1', '1 tbsp'], [], {
    aliases: ['agave', 'agave nectar', 'rice syrup', 'brown rice syrup', '米あめ', 'golden syrup', 'ゴールデンシロップ'], sugar: 16, color: '#e0b050',
  }),
  food('simple_syrup', 'sweetener', 'liquid', ['ガムシロップ', 'simple syrup'], ['大さじ2', '2 tbsp'], [], {
    aliases: ['sugar syrup', 'gum syrup', 'シロップ', 'syrup', 'シュガーシロップ', 'stock syrup'], sugar: 20, color: '#f8f8f4',
  }),
  food('grenadine', 'sweetener', 'liquid', ['グレナデンシロップ', 'grenadine'], ['大さじ1', '1 tbsp'], [], {
    aliases: ['grenadine syrup', 'グレナデン', 'pomegranate syrup'], sugar: 12, color: '#c81a3a',
  }),
  food('jam', 'sweetener', 'paste', ['いちごジャム', 'strawberry jam'], ['大さじ2', '2 tbsp'], [], {
    aliases: ['jam', 'ジャム', 'jelly preserves', 'fruit preserves', 'raspberry jam', 'apricot jam', 'ブルーベリージャム', 'マーマレード', 'marmalade', 'fruit spread'], sugar: 20, color: '#c8203a',
  }),
  food('chocolate', 'sweetener', 'small', ['チョコレート', 'dark chocolate'], ['50g', '50 g'], ['milk', 'soy'], {
    aliases: ['chocolate', '板チョコ', 'チョコ', 'ビターチョコ', 'semi-sweet chocolate', 'bittersweet chocolate', 'chocolate chips', 'チョコチップ', 'milk chocolate', 'ミルクチョコレート', '製菓用チョコレート', 'cooking chocolate', 'chocolate chunks', 'ミルクチョコ'], sugar: 24, color: '#4a2a1a',
    swaps: { milk: 'vegan_chocolate', soy: 'cocoa' },
  }),
  food('vegan_chocolate', 'sweetener', 'small', ['乳不使用のダークチョコレート', 'dairy-free dark chocolate'], ['50g', '50 g'], [], {
    aliases: ['dairy-free chocolate', 'vegan chocolate', 'vegan dark chocolate', 'ヴィーガンチョコレート', 'カカオ70%チョコレート', '70% dark chocolate'], sugar: 14, color: '#3a1a10',
  }),
  food('white_chocolate', 'sweetener', 'small', ['ホワイトチョコ', 'white chocolate'], ['50g', '50 g'], ['milk', 'soy'], {
    aliases: ['ホワイトチョコレート', 'white chocolate chips'], sugar: 28, color: '#f5ecd8', swaps: { milk: 'vegan_chocolate' },
  }),
  food('cocoa', 'sweetener', 'powder', ['純ココア', 'cocoa powder'], ['大さじ2', '2 tbsp'], [], {
    aliases: ['cocoa', 'ココア', 'cacao', 'カカオ', 'unsweetened cocoa', 'cacao powder', 'ココアパウダー', 'dutch-process cocoa'], color: '#5a3322',
  }),
  food('caramel', 'sweetener', 'liquid', ['キャラメルソース', 'caramel sauce'], ['大さじ2', '2 tbsp'], ['milk'], {
    aliases: ['caramel', 'キャラメル', 'butterscotch', 'salted caramel', 'dulce de leche', 'toffee sauce'], sugar: 20, color: '#b8722a',
    swaps: { milk: 'kuromitsu' },
  }),
  // Custard pudding's caramel is sugar cooked dark with water: no milk, unlike caramel sauce.
  food('burnt_sugar', 'sweetener', 'liquid', ['カラメルソース', 'caramel syrup'], ['大さじ2', '2 tbsp'], [], {
    aliases: ['カラメル', 'burnt sugar', 'burnt-sugar syrup', 'caramelized sugar', 'caramelised sugar', 'dry caramel', 'カラメルシロップ'], sugar: 20, color: '#8a4a1a',
  }),
  food('anko', 'sweetener', 'paste', ['こしあん', 'sweet red bean paste'], ['150g', '150 g'], [], {
    aliases: ['anko', 'あんこ', '餡', 'つぶあん', 'red bean paste', 'adzuki bean paste', '粒あん', 'ゆであずき', '小倉あん', 'white bean paste', '白あん'], sugar: 60, protein: 7, color: '#5a2a2a',
  }),
  food('azuki', 'protein', 'small', ['小豆', 'azuki beans'], ['100g', '100 g'], [], { raw: 'cook',
    aliases: ['azuki', 'adzuki beans', 'adzuki', 'あずき', 'red beans', 'アズキ'], protein: 20, color: '#7a2a2a',
  }),
  food('kinako', 'baking', 'powder', ['きな粉', 'kinako'], ['大さじ3', '3 tbsp'], ['soy'], {
    aliases: ['roasted soybean flour', 'きなこ', 'soybean flour', 'soy flour'], protein: 5, color: '#d8b066', swaps: { soy: 'black_sesame' },
  }),
  food('matcha', 'drink', 'powder', ['抹茶', 'matcha'], ['小さじ2', '2 tsp'], [], {
    aliases: ['matcha powder', 'green tea powder', 'まっちゃ', 'maccha', 'マッチャ', '抹茶パウダー', 'powdered green tea'], color: '#6a9a3a',
  }),

  // What sets a jelly or a custard. Gelatin is rendered from animal bones and skin.
  food('gelatin', 'setting', 'powder', ['粉ゼラチン', 'powdered gelatin'], ['5g', '5 g'], ['meat', 'pork'], {
    aliases: ['gelatin', 'gelatine', 'ゼラチン', 'gelatin powder', 'leaf gelatin', 'gelatin sheets', '板ゼラチン'], color: '#f5eedc',
    swaps: { meat: 'kanten' },
  }),
  food('kanten', 'setting', 'powder', ['粉寒天', 'agar powder'], ['2g', '2 g'], [], {
    aliases: ['agar', 'kanten', '寒天', 'agar-agar', 'agar agar', 'かんてん', '棒寒天'], color: '#f2f0e6',
  }),
  food('pectin', 'setting', 'powder', ['ペクチン', 'pectin'], ['3g', '3 g'], [], {
    aliases: ['アガー', 'agar-based jelly powder', 'carrageenan'], color: '#f6f4ee',
  }),
  // Marshmallows are set with gelatin and usually whipped with egg white.
  food('marshmallow', 'sweetener', 'small', ['マシュマロ', 'marshmallows'], ['8個', '8'], ['meat', 'egg', 'pork'], {
    aliases: ['marshmallow', 'mini marshmallows', 'ミニマシュマロ'], sugar: 20, grams: 30, color: '#fbf6f6',
  }),
  food('custard_powder', 'setting', 'powder', ['カスタードパウダー', 'custard powder'], ['大さじ2', '2 tbsp'], [], {
    aliases: ['bird\'s custard powder', 'instant custard'], color: '#f6d860',
  }),

  // What raises a cake or a bread.
  food('baking_powder', 'baking', 'powder', ['ベーキングパウダー', 'baking powder'], ['小さじ1', '1 tsp'], [], {
    aliases: ['ふくらし粉', 'ベーキングパウダー（アルミフリー）'], color: '#fafafa',
  }),
  food('baking_soda', 'baking', 'powder', ['重曹', 'baking soda'], ['小さじ1/2', '1/2 tsp'], [], {
    aliases: ['bicarbonate of soda', 'bicarb', 'sodium bicarbonate', 'じゅうそう'], color: '#fafafa',
  }),
  food('yeast', 'baking', 'powder', ['ドライイースト', 'instant dry yeast'], ['3g', '3 g'], [], {
    aliases: ['yeast', 'dry yeast', 'active dry yeast', 'instant yeast', 'イースト', '天然酵母'], color: '#e8d8b0',
  }),
  // Cream of tartar is a grape-wine salt: no cream, no milk.
  food('cream_of_tartar', 'baking', 'powder', ['クリームタータ', 'cream of tartar'], ['小さじ1/4', '1/4 tsp'], [], {
    aliases: ['クリームターター', '酒石酸', 'tartaric acid'], color: '#fafafa',
  }),
  // Extract is dissolved in alcohol; the bean or a paste made without it is not.
  food('vanilla', 'baking', 'liquid', ['バニラエッセンス', 'vanilla extract'], ['小さじ1/2', '1/2 tsp'], ['alcohol'], {
    aliases: ['vanilla', 'バニラ', 'vanilla essence', 'pure vanilla extract', 'バニラエクストラクト', 'バニラオイル'], color: '#3a2418',
    swaps: { alcohol: 'vanilla_bean' },
  }),
  food('vanilla_bean', 'baking', 'small', ['バニラビーンズ', 'vanilla bean'], ['1/2本', '1/2 pod'], [], {
    aliases: ['vanilla pod', 'vanilla beans', 'vanilla bean paste', 'vanilla powder', 'バニラパウダー', 'バニラビーンズペースト'], color: '#2a1a10',
  }),
  food('almond_extract', 'baking', 'liquid', ['アーモンドエッセンス', 'almond extract'], ['小さじ1/4', '1/4 tsp'], ['tree_nut', 'alcohol'], {
    aliases: ['almond essence', 'bitter almond extract'], color: '#e8d8b8', swaps: { tree_nut: 'vanilla_bean', alcohol: 'vanilla_bean' },
  }),
  food('sprinkles', 'baking', 'small', ['カラースプレー', 'sprinkles'], ['小さじ2', '2 tsp'], [], {
    aliases: ['hundreds and thousands', 'nonpareils', 'アラザン', 'チョコスプレー'], sugar: 6, color: '#e84a8a',
  }),
]
