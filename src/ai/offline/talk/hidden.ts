import type { Text, Trait } from '../../food/types'

/**
 * What the nutritionist knows that a label does not shout: where a trait hides in an ingredient
 * whose name does not give it away (soy sauce and wheat, dashi and fish), and which safe
 * ingredients still deserve a look at the label. Keyed by catalogue id pattern and trait; read
 * for any dish, never for a particular theme.
 */
export type Note = { id: RegExp; trait: Trait; note: Text }

const n = (id: RegExp, trait: Trait, ja: string, en: string): Note => ({ id, trait, note: { ja, en } })

/** Why an ingredient carries a trait, when its name does not say so. */
export const HIDDEN: Note[] = [
  n(
    /^soy_sauce$|^dark_soy|^light_soy|^ponzu|^mentsuyu|^teriyaki/,
    'wheat',
    '普通のしょうゆは小麦を使って醸造されています',
    'ordinary soy sauce is brewed with wheat',
  ),
  n(
    /^soy_sauce$|^dark_soy|^light_soy|^ponzu|^mentsuyu|^teriyaki/,
    'gluten',
    '普通のしょうゆは小麦で醸造されるのでグルテンを含みます',
    'ordinary soy sauce is brewed with wheat, so it has gluten',
  ),
  n(
    /dashi$|^bonito|^katsuobushi|^mentsuyu/,
    'fish',
    'だしはかつお節からとるので魚です',
    'dashi is made from bonito flakes, which are fish',
  ),
  n(/curry_roux|roux/, 'wheat', 'カレールウは小麦粉でとろみをつけています', 'curry roux is thickened with wheat flour'),
  n(
    /curry_roux|roux/,
    'gluten',
    'カレールウは小麦粉でとろみをつけているのでグルテンを含みます',
    'curry roux is thickened with wheat flour, so it has gluten',
  ),
  n(/curry_roux/, 'milk', 'カレールウの多くは脱脂粉乳を含みます', 'most curry roux contains milk powder'),
  n(/curry_roux/, 'peanut', 'カレールウにはピーナッツを含む製品があります', 'some curry roux contains peanuts'),
  n(/oyster_sauce/, 'shellfish', 'オイスターソースは牡蠣から作られます', 'oyster sauce is made from oysters'),
  n(/fish_sauce|nam_pla|nuoc_mam/, 'fish', 'ナンプラーは魚を発酵させた調味料です', 'fish sauce is fermented fish'),
  n(
    /worcestershire/,
    'fish',
    'ウスターソースにはアンチョビが入っているものがあります',
    'Worcestershire sauce is made with anchovies',
  ),
  n(/mayonnaise|mayo/, 'egg', 'マヨネーズは卵黄で作ります', 'mayonnaise is made with egg yolk'),
  n(
    /ramen|udon|somen|soba_noodles|yakisoba|spaghetti|pasta|penne|macaroni|lasagn|noodle/,
    'wheat',
    'この麺は小麦粉で作られています',
    'these noodles are made from wheat flour',
  ),
  n(
    /ramen|udon|somen|yakisoba|spaghetti|pasta|penne|macaroni|lasagn|noodle/,
    'gluten',
    'この麺は小麦粉でできているのでグルテンを含みます',
    'these noodles are wheat, so they have gluten',
  ),
  n(
    /panko|breadcrumb|bread|bun|tortilla|wrapper|pastry|biscuit|cracker|sponge|ladyfinger|cake/,
    'wheat',
    '小麦粉で作られています',
    'it is made from wheat flour',
  ),
  n(
    /panko|breadcrumb|bread|bun|tortilla|wrapper|pastry|biscuit|cracker|sponge|ladyfinger|cake/,
    'gluten',
    '小麦粉でできているのでグルテンを含みます',
    'it is wheat, so it has gluten',
  ),
  n(
    /gochujang|doenjang|chunjang/,
    'wheat',
    '多くのコチュジャンやみそ類には小麦が入っています',
    'most Korean chilli and bean pastes contain wheat',
  ),
  n(
    /gochujang|doenjang|chunjang/,
    'gluten',
    '多くのコチュジャンには小麦が入っているのでグルテンを含みます',
    'most gochujang contains wheat, so it has gluten',
  ),
  n(/miso|tofu|edamame|soy_milk|natto|abura|atsuage|yuba/, 'soy', '大豆から作られています', 'it is made from soybeans'),
  n(
    /chocolate/,
    'milk',
    'ミルクチョコレートはもちろん、多くのビターチョコレートにも乳が入っています',
    'milk chocolate, and most dark chocolate too, contains milk',
  ),
  n(/gelatin/, 'meat', 'ゼラチンは動物の骨や皮から作られます', 'gelatin is made from animal bones and skin'),
  n(
    /honey/,
    'honey',
    'はちみつは動物由来なのでヴィーガンでは使いません',
    'honey is an animal product, so a vegan recipe leaves it out',
  ),
  n(/stock|broth|bouillon|consomme/, 'meat', 'スープの素は肉から作られています', 'stock is made from meat'),
  n(/pesto/, 'tree_nut', 'ジェノベーゼソースには松の実が入っています', 'pesto is made with pine nuts'),
  n(/kamaboko|chikuwa|fish_cake|surimi/, 'fish', '練り物は魚のすり身です', 'fish cake is made from fish paste'),
  n(/mirin/, 'alcohol', 'みりんはアルコールを約14%含みます', 'mirin is about 14% alcohol'),
  n(/sake|wine|beer|rum|brandy|liqueur/, 'alcohol', 'お酒なのでアルコールを含みます', 'it is alcohol'),
  n(/kimchi/, 'fish', 'キムチの多くは魚醤や塩辛で漬けています', 'most kimchi is made with fish sauce or salted shrimp'),
  n(/kimchi/, 'shellfish', 'キムチの多くはアミの塩辛で漬けています', 'most kimchi is made with salted shrimp'),
  n(/butter|ghee|cream|cheese|yogurt|milk/, 'milk', '乳製品です', 'it is dairy'),
  n(/shrimp_paste|kapi|belacan/, 'shellfish', 'えびを発酵させた調味料です', 'shrimp paste is fermented shrimp'),
  n(
    /marzipan|praline|nougat|almond/,
    'tree_nut',
    'アーモンドなどのナッツで作られています',
    'it is made from tree nuts',
  ),
  n(/sesame|tahini|goma/, 'sesame', 'ごまそのもの、またはごまから作られています', 'it is sesame or made from it'),
  n(
    /naengmyeon/,
    'buckwheat',
    '冷麺の麺の多くはそば粉で作られています',
    'most naengmyeon noodles are made with buckwheat flour',
  ),
  n(
    /chili|chilli|gochu|wasabi|karashi|mustard|sriracha|tabasco|doubanjiang|rayu|shichimi|cayenne|jalapeno/,
    'hot_spice',
    '子どもには辛すぎます',
    'it is too hot for children',
  ),
]

