import { lexiconEntry } from './lexicon'
import { capitalise as cap, leadShort as leadName, listIn } from './names'
import { LIMITS } from './plan'
import { dollars, type Scene } from './scene'

/**
 * The English panel: one function per role, each speaking to the round it is in. Proposal labels
 * are noun phrases ("cold-pan start for the salmon"), always used as "the …" or "Sam's …".
 */

/** Dish names that read as names ("Oyakodon goes back…"); the rest take "The". */
const PROPER = /^(ramen|udon|soba|pho|yakisoba|mapo tofu|carbonara|doria|lasagna|pizza|omurice|risotto|paella|oyakodon|gyudon|katsudon|poke bowl|teriyaki|karaage|tonkatsu|tempura|yakitori|nikujaga|gyoza|okonomiyaki|takoyaki|tamagoyaki|onigiri|curry|hummus|granola|daifuku|panna cotta|tacos|cookies|pancakes|crêpes|muffins|spring rolls|potato chips|popcorn|french toast)$/i
const theDish = (s: Scene) => (PROPER.test(s.plan.dish.en) ? cap(s.plan.dish.en) : `The ${s.plan.dish.en}`)

/** What the nutritionist's addition brings, by kind. */
const BENEFIT: Partial<Record<string, string>> = { vegetable: 'fibre, vitamins and colour', fruit: 'vitamin C and fibre', dairy: 'protein and calcium', nut: 'good fats and crunch', grain: 'slow-release fibre', protein: 'extra protein' }

const sweetCategory = (s: Scene) => s.plan.category === 'dessert' || s.plan.category === 'drink'
const produceWord = (s: Scene) => (s.plan.category === 'main' ? 'vegetables' : 'fruit and vegetables')

function host(s: Scene, round: 1 | 2 | 3): string {
  const { plan, n, f, r } = s
  const lead = leadName(plan, 'en')
  if (round === 1) {
    const open = r.pick(['Welcome, everyone.', 'Thank you all for coming.', 'Good to have the whole panel here.'])
    const goal = { drink: 'a drink that tastes balanced, not just sweet', dessert: 'a dessert that feels special without a pastry chef’s skills', snack: 'a snack that disappears from the plate in minutes', main: 'a dish that tastes complete and still works on a weeknight' }[plan.category]
    const others = listIn(plan.base.filter((e) => !plan.leads.includes(e) && e.kind !== 'seasoning').slice(0, 3).map(s.name), 'en')
    const reading = plan.leadNamed ? `a ${plan.dish.en} built around the ${lead}` : `a classic ${plan.dish.en}, with the ${lead} as our starting flavour`
    return `${open} Our theme is "${s.theme}", and I read it as ${reading}, for two. My starting point: the ${lead} with ${others || 'a few pantry staples'}, made in ${plan.method.equipment.en}, in about ${plan.method.minutes} minutes. The goal for this panel is ${goal}, and one that makes sense in ${s.season}. ${n.chef}, please start us off on technique; then ${n.nutritionist}, ${n.culture} and ${n.home_cook}, I want one concrete proposal from each of you, with numbers.`
  }
  if (round === 2) {
    const cut = plan.cuts.length ? `${n.nutritionist}'s lighter hand with the ${s.cutNames} plus the ${s.name(plan.boost)}` : `${n.nutritionist}'s extra ${s.name(plan.boost)}`
    const tension = plan.cuts.length
      ? `And ${sweetCategory(s) ? `less sugar could leave it tasting thin, the opposite of what ${n.chef} wants` : `less salt could flatten the flavour ${n.chef} is after`}. ${n.chef}, how do we keep the flavour with the cut?`
      : `And more produce could crowd the ${plan.dish.en} ${n.chef} has in mind. ${n.chef}, where do the ${s.name(plan.boost)} and the ${s.name(plan.seasonal)} go in without spoiling the texture?`
    return `Round two. The strongest ideas so far: ${n.chef}'s ${f(plan.technique.label)}, ${cut}, ${n.culture}'s ${s.name(plan.seasonal)} for ${s.season}, and ${n.home_cook}'s ${f(plan.shortcut.label)}. Two things pull against each other. ${n.chef}'s ${f(plan.extra.label)} adds ${plan.extra.minutes} minutes, while ${n.home_cook} wants this on the table in about ${plan.method.minutes - plan.shortcut.saves}. ${tension} ${n.home_cook}, is the ${f(plan.extra.label)} worth its time? ${n.culture}, does the shortcut still respect the dish?`
  }
  const kept = [
    `${n.chef}'s ${f(plan.technique.label)}`,
    plan.cuts.length ? `${n.nutritionist}'s cut of ${s.cutText}, balanced by ${n.chef}'s ${s.name(plan.touch)}` : `${n.chef}'s ${s.name(plan.touch)} to finish`,
    `the ${s.name(plan.boost)} and ${n.culture}'s ${s.name(plan.seasonal)}`,
    `${n.home_cook}'s ${f(plan.shortcut.label)}`,
  ]
  const aside = s.decisions.extraKept
    ? `We also keep the ${f(plan.extra.label)}. We set aside the ${s.name(plan.garnish)} and use ${n.home_cook}'s ${s.name(s.decisions.garnish)} instead, which does the same job for less.`
    : `We set aside the ${f(plan.extra.label)}: ${n.home_cook} is right that it costs more time than it gives back. We keep the ${s.name(s.decisions.garnish)} as the finishing touch.`
  return `Here is what we have decided. We keep ${kept.slice(0, -1).join('; ')}; and ${kept.at(-1)}. ${aside} The final recipe: ${s.title.en}, for two, about ${s.minutes.final} minutes in ${plan.method.equipment.en}${s.after.produce >= 50 ? `, with roughly ${s.after.produce} g of ${produceWord(s)} per serving` : ''}. Unless anyone objects, that is what I will write up.`
}

