import { lexiconEntry } from './lexicon'
import { capitalise, leadName } from './names'
import { dollars, type Scene } from './scene'

/** The English panel: one function per role, each speaking to the round it is in. */

const cap = capitalise

function host(s: Scene, round: 1 | 2 | 3): string {
  const { plan, n, f, r } = s
  const lead = leadName(plan, 'en')
  if (round === 1) {
    const open = r.pick(['Welcome, everyone.', 'Thank you all for coming.', 'Good to have the whole panel here.'])
    const goal = plan.category === 'drink' ? 'a drink that tastes balanced, not just sweet' : plan.category === 'dessert' ? 'a dessert that feels special without a pastry-chef skill set' : plan.category === 'snack' ? 'a snack that disappears from the plate in minutes' : 'a dish that tastes complete and still works on a weeknight'
    return `${open} Our theme is "${s.theme}", and I read it as a ${plan.dish.en} built around the ${lead}, for two. My starting point: the ${lead} with ${s.plan.base.slice(1, 4).map(s.name).join(', ')}, made in ${plan.method.equipment.en}, in about ${plan.method.minutes} minutes. The goal for this panel is ${goal}, and one that makes sense in ${s.season}. ${n.chef}, please start us off on technique; then ${n.nutritionist}, ${n.culture} and ${n.home_cook}, I want one concrete proposal from each of you, with numbers.`
  }
  if (round === 2) {
    const cut = plan.cut ? `${n.nutritionist}'s cut in the ${s.name(plan.cut.entry)} with the added ${s.name(plan.boost)}` : `${n.nutritionist}'s added ${s.name(plan.boost)}`
    const flavour = plan.category === 'main' || plan.category === 'snack' ? 'less salt could flatten the flavour' : 'less sugar could make it taste thin'
    return `Round two. The strongest ideas so far: ${n.chef}'s ${f(plan.technique.label)}, ${cut}, ${n.culture}'s ${s.name(plan.seasonal)} for ${s.season}, and ${n.home_cook}'s ${f(plan.shortcut.label)}. Two things pull against each other. ${n.chef}'s ${f(plan.extra.label)} adds ${plan.extra.minutes} minutes, while ${n.home_cook} wants this done in about ${plan.method.minutes - plan.shortcut.saves}. And ${flavour} that ${n.chef} is after. ${n.chef}, how do we keep the flavour with the cut? ${n.home_cook}, is the ${f(plan.extra.label)} worth its time? ${n.culture}, does the shortcut still respect the dish?`
  }
  const kept = [`${n.chef}'s ${f(plan.technique.label)}`, plan.cut ? `${n.nutritionist}'s ${s.amount(plan.cut.entry)} instead of ${plan.cut.entry.quantity.en}, balanced by ${n.chef}'s ${s.name(plan.touch)}` : `${n.chef}'s ${s.name(plan.touch)}`, `the ${s.name(plan.boost)} and ${n.culture}'s ${s.name(plan.seasonal)}`, `${n.home_cook}'s ${f(plan.shortcut.label)}`]
  const aside = s.decisions.extraKept
    ? `We also keep the ${f(plan.extra.label)}. We set aside the ${s.name(plan.garnish)} and use ${n.home_cook}'s ${s.name(s.decisions.garnish)} instead, which does the same job for less.`
    : `We set aside the ${f(plan.extra.label)}: ${n.home_cook} is right that it costs more time than it gives back. The ${s.name(s.decisions.garnish)} stays.`
  return `Here is what we have decided. We keep ${kept.slice(0, -1).join('; ')}; and ${kept.at(-1)}. ${aside} The final recipe: ${s.title.en}, for two, about ${s.minutes.final} minutes in ${plan.method.equipment.en}, with roughly ${s.after.produce} g of ${plan.category === 'main' ? 'vegetables' : 'fruit and vegetables'} per serving. Unless anyone objects, that is what I will write up.`
}