/** A safe ingredient that still deserves a look at the label under this exclusion. */
export const LABEL: Note[] = [
  n(
    /curry_roux|roux/,
    'peanut',
    '市販のカレールウにはピーナッツ入りのものがあるので、原材料表示を必ず確かめてください',
    'shop-bought curry roux sometimes contains peanuts, so read the label',
  ),
  n(
    /curry_roux|roux/,
    'tree_nut',
    '市販のカレールウにはナッツ入りのものがあるので表示を確かめてください',
    'some curry roux contains nuts, so read the label',
  ),
  n(
    /tamari|gluten_free_soy/,
    'wheat',
    'たまりしょうゆでも小麦を使う製品があるので「小麦不使用」の表示を確かめてください',
    'even tamari is sometimes brewed with wheat, so look for "wheat-free" on the label',
  ),
  n(
    /tamari|gluten_free_soy/,
    'gluten',
    'たまりしょうゆでも小麦を使う製品があるので表示を確かめてください',
    'even tamari is sometimes brewed with wheat, so check the label',
  ),
  n(
    /kombu_dashi|shiitake/,
    'fish',
    '昆布だしは海藻だけなので魚は入りませんが、顆粒だしはかつお入りが多いので注意してください',
    'kombu dashi is seaweed only, but instant dashi granules usually contain bonito',
  ),
  n(
    /coconut/,
    'tree_nut',
    'ココナッツは多くのナッツアレルギーでは問題になりませんが、念のため本人に確認してください',
    'coconut is not a problem for most tree-nut allergies, but ask the guest',
  ),
  n(
    /oat/,
    'gluten',
    'オーツ麦は製造過程で小麦が混じりやすいので「グルテンフリー」表示のものを使ってください',
    'oats are often cross-contaminated, so use ones labelled gluten-free',
  ),
  n(
    /rice_noodle|rice_flour|rice_paper|buckwheat|soba/,
    'gluten',
    '米や十割そばはグルテンを含みませんが、小麦をつなぎに使った製品もあるので表示を確かめてください',
    'rice and pure buckwheat have no gluten, but some brands add wheat, so check the label',
  ),
  n(
    /udon|somen|ramen/,
    'buckwheat',
    'うどんやそうめん、中華麺はそばと同じ工場やゆで釜を使うことがあるので、そばの注意表示を確かめてください',
    'udon, somen and ramen noodles are often made or boiled alongside soba, so check the label for buckwheat',
  ),
  n(
    /chocolate|cocoa/,
    'peanut',
    'チョコレートはピーナッツと同じ工場で作られることが多いので表示を確かめてください',
    'chocolate is often made on lines shared with peanuts, so check the label',
  ),
  n(
    /chocolate|cocoa/,
    'tree_nut',
    'チョコレートはナッツと同じ工場で作られることが多いので表示を確かめてください',
    'chocolate is often made on lines shared with nuts, so check the label',
  ),
  n(
    /soy_milk|oat_milk|rice_milk/,
    'milk',
    '植物性ミルクなので乳は含みません',
    'it is a plant milk, with no dairy in it',
  ),
  n(/sesame_oil/, 'peanut', 'ごま油はピーナッツを含みません', 'sesame oil has no peanut in it'),
  n(
    /vegetable_oil|oil$/,
    'peanut',
    '揚げ油は落花生油でないことを確かめてください',
    'make sure the frying oil is not peanut oil',
  ),
  n(
    /stock_cube|bouillon|consomme|vegetable_stock/,
    'meat',
    '野菜のスープの素でも肉エキス入りの製品があるので表示を確かめてください',
    'some vegetable stock cubes still contain meat extract, so check the label',
  ),
  n(
    /granola|cereal|cookie|biscuit/,
    'peanut',
    'グラノーラや焼き菓子はナッツ類と同じ工場で作られることが多いので表示を確かめてください',
    'baked goods and cereals are often made alongside nuts, so check the label',
  ),
]