function chef(s: Scene, round: 1 | 2 | 3): string {
  const { plan, n, f, r } = s
  if (round === 1) {
    const thanks = s.spoke('host', 1) ? `Thanks, ${n.host}. ` : ''
    const opener = r.pick(['This dish is won or lost on one step.', 'Let me start with the step that makes or breaks it.', 'Technique first, because everything else depends on it.'])
    return `${thanks}${opener} I propose the ${f(plan.technique.label)}: ${f(plan.technique.say)}. I would also add the ${f(plan.extra.label)}: ${f(plan.extra.say)}. That is about ${plan.extra.minutes} extra minutes, but you taste the difference. To finish, ${s.amount(plan.touch)} added at the very end lifts the whole ${plan.dish.en} without any extra ${sweetCategory(s) ? 'sugar' : 'salt'}.`
  }
  if (round === 2) {
    const cutLine = plan.cuts.length
      ? `${n.nutritionist}, I agree with cutting ${s.cutText}. With the ${s.name(plan.touch)} at the end and the ${f(plan.technique.label)} doing its job, nobody will miss it; I will ${sweetCategory(s) ? 'sweeten' : 'season'} in two stages and taste before the second.`
      : `${n.nutritionist}, I agree with your numbers. The ${s.name(plan.boost)} goes in only for the last minutes, so it keeps its colour and waters nothing down.`
    const extraLine =
      plan.contest === 'extra'
        ? `As for my ${f(plan.extra.label)}: if time is the problem, it is the first thing I would give up, but only that. The ${f(plan.technique.label)} stays.`
        : `I would keep the ${f(plan.extra.label)}, though: most of its ${plan.extra.minutes} minutes are hands-off, so ${n.home_cook} can tidy up meanwhile.`
    const seasonal = sweetCategory(s)
      ? `${n.culture}, I agree with the ${s.name(plan.seasonal)} as well, added at the very end so it stays fresh and shows.`
      : `${n.culture}, I agree with the ${s.name(plan.seasonal)} as well, added late in the cooking for colour and bite.`
    return `${cutLine} ${seasonal} ${extraLine}`
  }
  return `Agreed, ${n.host}. One last detail from the stove: ${f(plan.method.done)}.`
}