function chef(s: Scene, round: 1 | 2 | 3): string {
  const { plan, n, f, r } = s
  if (round === 1) {
    const thanks = s.spoke('host', 1) ? `Thanks, ${n.host}. ` : ''
    return `${thanks}${r.pick(['For me this dish is won or lost on one thing.', 'Let me start with the part that makes or breaks it.', 'Technique first, because everything else depends on it.'])} My proposal is ${f(plan.technique.label)}: ${f(plan.technique.say)}. I would also like ${f(plan.extra.label)}: ${f(plan.extra.say)}. That is about ${plan.extra.minutes} extra minutes, but you taste the difference. To finish, ${s.amount(plan.touch)} added at the very end lifts the whole ${plan.dish.en} without needing more salt or sugar.`
  }
  if (round === 2) {
    const cutLine = plan.cut
      ? `${n.nutritionist}, I agree with taking the ${s.name(plan.cut.entry)} down to ${plan.cut.to.en}. With the ${s.name(plan.touch)} at the end and the ${f(plan.technique.label)} doing its job, nobody will miss it; I will season in two stages and taste before the last one.`
      : `${n.nutritionist}, I agree with your numbers, and the ${s.name(plan.touch)} will carry the flavour.`
    const extraLine =
      plan.contest === 'extra'
        ? `As for my ${f(plan.extra.label)}: if time is the problem, it is the first thing I would give up, but only that; the ${f(plan.technique.label)} stays.`
        : `I would keep the ${f(plan.extra.label)}, though: most of its ${plan.extra.minutes} minutes are hands-off, so ${n.home_cook} can tidy up meanwhile.`
    return `${cutLine} ${extraLine}`
  }
  return `Agreed, ${n.host}. One last detail from the stove: ${f(plan.method.done)}.`
}

function nutritionist(s: Scene, round: 1 | 2 | 3): string {
  const { plan, n } = s
  const sweet = plan.category === 'dessert' || plan.category === 'drink'
  const { before, after } = s
  if (round === 1) {
    const opener = s.spoke('chef', 1) ? `Building on ${n.chef}'s plan, here are the numbers per serving.` : 'Here are the numbers per serving.'
    const protein = sweet ? '' : ` The ${leadName(plan, 'en')} gives about ${before.protein} g of protein, which is ${before.protein >= 20 ? 'a solid main-course share' : 'on the low side for a main'}.`
    const produce = ` Produce comes to roughly ${before.produce} g; I would like more, so I propose adding ${s.amount(plan.boost)}, which brings fibre and ${plan.boost.notes ?? 'colour'}.`
    const measure = sweet ? 'sugar' : 'salt'
    const cut = plan.cut
      ? ` My main concern is ${measure}: as written it is about ${sweet ? before.sugar : before.salt} g per serving, mostly from the ${s.name(plan.cut.entry)}. Cutting it from ${plan.cut.entry.quantity.en} to ${plan.cut.to.en} brings that to about ${sweet ? after.sugar : after.salt} g, ${sweet ? 'well inside a 25 g daily limit for added sugar' : 'under the 2.5 g I aim for in one meal'}.`
      : ` ${cap(measure)} is already modest here, so I would leave the seasoning alone.`
    return `${opener}${protein}${produce}${cut}`
  }
  if (round === 2) {
    return `I agree with ${n.culture} on the ${s.name(plan.seasonal)}: it is at its best in ${s.season}, and together with the ${s.name(plan.boost)} it brings us to about ${after.produce} g of ${sweet ? 'fruit and vegetables' : 'vegetables'} per serving. One refinement for ${n.chef}: the ${s.name(plan.touch)} is the right way to make up for the cut, so please, no extra ${plan.cut ? s.name(plan.cut.entry) : 'seasoning'} at the table. ${n.home_cook}'s ${s.f(plan.shortcut.label)} changes nothing nutritionally, so I support it.`
  }
  const numbers = plan.category === 'dessert' || plan.category === 'drink' ? `about ${after.sugar} g of sugar and ${after.produce} g of fruit and vegetables per serving` : `about ${after.protein} g of protein, ${after.produce} g of vegetables and ${after.salt} g of salt per serving`
  return `I confirm the summary: that gives ${numbers}. One last detail: serve it with water or unsweetened tea rather than anything sugary.`
}

