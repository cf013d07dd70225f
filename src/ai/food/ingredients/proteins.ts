import type { Ingredient } from '../types'
import { CUT, food } from './define'

/** Meat, fish, shellfish, eggs, soy foods and pulses: quantities for two, protein in grams for that quantity. */
export const PROTEINS: Ingredient[] = [
  // Meat. Stock and gelatin are meat too (see seasonings and sweets).
  food('chicken_thigh', 'protein', 'piece', ['鶏もも肉', 'chicken thigh'], ['300g', '300 g'], ['meat'], {
    aliases: ['chicken', 'chicken thighs', '鶏肉', '鶏', 'とりにく', 'とりもも', 'とり肉', '鳥肉', 'チキン', 'もも肉', '鶏もも'],
    cut: CUT.bite, protein: 50, color: '#e8b89a',
  }),
  food('chicken_breast', 'protein', 'piece', ['鶏むね肉', 'chicken breast'], ['250g', '250 g'], ['meat'], {
    aliases: ['chicken breasts', 'むね肉', '胸肉', '鶏胸肉', '鶏むね'], cut: CUT.bite, protein: 58, color: '#f2d0bc',
  }),
  food('chicken_tender', 'protein', 'piece', ['ささみ', 'chicken tenderloins'], ['4本（200g）', '4 (200 g)'], ['meat'], {
    aliases: ['chicken tenders', 'chicken tenderloin', 'ササミ', '鶏ささみ'], cut: CUT.diagonal, protein: 46, grams: 200, color: '#f4d8c8',
  }),
  food('chicken_wings', 'protein', 'piece', ['手羽先', 'chicken wings'], ['8本', '8'], ['meat'], {
    aliases: ['chicken wing', 'wings', '手羽元', '手羽', 'drumettes'], protein: 40, grams: 400, color: '#e3a679',
  }),
  food('ground_chicken', 'protein', 'small', ['鶏ひき肉', 'ground chicken'], ['200g', '200 g'], ['meat'], {
    aliases: ['minced chicken', 'chicken mince', '鶏挽き肉', '鶏そぼろ'], protein: 35, color: '#f0c8b0',
  }),
  food('pork', 'protein', 'piece', ['豚こま切れ肉', 'sliced pork'], ['250g', '250 g'], ['meat'], {
    aliases: ['pork', 'pork slices', '豚肉', '豚', 'ぶたにく', 'ぶた肉', '豚こま', 'ポーク', '豚小間'], cut: CUT.bite, protein: 45, color: '#e9a9a0',
  }),
  food('pork_belly', 'protein', 'piece', ['豚バラ薄切り肉', 'thinly sliced pork belly'], ['200g', '200 g'], ['meat'], {
    aliases: ['pork belly', '豚バラ', '豚ばら', '豚バラ肉', 'samgyeopsal', 'サムギョプサル'], cut: CUT.lengths, protein: 28, color: '#eab3a8',
  }),
  food('pork_loin', 'protein', 'piece', ['豚ロース肉（とんかつ用）', 'pork loin chops'], ['2枚（240g）', '2 (240 g)'], ['meat'], {
    aliases: ['pork loin', 'pork chops', 'pork chop', '豚ロース', 'とんかつ用豚肉', 'pork cutlets'], protein: 46, grams: 240, color: '#e6a295',
  }),
  food('ground_pork', 'protein', 'small', ['豚ひき肉', 'ground pork'], ['200g', '200 g'], ['meat'], {
    aliases: ['minced pork', 'pork mince', '豚挽き肉'], protein: 35, color: '#e7a49a',
  }),
  food('beef', 'protein', 'piece', ['牛薄切り肉', 'thinly sliced beef'], ['250g', '250 g'], ['meat'], {
    aliases: ['beef', '牛肉', '牛', 'ビーフ', 'sirloin', 'beef slices', '牛こま', '牛切り落とし', 'bulgogi beef'], cut: CUT.bite, protein: 48, color: '#b5524a',
  }),
  food('beef_chuck', 'protein', 'piece', ['牛角切り肉（シチュー用）', 'stewing beef'], ['300g', '300 g'], ['meat'], {
    aliases: ['beef chuck', 'stew beef', 'braising beef', '牛すね肉', 'シチュー用牛肉', 'beef cubes'], cut: CUT.cube, protein: 54, color: '#a84a42',
  }),
  food('steak', 'protein', 'piece', ['牛ステーキ肉', 'beef steak'], ['2枚（300g）', '2 (300 g)'], ['meat'], {
    aliases: ['steak', 'steaks', 'ステーキ肉', 'ribeye', 'beef steaks'], protein: 56, grams: 300, color: '#9e3f38',
  }),
  food('ground_beef', 'protein', 'small', ['合いびき肉', 'ground beef'], ['250g', '250 g'], ['meat'], {
    aliases: ['minced beef', 'beef mince', '牛ひき肉', 'ひき肉', '挽き肉', '合挽き肉', 'mince', 'minced meat', 'ground meat'], protein: 44, color: '#a64b43',
  }),
  food('bacon', 'protein', 'piece', ['ベーコン', 'bacon'], ['60g', '60 g'], ['meat'], {
    aliases: ['pancetta', 'パンチェッタ', 'bacon rashers', 'bacon strips'], cut: CUT.strips, protein: 8, salt: 1.2, color: '#c96f62',
  }),
  food('ham', 'protein', 'piece', ['ハム', 'ham'], ['4枚', '4 slices'], ['meat'], {
    aliases: ['sliced ham', 'ロースハム'], cut: CUT.strips, protein: 10, salt: 1.4, grams: 60, color: '#eba3a3',
  }),
  food('prosciutto', 'protein', 'piece', ['生ハム', 'prosciutto'], ['40g', '40 g'], ['meat'], {
    aliases: ['parma ham', 'jamon', 'cured ham'], cut: CUT.tear, protein: 10, salt: 1.1, color: '#d98a86',
  }),
  food('sausage', 'protein', 'piece', ['ウインナー', 'sausages'], ['4本', '4'], ['meat'], {
    aliases: ['sausage', 'ソーセージ', 'ウィンナー', 'frankfurters', 'hot dogs'], cut: CUT.diagonal, protein: 10, salt: 1.5, grams: 80, color: '#c2703d',
  }),
  food('chorizo', 'protein', 'piece', ['チョリソー', 'chorizo'], ['80g', '80 g'], ['meat'], {
    aliases: ['チョリソ', 'chorizo sausage'], cut: CUT.round, protein: 19, salt: 1.7, color: '#b8442c',
  }),
  food('luncheon_meat', 'protein', 'piece', ['ランチョンミート', 'luncheon meat'], ['1/2缶（170g）', '1/2 can (170 g)'], ['meat'], {
    aliases: ['spam', 'スパム', 'ポークランチョンミート'], cut: { ja: '1cm厚さに切る', en: 'slice 1 cm thick' }, protein: 22, salt: 3.7, grams: 170, color: '#d99080',
  }),
  food('lamb', 'protein', 'piece', ['ラム肉', 'lamb'], ['250g', '250 g'], ['meat'], {
    aliases: ['羊肉', 'mutton', 'マトン', 'lamb chops', 'ラムチョップ'], cut: CUT.bite, protein: 45, season: ['spring'], color: '#b0574f',
  }),
  food('duck', 'protein', 'piece', ['鴨むね肉', 'duck breast'], ['1枚（250g）', '1 breast (250 g)'], ['meat'], {
    aliases: ['duck', '鴨', '鴨肉', '合鴨'], cut: CUT.slice, protein: 47, season: ['winter'], grams: 250, color: '#9c4a43',
  }),
  food('turkey', 'protein', 'piece', ['七面鳥', 'turkey breast'], ['250g', '250 g'], ['meat'], {
    aliases: ['turkey', 'ターキー', 'sliced turkey'], cut: CUT.bite, protein: 55, season: ['winter'], color: '#e8c2a8',
  }),
  food('meat', 'protein', 'piece', ['肉', 'meat'], ['250g', '250 g'], ['meat'], {
    aliases: ['お肉', 'meats'], cut: CUT.bite, protein: 45, color: '#c0665a',
  }),

  // Fish. Katsuobushi and bonito dashi are fish too (see seasonings).
  food('salmon', 'protein', 'piece', ['鮭', 'salmon'], ['2切れ（200g）', '2 fillets (200 g)'], ['fish'], {
    aliases: ['salmon fillet', 'salmon fillets', 'サーモン', 'しゃけ', '生鮭', 'さけ切り身', '鮭の切り身', '秋鮭'], cut: CUT.fillet, protein: 44, season: ['autumn'], grams: 200, color: '#f08a64',
  }),
  food('smoked_salmon', 'protein', 'piece', ['スモークサーモン', 'smoked salmon'], ['80g', '80 g'], ['fish'], {
    aliases: ['lox'], cut: CUT.tear, protein: 20, salt: 3, color: '#f39a78',
  }),
  food('tuna', 'protein', 'piece', ['まぐろ', 'tuna'], ['200g', '200 g'], ['fish'], {
    aliases: ['マグロ', '鮪', 'ahi', 'sashimi tuna', '刺身用まぐろ', 'fresh tuna'], cut: { ja: '1.5cm角に切る', en: 'cut into 1.5 cm cubes' }, protein: 52, season: ['winter'], color: '#b8303a',
  }),
  food('canned_tuna', 'protein', 'small', ['ツナ缶', 'canned tuna'], ['1缶（70g）', '1 can (70 g)'], ['fish'], {
    aliases: ['ツナ', 'tinned tuna', 'tuna in oil', 'tuna chunks', 'シーチキン'], protein: 13, salt: 0.6, grams: 70, color: '#d8b8a0',
  }),
  food('mackerel', 'protein', 'piece', ['さば', 'mackerel'], ['2切れ（200g）', '2 fillets (200 g)'], ['fish'], {
    aliases: ['サバ', '鯖', 'saba', 'mackerel fillets'], cut: { ja: '半分に切り皮目に切り込みを入れる', en: 'halve and score the skin' }, protein: 41, season: ['autumn'], grams: 200, color: '#8a9aa8',
  }),
  food('cod', 'protein', 'piece', ['生たら', 'cod'], ['2切れ（200g）', '2 fillets (200 g)'], ['fish'], {
    aliases: ['タラ', '鱈', '生ダラ', 'cod fillets', 'white fish', 'whitefish', 'fish fillets', 'fish', '魚', '白身魚', 'お魚', 'haddock'], cut: CUT.fillet, protein: 35, season: ['winter'], grams: 200, color: '#f4eee6',
  }),
  food('yellowtail', 'protein', 'piece', ['ブリ', 'yellowtail'], ['2切れ（200g）', '2 fillets (200 g)'], ['fish'], {
    aliases: ['鰤', 'ぶり', 'amberjack', 'hamachi'], cut: CUT.halve, protein: 43, season: ['winter'], grams: 200, color: '#d9a08c',
  }),
  food('sea_bream', 'protein', 'piece', ['真鯛', 'sea bream'], ['2切れ（200g）', '2 fillets (200 g)'], ['fish'], {
    aliases: ['鯛', 'たい切り身', 'red snapper', 'snapper', 'madai', 'sea bass', 'スズキ'], cut: CUT.fillet, protein: 41, season: ['spring'], grams: 200, color: '#f0c8c0',
  }),
  food('horse_mackerel', 'protein', 'piece', ['あじ', 'horse mackerel'], ['2尾（開き）', '2 {}, butterflied'], ['fish'], {
    aliases: ['アジ', '鯵', 'aji', 'jack mackerel'], protein: 32, season: ['summer'], grams: 160, color: '#a8b4bc',
  }),
  food('sardine', 'protein', 'piece', ['いわし', 'sardines'], ['4尾', '4'], ['fish'], {
    aliases: ['sardine', 'イワシ', '鰯', 'canned sardines'], protein: 30, season: ['summer'], grams: 160, color: '#7e8c98',
  }),
  food('anchovy', 'protein', 'small', ['アンチョビ', 'anchovies'], ['4枚', '4 fillets'], ['fish'], {
    aliases: ['anchovy', 'anchovy fillets', 'アンチョビフィレ'], protein: 3, salt: 1.5, grams: 12, color: '#8a5a4a',
  }),
  food('eel', 'protein', 'piece', ['うなぎの蒲焼き', 'grilled eel'], ['1尾（150g）', '1 (150 g)'], ['fish', 'soy', 'wheat', 'gluten'], {
    aliases: ['eel', 'unagi', 'うなぎ', '鰻', 'kabayaki'], cut: { ja: '3cm幅に切る', en: 'cut into 3 cm pieces' }, protein: 34, salt: 2, sugar: 8, grams: 150, season: ['summer'], color: '#8a4a1e',
  }),
  food('shirasu', 'protein', 'small', ['しらす', 'whitebait'], ['40g', '40 g'], ['fish'], {
    aliases: ['shirasu', 'シラス', 'ちりめんじゃこ', 'じゃこ', 'chirimen jako', 'baby sardines'], protein: 10, salt: 1.6, season: ['spring'], color: '#f2eee2',
  }),
  food('mentaiko', 'protein', 'small', ['明太子', 'spicy cod roe'], ['1腹（60g）', '1 sac (60 g)'], ['fish', 'hot_spice'], {
    aliases: ['mentaiko', 'めんたいこ', '辛子明太子'], protein: 13, salt: 3.4, grams: 60, color: '#e8606a',
  }),
  food('tarako', 'protein', 'small', ['たらこ', 'salted cod roe'], ['1腹（60g）', '1 sac (60 g)'], ['fish'], {
    aliases: ['tarako', 'タラコ', 'cod roe'], protein: 14, salt: 2.8, grams: 60, color: '#f08a8a',
  }),
  food('ikura', 'protein', 'small', ['いくら', 'salmon roe'], ['40g', '40 g'], ['fish'], {
    aliases: ['ikura', 'イクラ'], protein: 13, salt: 0.9, season: ['autumn'], color: '#f0502a',
  }),
  // Fish paste products are bound with egg white and often starch.
  food('kamaboko', 'protein', 'piece', ['かまぼこ', 'kamaboko fish cake'], ['1/2本（80g）', '1/2 log (80 g)'], ['fish', 'egg'], {
    aliases: ['kamaboko', '蒲鉾', 'fish cake', 'fish cakes', 'narutomaki', 'なると', 'eomuk', 'odeng', '韓国おでんの練り物', 'さつま揚げ', 'はんぺん'], cut: { ja: '5mm厚さに切る', en: 'slice 5 mm thick' }, protein: 10, salt: 2, grams: 80, color: '#f7d8d8',
  }),
  food('chikuwa', 'protein', 'piece', ['ちくわ', 'chikuwa'], ['2本', '2'], ['fish', 'egg', 'wheat', 'gluten'], {
    aliases: ['竹輪', 'チクワ'], cut: CUT.diagonal, protein: 8, salt: 1.4, grams: 70, color: '#d8a060',
  }),
  food('imitation_crab', 'protein', 'piece', ['かに風味かまぼこ', 'imitation crab sticks'], ['4本', '4'], ['fish', 'shellfish', 'egg'], {
    aliases: ['カニカマ', 'かにかま', 'imitation crab', 'crab sticks', 'surimi'], cut: CUT.tear, protein: 7, salt: 1.2, grams: 60, color: '#f06050',
  }),

  // Shellfish: crustaceans and molluscs alike.
  food('shrimp', 'protein', 'piece', ['えび', 'shrimp'], ['200g', '200 g'], ['shellfish'], {
    aliases: ['エビ', '海老', 'prawn', 'prawns', 'むきえび', 'peeled shrimp', 'king prawns'], cut: CUT.peel_devein, protein: 40, color: '#f4a08a',
  }),
  food('sakura_shrimp', 'protein', 'small', ['桜えび', 'dried sakura shrimp'], ['大さじ2（5g）', '2 tbsp (5 g)'], ['shellfish'], {
    aliases: ['sakura shrimp', 'dried shrimp', '干しえび', '干し海老', 'サクラエビ', '桜海老'], protein: 3, salt: 0.1, color: '#f07a60',
  }),
  food('squid', 'protein', 'piece', ['イカ', 'squid'], ['200g', '200 g'], ['shellfish'], {
    aliases: ['烏賊', 'calamari', 'スルメイカ', 'ヤリイカ'], cut: CUT.rings, protein: 36, season: ['summer'], color: '#f3ece0',
  }),
  food('octopus', 'protein', 'piece', ['ゆでだこ', 'boiled octopus'], ['150g', '150 g'], ['shellfish'], {
    aliases: ['octopus', 'タコ', '蛸', 'ゆでダコ'], cut: CUT.chunk, protein: 33, season: ['summer'], color: '#c8504a',
  }),
  food('scallop', 'protein', 'piece', ['ほたて', 'scallops'], ['8個（160g）', '8 (160 g)'], ['shellfish'], {
    aliases: ['scallop', 'ホタテ', '帆立', 'ほたて貝柱', 'ベビーホタテ'], cut: CUT.halve, protein: 27, grams: 160, season: ['winter'], color: '#f5e3c8',
  }),
  food('clams', 'protein', 'small', ['あさり', 'clams'], ['300g（殻つき）', '300 g {} in the shell'], ['shellfish'], {
    aliases: ['clam', 'アサリ', '浅蜊', 'manila clams', 'しじみ', 'vongole'], protein: 12, season: ['spring'], color: '#b9a98f',
  }),
  food('mussels', 'protein', 'small', ['ムール貝', 'mussels'], ['300g（殻つき）', '300 g {} in the shell'], ['shellfish'], {
    aliases: ['mussel', 'ムール'], protein: 18, color: '#2e2a3a',
  }),
  food('oysters', 'protein', 'piece', ['牡蠣', 'oysters'], ['8個（160g）', '8 (160 g)'], ['shellfish'], {
    aliases: ['oyster', 'カキ', '生牡蠣'], protein: 11, grams: 160, season: ['winter'], color: '#d8d0c0',
  }),
  food('crab', 'protein', 'small', ['かに（ほぐし身）', 'crab meat'], ['100g', '100 g'], ['shellfish'], {
    aliases: ['crab', 'カニ', '蟹', 'crabmeat', 'カニ缶', 'かに缶', 'ずわいがに'], protein: 14, season: ['winter'], color: '#e86a50',
  }),
  food('seafood_mix', 'protein', 'piece', ['シーフードミックス', 'mixed seafood'], ['200g', '200 g'], ['fish', 'shellfish'], {
    aliases: ['seafood mix', 'seafood', 'シーフード', '魚介', '魚介類', 'frutti di mare'], protein: 30, color: '#e8c0a8',
  }),

  // Eggs.
  food('egg', 'protein', 'egg', ['卵', 'eggs'], ['2個', '2'], ['egg'], {
    aliases: ['egg', 'たまご', '玉子', 'タマゴ', '鶏卵', 'whole eggs', 'large eggs', '溶き卵', '卵豆腐', '玉子豆腐', 'beaten egg', 'ゆで卵', 'boiled eggs', 'hard-boiled eggs', '温泉卵', '目玉焼き'],
    protein: 12, grams: 110, color: '#f6c945',
  }),
  food('egg_yolk', 'protein', 'egg', ['卵黄', 'egg yolks'], ['2個分', '2'], ['egg'], {
    aliases: ['egg yolk', 'yolks', '卵の黄身', '黄身'], protein: 5, grams: 36, color: '#f2a81e',
  }),
  food('egg_white', 'protein', 'egg', ['卵白', 'egg whites'], ['2個分', '2'], ['egg'], {
    aliases: ['egg white', '卵の白身', 'meringue'], protein: 7, grams: 66, color: '#faf8f0',
  }),
  food('quail_eggs', 'protein', 'egg', ['うずらの卵（水煮）', 'boiled quail eggs'], ['6個', '6'], ['egg'], {
    aliases: ['quail eggs', 'quail egg', 'うずら卵', 'うずらの卵'], protein: 6, grams: 60, color: '#efe3c8',
  }),

  // Soy foods. Edamame is with the vegetables, kinako with the sweets, soy milk with the dairy.
  food('tofu', 'protein', 'piece', ['木綿豆腐', 'firm tofu'], ['1丁（300g）', '1 block (300 g)'], ['soy'], {
    aliases: ['tofu', '豆腐', 'とうふ', 'bean curd', 'extra-firm tofu'], cut: CUT.cube, protein: 20, grams: 300, color: '#f3eee0',
  }),
  food('silken_tofu', 'protein', 'piece', ['絹ごし豆腐', 'silken tofu'], ['1丁（300g）', '1 block (300 g)'], ['soy'], {
    aliases: ['soft tofu', 'きぬごし豆腐', '絹豆腐', 'sundubu', 'スンドゥブ用豆腐'], cut: CUT.cube, protein: 16, grams: 300, color: '#f8f5ea',
  }),
  food('atsuage', 'protein', 'piece', ['厚揚げ', 'thick fried tofu'], ['1枚（200g）', '1 piece (200 g)'], ['soy'], {
    aliases: ['atsuage', 'fried tofu', '生揚げ'], cut: CUT.bite, protein: 21, grams: 200, color: '#d9a35b',
  }),
  food('aburaage', 'protein', 'sheet', ['油揚げ', 'thin fried tofu'], ['1枚', '1 sheet'], ['soy'], {
    aliases: ['aburaage', 'abura-age', 'fried tofu pouches', 'inari pockets', 'あぶらあげ', 'お揚げ'], protein: 7, grams: 30, color: '#d8a45a',
  }),
  food('koya_dofu', 'protein', 'piece', ['高野豆腐', 'freeze-dried tofu'], ['2枚（33g）', '2 pieces (33 g)'], ['soy'], {
    aliases: ['koya-dofu', 'koya tofu', 'こうや豆腐', '凍み豆腐'], cut: { ja: '戻して一口大に切る', en: 'soak, then cut into bite-sized pieces' }, protein: 17, grams: 33, color: '#f0e6c8',
  }),
  food('natto', 'protein', 'small', ['納豆', 'natto'], ['2パック', '2 packs'], ['soy'], {
    aliases: ['なっとう', 'ナットウ', 'fermented soybeans'], protein: 13, grams: 90, color: '#b88a4a',
  }),
  food('soybeans', 'protein', 'small', ['大豆（水煮）', 'cooked soybeans'], ['150g', '150 g'], ['soy'], {
    aliases: ['soybeans', 'soybean', 'soy beans', '大豆', 'ゆで大豆', '蒸し大豆'], protein: 20, color: '#e0c890',
  }),
  food('soy_meat', 'protein', 'small', ['大豆ミート', 'soy mince'], ['60g（乾燥）', '60 g dried {}'], ['soy'], {
    aliases: ['soy meat', 'textured soy protein', 'tvp', 'plant-based mince', 'ソイミート'], protein: 30, color: '#c8a070',
  }),
  food('tempeh', 'protein', 'piece', ['テンペ', 'tempeh'], ['150g', '150 g'], ['soy'], {
    cut: CUT.slice, protein: 28, color: '#d8c08a',
  }),
  food('yuba', 'protein', 'sheet', ['湯葉', 'yuba'], ['60g', '60 g'], ['soy'], {
    aliases: ['ゆば', 'tofu skin', 'bean curd skin'], protein: 13, color: '#f0d8a0',
  }),
  // Wheat gluten as a food.
  food('seitan', 'protein', 'piece', ['セイタン（グルテンミート）', 'seitan'], ['150g', '150 g'], ['wheat', 'gluten'], {
    aliases: ['グルテンミート', 'wheat gluten', 'wheat meat'], cut: CUT.slice, protein: 35, color: '#c8a478',
  }),
  food('fu', 'protein', 'small', ['焼き麩', 'dried wheat gluten (fu)'], ['10g', '10 g'], ['wheat', 'gluten'], {
    aliases: ['fu', '麩', 'お麩', 'wheat gluten cakes'], protein: 3, color: '#f0e0b8',
  }),

  // Pulses: beans and lentils that are not soy.
  food('chickpeas', 'protein', 'small', ['ひよこ豆（水煮）', 'cooked chickpeas'], ['200g', '200 g'], [], {
    aliases: ['chickpeas', 'chickpea', 'ひよこ豆', 'garbanzo', 'garbanzo beans', 'ガルバンゾー'], protein: 18, color: '#dcb97a',
  }),
  food('lentils', 'protein', 'small', ['レンズ豆', 'red lentils'], ['100g', '100 g'], [], {
    aliases: ['lentils', 'lentil', 'masoor dal', '赤レンズ豆', 'green lentils'], protein: 24, color: '#d77a45',
  }),
  food('kidney_beans', 'protein', 'small', ['レッドキドニー（水煮）', 'red kidney beans'], ['200g', '200 g'], [], {
    aliases: ['kidney beans', 'kidney bean', 'レッドキドニー', 'キドニービーンズ', '金時豆', 'rajma'], protein: 17, color: '#8a2a2a',
  }),
  food('black_beans', 'protein', 'small', ['ブラックビーンズ（水煮）', 'black beans'], ['200g', '200 g'], [], {
    aliases: ['black bean', 'ブラックビーンズ', '黒いんげん豆', 'frijoles negros'], protein: 17, color: '#2a2228',
  }),
  food('white_beans', 'protein', 'small', ['白いんげん豆（水煮）', 'cannellini beans'], ['200g', '200 g'], [], {
    aliases: ['white beans', 'cannellini', 'navy beans', 'haricot beans', '白いんげん豆', 'baked beans'], protein: 15, color: '#f0ead8',
  }),
  // Named after their texture, not their fat: no milk in them.
  food('butter_beans', 'protein', 'small', ['バタービーンズ（水煮）', 'butter beans'], ['200g', '200 g'], [], {
    aliases: ['butter bean', 'lima beans', 'lima bean', 'バタービーンズ', 'ライマビーン'], protein: 14, color: '#ece4c0',
  }),
  food('mung_beans', 'protein', 'small', ['緑豆', 'mung beans'], ['80g', '80 g'], [], {
    aliases: ['mung bean', 'moong dal', 'りょくとう', 'green gram'], protein: 19, color: '#6a9a3a',
  }),
]