function nutritionist(s: Scene, round: 1 | 2 | 3): string {
  const { plan, n, before, after } = s
  const sweet = sweetCategory(s)
  const limit = LIMITS[plan.category]
  if (round === 1) {
    const opener = s.spoke('chef', 1) ? `Building on ${n.chef}'s plan, here are the numbers per serving.` : 'Here are the numbers per serving.'
    const sources = plan.base.filter((e) => (e.protein ?? 0) * plan.amount(e).scale >= 5 && e.kind !== 'grain').slice(0, 2).map(s.name)
    const protein = sweet || !sources.length ? '' : ` From the ${listIn(sources, 'en')} we get about ${before.protein} g of protein, ${before.protein >= 20 ? 'a solid main-course share' : 'on the low side for a main'}.`
    const benefit = BENEFIT[plan.boost.kind] ?? 'fibre and colour'
    const produce = sweet
      ? ` I propose adding ${s.amount(plan.boost)} for ${benefit}.`
      : before.produce < 30
        ? ` There are hardly any ${produceWord(s)} in it yet, so I propose adding ${s.amount(plan.boost)} for ${benefit}.`
        : before.produce < 150
        ? ` ${cap(produceWord(s))} come to only about ${before.produce} g; I want at least 150 g, so I propose adding ${s.amount(plan.boost)} for ${benefit}.`
        : ` ${cap(produceWord(s))} come to about ${before.produce} g, which is a good start; I still propose adding ${s.amount(plan.boost)} for ${benefit}.`
    const was = sweet ? before.sugar : before.salt
    const now = sweet ? s.planned.sugar : s.planned.salt
    const verdict = now <= limit.grams ? `within the ${limit.grams} g I aim for in one serving` : `much closer to the ${limit.grams} g I aim for`
    const cut = plan.cuts.length
      ? ` My main concern is ${limit.measure}: as written it is about ${was} g per serving, mostly from the ${s.cutNames}. Cutting ${s.cutText} brings that to about ${now} g, ${verdict}.`
      : ` ${cap(limit.measure)} is already modest here, about ${was} g per serving, so I would leave the seasoning alone.`
    return `${opener}${protein}${produce}${cut}`
  }
  if (round === 2) {
    const refinement = plan.cuts.length
      ? `finishing with the ${s.name(plan.touch)} is the right way to make up for the cut, so please, no extra ${s.cutNames} at the table`
      : `the ${s.name(plan.touch)} gives flavour without salt or sugar, so let us keep the seasoning exactly as it is and add nothing at the table`
    const gain = sweet
      ? `it brings ${BENEFIT[plan.seasonal.kind] ?? 'flavour'} without any added sugar`
      : `together with the ${s.name(plan.boost)} it brings us to about ${after.produce} g of ${produceWord(s)} per serving`
    return `I agree with ${n.culture} on the ${s.name(plan.seasonal)}: ${s.season} is its season, and ${gain}. One refinement for ${n.chef}: ${refinement}. ${n.home_cook}'s ${s.f(plan.shortcut.label)} changes nothing nutritionally, so I support it.`
  }
  const numbers = sweet ? `about ${after.sugar} g of added sugar per serving${after.protein >= 5 ? ` and ${after.protein} g of protein` : ''}` : `about ${after.protein} g of protein, ${after.produce} g of vegetables and ${after.salt} g of salt per serving`
  const tip = plan.category === 'drink' ? 'drink it alongside a meal rather than as a sugar hit on its own' : 'serve it with water or unsweetened tea rather than anything sugary'
  return `I confirm ${n.host}'s summary: that gives ${numbers}. One last detail: ${tip}.`
}