function culture(s: Scene, round: 1 | 2 | 3): string {
  const { plan, n, r } = s
  const dish = cap(plan.dish.en)
  if (round === 1) {
    const link = s.spoke('nutritionist', 1) ? ` ${n.nutritionist} will be glad of the extra produce.` : ''
    const seasonLine = plan.seasonNamed ? `The theme itself says ${s.season}` : r.pick([`We are cooking for ${s.season}`, `Let's cook with ${s.season} in mind`])
    return `A little history first: ${dish} ${plan.origin.en}. ${seasonLine}, and in ${s.season} the ${s.name(plan.seasonal)} is at its best, so I propose adding ${s.amount(plan.seasonal)}.${link} To serve it the traditional way, I would finish with ${s.name(plan.garnish)}: it is how the dish is presented at home in Japan, and it adds colour and aroma at almost no cost.`
  }
  if (round === 2) {
    const garnishLine =
      plan.contest === 'garnish'
        ? ` If the ${s.name(plan.garnish)} turns out hard to find, I could live with a simpler topping, as long as there is one.`
        : ` And I would keep the ${s.name(plan.garnish)}, because it is what makes it recognisably a ${plan.dish.en}.`
    return `${n.home_cook}, I agree with your ${s.f(plan.shortcut.label)}: that is how most households really cook this, and tradition has always bent to the weeknight. I would refine it only slightly: keep the ${s.f(plan.technique.label)} that ${n.chef} proposed, because that step is where the character of the dish comes from.${garnishLine}`
  }
  const other = Object.entries(plan.method.seasonal).find(([season, id]) => season !== plan.season && id !== plan.seasonal.id)
  const swap = other ? ` Out of ${s.season}, swap the ${s.name(plan.seasonal)} for ${s.name(lexiconEntry(other[1]))} in ${other[0]}.` : ''
  return `I agree with ${n.host}'s summary.${swap} Serve it as soon as it is ready, family style, in the middle of the table.`
}

function homeCook(s: Scene, round: 1 | 2 | 3): string {
  const { plan, n } = s
  if (round === 1) {
    const react = s.spoke('chef', 1) ? `${n.chef}'s plan sounds delicious, but the ${s.f(plan.extra.label)} worries me on a weeknight. ` : ''
    return `Speaking for the ordinary kitchen: ${react}My proposal is ${s.f(plan.shortcut.label)}: ${s.f(plan.shortcut.say)}. With that, the whole thing takes about ${plan.method.minutes - plan.shortcut.saves} minutes in ${plan.method.equipment.en}, and it costs around ¥${s.yen} ($${dollars(s.yen)}) per serving, the ${leadName(plan, 'en')} being the main cost. Everything else is in a normal supermarket.`
  }
  if (round === 2) {
    if (plan.contest === 'extra')
      return `${n.chef}, I disagree with the ${s.f(plan.extra.label)}. It adds ${plan.extra.minutes} minutes, and with the ${s.f(plan.technique.label)} the dish already has the depth you want. Let's set it aside and keep my ${s.f(plan.shortcut.label)}; that way it is on the table in ${s.minutes.final} minutes, which is what decides whether people cook it twice.`
    return `${n.chef}, I agree the ${s.f(plan.extra.label)} is worth it if it runs while we do other things. But ${n.culture}, I disagree with the ${s.name(plan.garnish)}: it is pricey for a small pack and half of it ends up in the bin. ${cap(s.name(plan.cheapGarnish))} does the same job for a fraction of the cost and is already in most kitchens.`
  }
  return `Works for me: about ${s.minutes.final} minutes and roughly ¥${s.yen} a serving. A last practical note: ${s.f(plan.method.keeps)}.`
}

export const ENGLISH = { host, chef, nutritionist, culture, home_cook: homeCook }
