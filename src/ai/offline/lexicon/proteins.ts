import { entry, type LexiconEntry } from './types'

/** Meat, fish, eggs, soy and pulses: quantities for two, protein in grams for that quantity. */
export const PROTEINS: LexiconEntry[] = [
  entry('chicken_thigh', 'protein', '鶏もも肉', 'chicken thigh', '#e8b89a', ['300g', '300 g'], {
    aliases: ['chicken', 'chicken thighs', '鶏肉', '鶏', 'とり肉', '鳥肉', 'チキン', 'もも肉'],
    protein: 50,
    notes: 'juicy, forgiving dark meat',
  }),
  entry('chicken_breast', 'protein', '鶏むね肉', 'chicken breast', '#f2d0bc', ['250g', '250 g'], {
    aliases: ['chicken breasts', 'むね肉', '胸肉', 'ささみ', 'chicken tenders'],
    protein: 58,
    notes: 'lean, dries out if overcooked',
  }),
  entry('pork', 'protein', '豚こま切れ肉', 'sliced pork', '#e9a9a0', ['250g', '250 g'], {
    aliases: ['pork', 'pork slices', '豚肉', '豚', 'ポーク', '豚ロース', 'pork loin', '豚バラ', 'pork belly'],
    protein: 45,
  }),
  entry('ground_pork', 'protein', '豚ひき肉', 'ground pork', '#e7a49a', ['200g', '200 g'], {
    aliases: ['minced pork', 'pork mince'],
    protein: 35,
  }),
  entry('beef', 'protein', '牛薄切り肉', 'thinly sliced beef', '#b5524a', ['250g', '250 g'], {
    aliases: ['beef', '牛肉', '牛', 'ビーフ', 'sirloin', 'beef slices'],
    protein: 48,
  }),
  entry('ground_beef', 'protein', '合いびき肉', 'ground beef', '#a64b43', ['250g', '250 g'], {
    aliases: ['minced beef', 'beef mince', '牛ひき肉', 'ひき肉', '挽き肉', 'mince', 'minced meat'],
    protein: 44,
  }),
  entry('bacon', 'protein', 'ベーコン', 'bacon', '#c96f62', ['60g', '60 g'], { protein: 8, salt: 1.2, aliases: ['pancetta'] }),
  entry('ham', 'protein', 'ハム', 'ham', '#eba3a3', ['4枚', '4 slices'], { protein: 10, salt: 1.4, grams: 60 }),
  entry('sausage', 'protein', 'ウインナー', 'sausages', '#c2703d', ['4本', '4'], {
    aliases: ['sausage', 'ソーセージ', 'ウィンナー'],
    protein: 10,
    salt: 1.5,
    grams: 80,
  }),
  entry('salmon', 'protein', '鮭', 'salmon', '#f08a64', ['2切れ（200g）', '2 fillets (200 g)'], {
    aliases: ['salmon fillet', 'salmon fillets', 'サーモン', 'しゃけ', '生鮭'],
    protein: 44,
    season: ['autumn'],
    notes: 'rich in omega-3; autumn salmon (秋鮭) is lean',
    grams: 200,
  }),
  entry('tuna', 'protein', 'まぐろ', 'tuna', '#b8303a', ['200g', '200 g'], { aliases: ['マグロ', '鮪', 'ツナ', 'ahi'], protein: 52, season: ['winter'] }),
  entry('mackerel', 'protein', 'さば', 'mackerel', '#8a9aa8', ['2切れ（200g）', '2 fillets (200 g)'], {
    aliases: ['サバ', '鯖', 'saba'],
    protein: 41,
    season: ['autumn'],
    grams: 200,
  }),
  entry('cod', 'protein', '生たら', 'cod', '#f4eee6', ['2切れ（200g）', '2 fillets (200 g)'], { aliases: ['タラ', '鱈', '生ダラ', 'white fish', 'fish', '魚', '白身魚'], protein: 35, season: ['winter'], grams: 200 }),
  entry('yellowtail', 'protein', 'ブリ', 'yellowtail', '#d9a08c', ['2切れ（200g）', '2 fillets (200 g)'], {
    aliases: ['鰤', 'amberjack', 'hamachi'],
    protein: 43,
    season: ['winter'],
    grams: 200,
  }),
  entry('shrimp', 'protein', 'えび', 'shrimp', '#f4a08a', ['200g', '200 g'], { aliases: ['エビ', '海老', 'prawn', 'prawns'], protein: 40 }),
  entry('squid', 'protein', 'イカ', 'squid', '#f3ece0', ['200g', '200 g'], { aliases: ['烏賊', 'calamari'], protein: 36, season: ['summer'] }),
  entry('octopus', 'protein', 'ゆでだこ', 'boiled octopus', '#c8504a', ['150g', '150 g'], { aliases: ['octopus', 'タコ', '蛸'], protein: 33, season: ['summer'] }),
  entry('scallop', 'protein', 'ほたて', 'scallops', '#f5e3c8', ['8個（160g）', '8 (160 g)'], { aliases: ['scallop', 'ホタテ', '帆立'], protein: 27, grams: 160, season: ['winter'] }),
  entry('clams', 'protein', 'あさり', 'clams', '#b9a98f', ['300g（殻つき）', '300 g {} in the shell'], { aliases: ['clam', 'アサリ', '浅蜊'], protein: 12, season: ['spring'] }),
  entry('egg', 'protein', '卵', 'eggs', '#f6c945', ['2個', '2'], { aliases: ['egg', 'たまご', '玉子', 'タマゴ'], protein: 12, grams: 110 }),
  entry('tofu', 'protein', '木綿豆腐', 'firm tofu', '#f3eee0', ['1丁（300g）', '1 block (300 g)'], {
    aliases: ['tofu', '豆腐', 'とうふ', '絹ごし豆腐', 'silken tofu', 'bean curd'],
    protein: 20,
    grams: 300,
  }),
  entry('atsuage', 'protein', '厚揚げ', 'thick fried tofu', '#d9a35b', ['1枚（200g）', '1 piece (200 g)'], { aliases: ['atsuage', 'fried tofu'], protein: 21, grams: 200 }),
  entry('natto', 'protein', '納豆', 'natto', '#b88a4a', ['2パック', '2 packs'], { aliases: ['なっとう', 'fermented soybeans'], protein: 13, grams: 90 }),
  entry('chickpeas', 'protein', 'ひよこ豆（水煮）', 'cooked chickpeas', '#dcb97a', ['200g', '200 g'], {
    aliases: ['chickpeas', 'chickpea', 'ひよこ豆', 'garbanzo', 'garbanzo beans'],
    protein: 18,
  }),
  entry('lentils', 'protein', 'レンズ豆', 'red lentils', '#d77a45', ['100g', '100 g'], { aliases: ['lentils', 'lentil'], protein: 24 }),
  entry('lamb', 'protein', 'ラム肉', 'lamb', '#b0574f', ['250g', '250 g'], { aliases: ['羊肉', 'mutton', 'ジンギスカン'], protein: 45, season: ['spring'] }),
  entry('duck', 'protein', '鴨むね肉', 'duck breast', '#9c4a43', ['1枚（250g）', '1 breast (250 g)'], { aliases: ['duck', '鴨', '鴨肉'], protein: 47, season: ['winter'], grams: 250 }),
  entry('crab', 'protein', 'かに（ほぐし身）', 'crab meat', '#e86a50', ['100g', '100 g'], { aliases: ['crab', 'カニ', '蟹'], protein: 14, season: ['winter'] }),
]