function culture(s: Scene, round: 1 | 2 | 3): string {
  const { plan, n, r } = s
  if (round === 1) {
    const link = !s.spoke('nutritionist', 1) ? '' : sweetCategory(s) ? ` Its natural sweetness also helps ${n.nutritionist} hold back on sugar.` : ` That also gives ${n.nutritionist} more produce.`
    const seasonLine = plan.seasonNamed ? `The theme itself points to ${s.season}` : r.pick([`Let's cook for ${s.season}`, `Say we cook this in ${s.season}`])
    return `A little history first: ${theDish(s)} ${plan.origin.en}. ${seasonLine}, and ${s.season} is the season for ${s.name(plan.seasonal)}, so I propose adding ${s.amount(plan.seasonal)}.${link} To serve it the traditional way, I would finish with ${s.name(plan.garnish)}: that is how it is served at home in Japan, and it adds colour and contrast for very little cost.`
  }
  if (round === 2) {
    const garnishLine =
      plan.contest === 'garnish'
        ? ` If the ${s.name(plan.garnish)} turns out hard to find, I could live with a simpler topping, as long as there is one.`
        : ` And I would keep the ${s.name(plan.garnish)}: it is what makes it recognisably a ${plan.dish.en}.`
    return `${n.home_cook}, I agree with your ${s.f(plan.shortcut.label)}: that is how most households really cook this, and tradition has always bent to the weeknight. I would refine it only slightly: keep ${n.chef}'s ${s.f(plan.technique.label)}, because that step is where the character of the dish comes from.${garnishLine}`
  }
  const other = Object.entries(plan.method.seasonal).find(([season, id]) => season !== plan.season && id !== plan.seasonal.id)
  const swap = other ? ` Outside ${s.season}, use ${s.name(lexiconEntry(other[1]))} in ${other[0]} instead of the ${s.name(plan.seasonal)}.` : ''
  return `I agree with ${n.host}'s summary.${swap} Serve it as soon as it is ready, in the middle of the table, so everyone helps themselves.`
}

function homeCook(s: Scene, round: 1 | 2 | 3): string {
  const { plan, n } = s
  const quick = plan.method.minutes - plan.shortcut.saves
  if (round === 1) {
    const react = s.spoke('chef', 1) ? `${n.chef}'s plan sounds delicious, but the ${s.f(plan.extra.label)} worries me on a weeknight. ` : ''
    return `Speaking for the ordinary kitchen: ${react}I propose the ${s.f(plan.shortcut.label)}: ${s.f(plan.shortcut.say)}. With that, the whole thing takes about ${quick} minutes in ${plan.method.equipment.en} and costs around ¥${s.yen} ($${dollars(s.yen)}) a serving${plan.leadNamed || plan.leads.some((e) => e.kind === 'protein') ? `, the ${leadName(plan, 'en')} being the main cost` : ''}. Everything else is in a normal supermarket.`
  }
  if (round === 2) {
    if (plan.contest === 'extra')
      return `${n.chef}, I disagree with the ${s.f(plan.extra.label)}. It adds ${plan.extra.minutes} minutes, and with the ${s.f(plan.technique.label)} the dish already has the depth you want. Let's set it aside and keep my ${s.f(plan.shortcut.label)}: that way it is on the table in ${quick} minutes, and that is what decides whether people cook it a second time.`
    return `${n.chef}, I agree the ${s.f(plan.extra.label)} is worth it if it runs while we do other things. But ${n.culture}, I disagree with the ${s.name(plan.garnish)}: it is one more thing to buy for a few grams, and the rest of the pack ends up in the bin. ${cap(s.name(plan.cheapGarnish))} does the same job for a fraction of the cost and is already in most kitchens.`
  }
  return `Works for me, ${n.host}: about ${s.minutes.final} minutes and roughly ¥${s.yen} a serving. A last practical note: ${s.f(plan.method.keeps)}.`
}

export const ENGLISH = { host, chef, nutritionist, culture, home_cook: homeCook }
