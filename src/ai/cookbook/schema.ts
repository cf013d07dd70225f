/**
 * The cookbook's knowledge files as schemas: the loader validates with them, and the same objects,
 * written out as JSON Schema to knowledge/schemas/ (`bun scripts/cookbook-schemas.ts`; a test keeps
 * the written files equal to these), let an editor check a recipe while a cook types it.
 */
import { type TSchema, Type } from '@sinclair/typebox'
import { TRAITS } from '../food/types'
import { FUNCTIONS, HEATS, UNITS, VESSELS } from './types'

const oneOf = (values: readonly string[], description?: string) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    description ? { description } : {},
  )
const text = (description?: string) =>
  Type.Object(
    { ja: Type.String({ minLength: 1 }), en: Type.String({ minLength: 1 }) },
    { additionalProperties: false, ...(description ? { description } : {}) },
  )
const id = (description: string) => Type.String({ pattern: '^[a-z][a-z0-9_]*$', description })
const trait = oneOf(TRAITS, 'A trait of src/ai/food/types.ts: what a diet, an allergy or an audience cares about.')

/** The steps a scaled amount of one unit rounds to, smallest amounts first (knowledge/cookbook.json `scaling.steps`). */
const roundSteps = Type.Array(
  Type.Object(
    { below: Type.Optional(Type.Number({ exclusiveMinimum: 0 })), step: Type.Number({ exclusiveMinimum: 0 }) },
    { additionalProperties: false },
  ),
  { minItems: 1 },
)

export const amountSchema = Type.Object(
  {
    qty: Type.Optional(
      Type.Union(
        [
          Type.Number({ exclusiveMinimum: 0 }),
          Type.Tuple([Type.Number({ exclusiveMinimum: 0 }), Type.Number({ exclusiveMinimum: 0 })]),
        ],
        {
          description: 'How many units; [min, max] for a range. Absent only for pinch and to_taste.',
        },
      ),
    ),
    unit: oneOf(UNITS, 'tbsp 15 ml, tsp 5 ml, cup 200 ml, rice_cup 180 ml (合); pinch and to_taste never scale.'),
  },
  { additionalProperties: false },
)

export const ingredientSchema = Type.Object(
  {
    ref: id(
      'How steps name it: {ref}. Usually the food id; two lines of one food get two refs (soy_sauce, soy_sauce_2).',
    ),
    food: id('A catalogue id: knowledge/ingredients/*.json or knowledge/composites.json.'),
    amount: amountSchema,
    does: oneOf(FUNCTIONS, 'What it does in this dish; it decides which substitution fits.'),
    prep: Type.Optional(text('How it is prepared before the steps, shown on its ingredient line.')),
    optional: Type.Optional(
      Type.Boolean({ description: 'Left out without loss (a garnish): dropped, never substituted.' }),
    ),
    eaten: Type.Optional(
      Type.Number({
        exclusiveMinimum: 0,
        exclusiveMaximum: 1,
        description:
          'The share of the line that ends up eaten, for nutrition: the salt of pasta water (about 0.15) or of the water clams soak in; absent means all.',
      }),
    ),
  },
  { additionalProperties: false },
)

export const stepSchema = Type.Object(
  {
    ja: Type.String({ minLength: 1, description: 'The step in Japanese; {ref} names an ingredient.' }),
    en: Type.String({ minLength: 1, description: 'The step in English; the same {ref}s as the Japanese.' }),
    heat: oneOf(HEATS),
    vessel: oneOf(VESSELS),
    minutes: Type.Number({ minimum: 0, description: 'Hands-on or waiting; the recipe total is their sum.' }),
    cue: Type.Object(
      {
        ja: Type.String({ minLength: 1 }),
        en: Type.String({ minLength: 1 }),
        temp_c: Type.Optional(
          Type.Number({
            minimum: 40,
            maximum: 250,
            description: 'The safe centre temperature (meat, poultry, fish, eggs).',
          }),
        ),
        held_min: Type.Optional(
          Type.Number({
            minimum: 0,
            description:
              'Minutes the centre stays at temp_c or more in this step (in the water, or resting off the heat): a lower figure held long enough (knowledge/recipe-checks.json doneness.held).',
          }),
        ),
      },
      { additionalProperties: false, description: 'How the cook knows it is done; may name {ref}s.' },
    ),
  },
  { additionalProperties: false },
)

const notes = Type.Array(text(), { minItems: 2 })

/** Pairs of a regular expression and what it becomes, by language: how words are said anew. */
const rewords = (description: string) =>
  Type.Object(
    {
      ja: Type.Array(Type.Tuple([Type.String({ minLength: 1 }), Type.String()])),
      en: Type.Array(Type.Tuple([Type.String({ minLength: 1 }), Type.String()])),
    },
    { additionalProperties: false, description },
  )

export const variantSchema = Type.Object(
  {
    id: id('The variant id, unique in its recipe.'),
    name: Type.Optional(text()),
    asks: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), { description: 'knowledge/equipment.json ask ids it satisfies.' }),
    ),
    free_of: Type.Optional(Type.Array(trait, { description: 'The traits this version leaves out.' })),
    for_diets: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), {
        description:
          'knowledge/diets.json ids of the conditions this version is written for (a low-purine stew for gout).',
      }),
    ),
    cooked_through: Type.Optional(
      Type.Literal(true, {
        description:
          'This version cooks through the seafood its dish serves raw (a poke bowl’s tuna seared to 63 °C), for those a hazard row’s `served_raw` keeps raw seafood from; its steps must reach the fish’s safe temperature.',
      }),
    ),
    ingredients: Type.Optional(Type.Array(ingredientSchema, { minItems: 1 })),
    steps: Type.Optional(Type.Array(stepSchema, { minItems: 1 })),
    total_minutes: Type.Optional(
      Type.Number({ minimum: 0, description: 'Its steps’ sum, when it gives steps (derived when absent).' }),
    ),
    description: Type.Optional(
      text('What this version is, when the recipe’s description does not fit it; may name {ref}s.'),
    ),
    note: text('Why this version and what it changes: said in the talk.'),
  },
  { additionalProperties: false },
)

export const recipeSchema = Type.Object(
  {
    dish: id('The dish id of knowledge/dishes/*.json.'),
    title: text(),
    category: oneOf(['main', 'dessert', 'drink', 'snack']),
    cuisine: Type.String({ minLength: 1 }),
    servings: Type.Integer({ minimum: 1, maximum: 100 }),
    description: text('One or two sentences; may name {ref}s, which follow their substitutions.'),
    ingredients: Type.Array(ingredientSchema, { minItems: 1 }),
    steps: Type.Array(stepSchema, { minItems: 1 }),
    total_minutes: Type.Number({ minimum: 0 }),
    notes: Type.Object(
      { chef: notes, culture: notes, nutritionist: notes, home_cook: notes },
      { additionalProperties: false, description: 'At least two notes per role, in both languages.' },
    ),
    variants: Type.Optional(Type.Array(variantSchema)),
    answers: Type.Optional(
      Type.Object(
        {
          fails: Type.Optional(
            text('What goes wrong with this dish and how a cook puts it right (soggy, falls apart).'),
          ),
          ahead: Type.Optional(text('What of this dish can be made the day before, and how it is kept and finished.')),
        },
        {
          additionalProperties: false,
          minProperties: 1,
          description:
            'Answers to the questions people ask beside this dish, by the kinds of knowledge/keeping.json `questions`.',
        },
      ),
    ),
    suits: Type.Optional(
      Type.Array(oneOf(['infant_6m', 'infant_7m', 'infant_9m', 'toddler', 'soft', 'minced']), {
        description:
          'Who the recipe as written suits: a baby from about 6, 7 or 9 months, a toddler (1-2 years), someone who chews with difficulty (soft) or swallows with difficulty (minced, thickened).',
      }),
    ),
  },
  { additionalProperties: false },
)

export const recipeFileSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    about: Type.String({ minLength: 1 }),
    recipes: Type.Array(recipeSchema),
    variants: Type.Optional(
      Type.Array(
        Type.Object(
          { dish: id('The dish whose recipe, in another file, this is a version of.'), variant: variantSchema },
          { additionalProperties: false },
        ),
        { description: 'Versions of dishes whose recipes another file holds: each joins that recipe’s variants.' },
      ),
    ),
  },
  { additionalProperties: false, title: 'Authored recipes (knowledge/recipes/*.json)' },
)

const rewrite = Type.Object(
  {
    before: text(
      'A step put before the first step that names the ingredient (the flax soaked first); {ref} is the replacement.',
    ),
    minutes: Type.Number({ minimum: 0, description: 'Minutes the added step takes.' }),
  },
  { additionalProperties: false },
)

export const substitutionSchema = Type.Object(
  {
    id: id('Unique row id.'),
    food: Type.Optional(id('The catalogue id this row replaces; or `trait`.')),
    trait: Type.Optional(trait),
    restriction: Type.Array(trait, {
      description:
        'The excluded traits this row answers (a diet is its traits: vegetarian is meat, fish, shellfish); none: only where the food is ruled out by name.',
    }),
    does: Type.Optional(
      Type.Array(oneOf(FUNCTIONS), { minItems: 1, description: 'Only when the ingredient does one of these.' }),
    ),
    diets: Type.Optional(
      Type.Array(id('A diet id of knowledge/diets.json.'), {
        minItems: 1,
        description:
          'Only where the brief holds one of these diets (garlic-infused oil for low-FODMAP, not for garlic breath).',
      }),
    ),
    to: Type.Union([id('The replacement food id.'), Type.Null()], { description: 'null: left out.' }),
    budget: Type.Optional(
      Type.Literal(true, {
        description:
          'A swap for money (beef mince to mixed mince), made only where the brief states a budget the dish does not keep; never for a restriction.',
      }),
    ),
    pantry: Type.Optional(
      Type.Literal(true, {
        description:
          'A cook’s stand-in for a food hard to find (doubanjiang, loroco, teff), with no restriction: made where the theme says it lacks the food or asks what to use for it, and said in the host’s answer even where the recipe does not use it.',
      }),
    ),
    ratio: Type.Number({ exclusiveMinimum: 0, description: 'Replacement amount per unit of the original.' }),
    unit: Type.Optional(oneOf(UNITS, 'The replacement’s unit, when it is not the original’s.')),
    step: Type.Optional(rewrite),
    minutes: Type.Optional(
      Type.Number({
        exclusiveMinimum: 0,
        description:
          'The heated minutes of the steps cooking the replacement per minute of the original (salmon cooks in less time than chicken).',
      }),
    ),
    words: Type.Optional(
      rewords(
        'How a step naming the ingredient says for the replacement what it said for the food (an egg cracked in is tofu crumbled in): pairs of a regular expression ({ref}: the ingredient) and what it becomes.',
      ),
    ),
    cue: Type.Optional(
      text('The replacement’s own cue ({ref}: it), for a cue `cue_words` emptied of the food it replaces.'),
    ),
    same_cues: Type.Optional(
      Type.Literal(true, {
        description: 'The replacement is done as the food was (agar sets as the egg set): its `cue_words` stay.',
      }),
    ),
    changes: text('What it changes: texture, flavour, time.'),
    reason: text('Why this replacement.'),
  },
  { additionalProperties: false },
)

export const substitutionFileSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    about: Type.String({ minLength: 1 }),
    fallback: Type.Object(
      {
        swap: Type.Object({ changes: text(), reason: text() }, { additionalProperties: false }),
        leave_out: Type.Object({ changes: text(), reason: text() }, { additionalProperties: false }),
      },
      {
        additionalProperties: false,
        description:
          'Said when no row fits and the catalogue’s own swap (or leaving it out) is used: {from} and {to} are the foods’ names.',
      },
    ),
    pantry_words: Type.Object(
      { already: text(), absent: text() },
      {
        additionalProperties: false,
        description:
          'Said before a pantry row’s answer: the recipe already uses the stand-in ({to}), or has none of the food lacked ({from}).',
      },
    ),
    own_words: Type.Record(
      Type.String(),
      Type.Object(
        { ja: Type.String({ minLength: 1 }), en: Type.String({ minLength: 1 }) },
        { additionalProperties: false },
      ),
      {
        description:
          'By food id, a regular expression of the words a step uses only for that food (an egg cracked, peeled, its yolk set): such a step cooks the food itself, which no stand-in is cooked as, so the food is left out there rather than swapped.',
      },
    ),
    cue_words: Type.Record(
      Type.String(),
      Type.Object(
        {
          ja: Type.String({ minLength: 1 }),
          en: Type.String({ minLength: 1 }),
          before: Type.Optional(
            text(
              'The words said of the food just before its name as it goes in (the beaten egg, 溶いた卵): they go, the name stays.',
            ),
          ),
        },
        { additionalProperties: false },
      ),
      {
        description:
          'By trait or food id, a regular expression of the words a step or cue says of that food alone (its verb, cue and doneness: an egg beaten or set, meat skimmed or no longer pink): where a stand-in without that trait (another food, for an id) takes its place, a clause saying them of it goes, the row’s `cue` standing for an emptied cue, and the published check finds any left.',
      },
    ),
    title_words: Type.Array(
      Type.Object(
        {
          ja: Type.String({ minLength: 1 }),
          en: Type.String({ minLength: 1 }),
          kana: Type.Optional(
            Type.String({
              minLength: 1,
              description: 'Its loanword in a Western dish’s name (ビーフ of ビーフシチュー).',
            }),
          ),
          foods: Type.Array(Type.String()),
        },
        { additionalProperties: false },
      ),
      {
        description:
          'The short word a dish’s name calls its main food by (鶏 of 鶏の照り焼き, 豚 of 豚汁, ビーフ of ビーフシチュー), for the foods it covers: a title follows a swapped main by it.',
      },
    ),
    cooked_through: Type.Object(
      {
        minutes: Type.Integer({ minimum: 1 }),
        cue: text(),
        hot: text(
          'The cue of a step whose only cue was a safe temperature, where no food in it by then needs one (spices bloomed are not taken to a meat’s 75 °C).',
        ),
        warm: Type.Object(
          {
            ja: Type.Array(Type.Tuple([Type.String({ minLength: 1 }), Type.String({ minLength: 1 })])),
            en: Type.Array(Type.Tuple([Type.String({ minLength: 1 }), Type.String({ minLength: 1 })])),
          },
          { additionalProperties: false },
        ),
      },
      {
        additionalProperties: false,
        description:
          'A main the theme names put in for a food the recipe only warms (bought kabayaki eel become raw chicken): the step warming it cooks the new food through, at least `minutes`, its cue adding the centre temperature ({temp}), its warming words (`warm`, a regular expression and its replacement by language) said as cooking.',
      },
    ),
    kin_swaps: Type.Array(
      Type.Object(
        {
          from: Type.Array(id('A catalogue food a theme may name another in place of.'), { minItems: 1 }),
          to: Type.Array(id('A catalogue food of the same kind that cooks as those of `from` do.'), { minItems: 1 }),
          minutes: Type.Number({
            exclusiveMinimum: 0,
            description: 'The heated minutes of the new food per minute of the old.',
          }),
          words: Type.Optional(
            rewords(
              'What the steps and description said of the old food’s form and no longer hold (a whole saury plated head to the left, for mackerel fillets): a regular expression and what it becomes.',
            ),
          ),
          changes: text('What the swap changes: {from} and {to} are the foods’ names.'),
          reason: text('Why it works, said as the answer to the theme: {from}, {to}.'),
        },
        { additionalProperties: false },
      ),
      {
        description:
          'Foods of one kind cut and cooked alike (fish for the grill, white fish for simmering): a main the theme names from `to` takes the place of the recipe’s from `from` with no row of its own (mackerel for saury, tuna for salmon).',
      },
    ),
    label_checks: Type.Array(
      Type.Object(
        {
          for: Type.Array(id('A catalogue food an allergy rules out by name (cornstarch for corn).'), { minItems: 1 }),
          foods: Type.Array(id('A catalogue food often bought with the allergen hidden in it (pre-grated cheese).'), {
            minItems: 1,
          }),
          note: text('What the cook checks on the labels: {foods} are the recipe’s own lines of `foods`.'),
        },
        { additionalProperties: false },
      ),
      {
        description:
          'Allergens that hide in bought foods a recipe keeps (corn as the starch of pre-grated cheese and baking powder, in spice blends and “vegetable oil”): where an allergy rules out every food of `for`, the host says to check the labels of the recipe’s foods of `foods`.',
      },
    ),
    substitutions: Type.Array(substitutionSchema),
  },
  { additionalProperties: false, title: 'Substitutions (knowledge/substitutions.json)' },
)

const unitWords = Type.Object(
  {
    ml: Type.Optional(Type.Number({ exclusiveMinimum: 0, description: 'Millilitres (or grams) in one unit.' })),
    counted: Type.Optional(Type.Boolean({ description: 'A count: kept whole or half when scaled.' })),
    ja: Type.String({ minLength: 1 }),
    en: Type.String({ minLength: 1 }),
    en_one: Type.Optional(
      Type.String({ minLength: 1, description: 'The English for one (or less), when it differs.' }),
    ),
  },
  { additionalProperties: false, description: '{n} is the amount, {ml} its millilitres.' },
)

export const rulesFileSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    about: Type.String({ minLength: 1 }),
    doneness: Type.Object(
      { about: Type.String(), temp_c: Type.Partial(Type.Record(trait, Type.Number({ minimum: 40, maximum: 100 }))) },
      { additionalProperties: false },
    ),
    units: Type.Object(Object.fromEntries(UNITS.map((u) => [u, unitWords])), { additionalProperties: false }),
    counters: Type.Object(
      {
        about: Type.String(),
        forms: Type.Array(
          Type.Object(
            {
              unit: Type.String(),
              form: Type.String(),
              group: Type.Optional(Type.String()),
              en: Type.String({ minLength: 1 }),
              en_one: Type.String({ minLength: 1 }),
              unless_counted: Type.Optional(Type.Boolean({ description: 'Not for a food that counts itself.' })),
            },
            { additionalProperties: false },
          ),
        ),
        foods: Type.Record(
          Type.String(),
          Type.Object({ en: Type.String({ minLength: 1 }), en_one: Type.String({ minLength: 1 }) }),
        ),
        plurals: Type.Array(Type.Tuple([Type.String(), Type.String()]), {
          description: 'English suffixes of one and of many, tried in order ("f" and "ves").',
        }),
        same: Type.Array(Type.String(), { description: 'Foods whose English plural is their name (shrimp).' }),
        weighed: Type.Array(Type.String(), { description: 'Groups a count of which is written by weight.' }),
        whole: Type.Object(
          {
            ground: Type.Object({ ja: Type.String(), en: Type.String() }),
            whole: Type.Object({ ja: Type.String(), en: Type.String() }),
            units: Type.Array(Type.String()),
          },
          { description: 'A line that is whole by its prep or unit, and the ground word its name then drops.' },
        ),
      },
      {
        additionalProperties: false,
        description:
          'English words for a count the unit leaves bare ("{n}"): by the unit, form and group of the food, or by the food; {n} is the count, {name} the food.',
      },
    ),
    scaling: Type.Object(
      {
        about: Type.String(),
        seasoning_linear_up_to: Type.Number({ minimum: 1 }),
        seasoning_power: Type.Number({ exclusiveMinimum: 0, maximum: 1 }),
        liquid_floor_ml: Type.Number({ minimum: 0 }),
        smallest_piece: Type.Number({ exclusiveMinimum: 0, maximum: 1 }),
        spoons_to_cups_ml: Type.Number({ exclusiveMinimum: 0 }),
        teaspoons_to_spoons_ml: Type.Number({ exclusiveMinimum: 0 }),
        batch_repeats_steps_up_to: Type.Number({ minimum: 0 }),
        counts_whole_from: Type.Number({ minimum: 1 }),
        spice_power: Type.Number({ exclusiveMinimum: 0, maximum: 1 }),
        bought: Type.Object(
          { about: Type.String(), from: Type.Number({ minimum: 1 }), min_g: Type.Number(), under_g: Type.Number() },
          { additionalProperties: false },
        ),
        vessels: Type.Object(
          {
            about: Type.String(),
            vessel: oneOf([...VESSELS]),
            litres_per_serving: Type.Number({ exclusiveMinimum: 0 }),
            sizes_l: Type.Array(Type.Number({ exclusiveMinimum: 0 }), { minItems: 1 }),
            asks: Type.Record(
              Type.String(),
              Type.Object(
                {
                  count: Type.Optional(Type.Integer({ minimum: 1 })),
                  holds: Type.Optional(Type.Integer({ minimum: 1 })),
                },
                { additionalProperties: false },
              ),
            ),
          },
          { additionalProperties: false },
        ),
        time: Type.Object(
          {
            about: Type.String(),
            prep_from: Type.Number({ minimum: 1 }),
            prep_minutes_per_line: Type.Number({ minimum: 0 }),
            prep_power: Type.Number({ exclusiveMinimum: 0, maximum: 1 }),
            boil_minutes_per_litre: Type.Number({ minimum: 0 }),
            boil_said_from: Type.Number({ minimum: 0 }),
          },
          { additionalProperties: false },
        ),
        steps: Type.Object(
          { about: Type.String(), g: roundSteps, ml: roundSteps, tsp: roundSteps, tbsp: roundSteps },
          { additionalProperties: false },
        ),
        small_piece_g: Type.Number({ exclusiveMinimum: 0 }),
        halves: Type.Array(Type.String(), {
          description: 'Foods a cook uses whole or by half, never cut finer (an egg): a scaled count rounds to a half.',
        }),
        whole_from: Type.Number({ minimum: 1 }),
        liquid_power: Type.Number({ exclusiveMinimum: 0, maximum: 1 }),
        liquid_methods: Type.Array(Type.String()),
        longest_minutes: Type.Number({ minimum: 1 }),
        prep_counts: Type.Object(
          { about: Type.String(), en: Type.Array(Type.String()), ja: Type.Array(Type.String()) },
          { additionalProperties: false },
        ),
        side_by_side: Type.Partial(
          Type.Object(Object.fromEntries(VESSELS.map((v) => [v, text()])), {
            additionalProperties: false,
          }),
        ),
        holds: Type.Object(Object.fromEntries(VESSELS.map((v) => [v, Type.Integer({ minimum: 1 })])), {
          additionalProperties: false,
        }),
        equipment: Type.Object(
          {
            about: Type.String(),
            ...Object.fromEntries(
              VESSELS.map((v) => [v, oneOf(['stove', 'oven', 'cold', 'rice_cooker', 'microwave', 'toaster_oven'])]),
            ),
          },
          { additionalProperties: false },
        ),
      },
      { additionalProperties: false },
    ),
    heat_needs: Type.Object(
      {
        about: Type.String(),
        heat: Type.Object(Object.fromEntries(HEATS.map((h) => [h, Type.String({ minLength: 1 })])), {
          additionalProperties: false,
        }),
        vessel: Type.Partial(
          Type.Object(Object.fromEntries(VESSELS.map((v) => [v, Type.String({ minLength: 1 })])), {
            additionalProperties: false,
          }),
        ),
        cooked_staple: Type.Object(
          { about: Type.String(), minutes: Type.Number({ minimum: 0 }) },
          { additionalProperties: false },
        ),
        one_vessel: Type.Object(
          {
            about: Type.String(),
            asks: Type.Array(Type.String({ minLength: 1 })),
            vessels: Type.Array(oneOf(VESSELS)),
            named: Type.Array(
              Type.Object(
                {
                  vessel: oneOf(VESSELS),
                  theme: Type.Object({ ja: Type.String({ minLength: 1 }), en: Type.String({ minLength: 1 }) }),
                  steps: Type.Object({ ja: Type.String({ minLength: 1 }), en: Type.String({ minLength: 1 }) }),
                  say: Type.Object({ ja: Type.String({ minLength: 1 }), en: Type.String({ minLength: 1 }) }),
                },
                { additionalProperties: false },
              ),
            ),
          },
          { additionalProperties: false },
        ),
      },
      { additionalProperties: false },
    ),
    conditions: Type.Object(
      {
        about: Type.String(),
        salt_caps: Type.Array(
          Type.Object(
            {
              diets: Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
              name: text(),
              grams: Type.Number({ exclusiveMinimum: 0 }),
              source: text('Where the figure comes from, said with it'),
            },
            { additionalProperties: false },
          ),
        ),
        salt_floor: Type.Number({ exclusiveMinimum: 0, maximum: 1 }),
        kidney: Type.Object(
          {
            for: Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
            leach: Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
            leach_step: text(),
            leach_cue: text(),
            less: Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
            less_factor: Type.Number({ exclusiveMinimum: 0, maximum: 1 }),
            says: text(),
            leached: text(),
            lessened: text(),
          },
          { additionalProperties: false },
        ),
        texture: Type.Object(
          {
            for: Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
            start: text(),
            start_cue: text(),
            end: text(),
            end_cold: text(),
            end_cue: text(),
          },
          { additionalProperties: false },
        ),
        occasion_cues: Type.Record(Type.String({ pattern: '^[a-z_]+$' }), text()),
        answers: Type.Record(
          Type.String({ pattern: '^[a-z_]+$' }),
          text('Patterns, per language, of a note of the recipe that answers the style'),
        ),
      },
      { additionalProperties: false },
    ),
    only_foods: Type.Object(
      {
        about: Type.String(),
        pantry_groups: Type.Array(Type.String()),
        points: Type.Object(
          { body: Type.Number({ minimum: 0 }), other: Type.Number({ minimum: 0 }), extra: Type.Number({ minimum: 0 }) },
          { additionalProperties: false },
        ),
        left_out: text('Said when lines the cook lacks are left out: {had} what it has, {gone} the lines'),
        needs: text('Said when the dish needs lines the cook lacks: {needed} the lines'),
        had: Type.Object(
          {
            used: Type.Number({ minimum: 0 }),
            short: Type.Number({ minimum: 0 }),
            device: Type.Number({ minimum: 0 }),
          },
          { additionalProperties: false },
        ),
        held: text("Said when a line is cooked at the amount the cook has: {amount} it, {was} the recipe's"),
        watts: text('Said when microwave times are scaled to the wattage stated: {watts}, {factor}'),
        cooked: Type.Object(
          {
            before: text('Words right before a food that say it is cooked (cold rice, 焼き鮭)'),
            itself: text('Words a food name starts with that say it is cooked (冷やご飯)'),
            plain: text('Words that say a food is cooked without an on-hand word in the sentence'),
            left: text("Words of a recipe line's preparation that take the food cold or left over"),
            fresh: text("Words of a recipe line's preparation that want the food freshly made"),
            points: Type.Object({ left: Type.Number(), fresh: Type.Number() }, { additionalProperties: false }),
            dish_left: Type.Object(
              {
                before: text('Words right before a dish named that say it is left over (leftover lasagne, 昨日の)'),
                after: text('Words after a dish named, in its sentence, that say it is left over (…300g余って)'),
                broth: text('Words right after a dish named that say what is left is its broth (水炊きのスープ)'),
                weight: text('A weight said beside a dish left over: its number, then its unit'),
              },
              { additionalProperties: false },
            ),
            reheat: text('Said once when a cooked food is reheated: {items}, {it}'),
          },
          { additionalProperties: false },
        ),
      },
      { additionalProperties: false },
    ),
    title_diets: Type.Object(
      {
        about: Type.String(),
        diets: Type.Array(
          Type.Object(
            {
              key: Type.String({ minLength: 1 }),
              ja: Type.String({ minLength: 1 }),
              en: Type.String({ minLength: 1 }),
            },
            { additionalProperties: false },
          ),
        ),
        said_free: Type.Object(
          {
            ja: Type.Array(Type.String({ pattern: '\\{label\\}' }), { minItems: 1 }),
            en: Type.Array(Type.String({ pattern: '\\{label\\}' }), { minItems: 1 }),
          },
          { additionalProperties: false },
        ),
      },
      { additionalProperties: false },
    ),
    piece_grams: Type.Object(
      {
        about: Type.String(),
        grams: Type.Record(Type.String(), Type.Number({ exclusiveMinimum: 0 })),
        by_unit: Type.Record(
          Type.String(),
          Type.Partial(Type.Record(oneOf(UNITS), Type.Number({ exclusiveMinimum: 0 }))),
        ),
      },
      { additionalProperties: false },
    ),
    protein_by_group: Type.Object(
      { about: Type.String(), per_100g: Type.Record(Type.String(), Type.Number({ minimum: 0 })) },
      { additionalProperties: false },
    ),
    frying_oil: Type.Object(
      {
        about: Type.String(),
        whole_up_to_ml: Type.Number({ minimum: 0 }),
        absorbed: Type.Number({ minimum: 0, maximum: 1 }),
      },
      { additionalProperties: false },
    ),
    lower: Type.Object(
      {
        about: Type.String(),
        factor: Type.Number({ exclusiveMinimum: 0, maximum: 1 }),
        heat_factor: Type.Number({ exclusiveMinimum: 0, maximum: 1 }),
        salt: text(),
        sugar: text(),
        heat: text(),
      },
      { additionalProperties: false },
    ),
    ready_cut: Type.Object(
      {
        about: Type.String(),
        asks: Type.Array(Type.String({ minLength: 1 })),
        groups: Type.Array(Type.String({ minLength: 1 })),
        prep: text(),
      },
      { additionalProperties: false },
    ),
    trait_gone: Type.Object(
      {
        about: Type.String(),
        traits: Type.Array(
          Type.Object(
            {
              trait,
              word: text(),
              text: Type.Object(
                {
                  ja: Type.Array(Type.Tuple([Type.String({ minLength: 1 }), Type.String()])),
                  en: Type.Array(Type.Tuple([Type.String({ minLength: 1 }), Type.String()])),
                },
                { additionalProperties: false },
              ),
              cue: text(),
            },
            { additionalProperties: false },
          ),
        ),
      },
      { additionalProperties: false },
    ),
    removal: Type.Object(
      {
        about: Type.String(),
        cut: Type.Object(
          {
            about: Type.String(),
            ja: Type.String({ pattern: '\\{ref\\}' }),
            en: Type.String({ pattern: '\\{ref\\}' }),
          },
          { additionalProperties: false },
        ),
        ja: Type.Array(Type.Tuple([Type.String({ pattern: '\\{ref\\}' }), Type.String()]), { minItems: 1 }),
        en: Type.Array(Type.Tuple([Type.String({ pattern: '\\{ref\\}' }), Type.String()]), { minItems: 1 }),
      },
      { additionalProperties: false },
    ),
    described: Type.Object(
      {
        about: Type.String(),
        with_cue: text(),
        without_cue: text(),
        methods: Type.Object(Object.fromEntries(VESSELS.map((v) => [v, text()])), { additionalProperties: false }),
      },
      { additionalProperties: false, description: 'A description written from a version whose authored one went.' },
    ),
    kind_prep: Type.Object(
      { about: Type.String(), en: Type.Array(Type.String()), ja: Type.Array(Type.String()) },
      { additionalProperties: false, description: 'A preparation note that names which kind of its food to buy.' },
    ),
    prepare_cues: Type.Object(
      {
        about: Type.String(),
        cues: Type.Array(
          Type.Object({
            verb: Type.String({ minLength: 1 }),
            ja: Type.String({ minLength: 1 }),
            en: Type.String({ minLength: 1 }),
          }),
        ),
      },
      { additionalProperties: false, description: "A preparation step's cue by its last verb." },
    ),
    says: Type.Object(
      Object.fromEntries(
        [
          'step_cue',
          'step_cue_minutes',
          'step_minutes',
          'warm_step',
          'warm_cue',
          'fat_heated',
          'fat_heated_cue',
          'cooked_already',
          'leftover_liquid',
          'scaled',
          'scaled_capped',
          'scaled_seasoning',
          'time_held',
          'time_over',
          'time_shortcut',
          'time_shortcut_words',
          'variant_time',
          'declined',
          'declined_slight',
          'ask_unheld',
          'prepare_cue',
          'made_free',
          'piece_grams',
          'batch_step_repeat',
          'batch_step_side',
          'batch_step_rounds',
          'batch_plan_side',
          'batch_plan_rounds',
          'crowd_prep',
          'crowd_prep_cue',
          'boil_up',
          'pot_size',
          'pot_size_each',
          'salt_capped',
          'salt_over',
          'texture',
          'main_unheld',
        ].map((k) => [k, text()]),
      ),
      { additionalProperties: false, description: 'The sentences of the adapter; {placeholders} are filled in.' },
    ),
    by_rule: Type.Object(
      {
        about: Type.String(),
        shallow_fry: Type.Object(
          {
            asks: Type.Array(Type.String()),
            oil: Type.Object({ qty: Type.Number({ exclusiveMinimum: 0 }), unit: Type.Literal('ml') }),
            prep: text(),
            first: text(),
            again: text(),
            minutes: Type.Number({ minimum: 1 }),
            depth: text('How deep the oil is, as the first fried step must say it.'),
            described: rewords(
              'The description’s words for deep-fried said as this way (a regular expression and what it becomes).',
            ),
            words: rewords(
              'A deep-fried step’s own words made a shallow fry: a regular expression and what it becomes.',
            ),
            note: text(),
          },
          { additionalProperties: false },
        ),
        bake: Type.Object(
          {
            devices: Type.Array(
              Type.Object(
                {
                  ask: Type.String({ minLength: 1 }),
                  vessel: oneOf(VESSELS),
                  heat: oneOf(HEATS),
                  first: text(),
                  again: text(),
                },
                { additionalProperties: false },
              ),
            ),
            oil: Type.Object({ qty: Type.Number({ exclusiveMinimum: 0 }), unit: Type.Literal('ml') }),
            prep: text(),
            minutes: Type.Number({ minimum: 1 }),
            described: rewords('The description’s fried words said as baked.'),
            note: text(),
          },
          { additionalProperties: false },
        ),
        convection: Type.Object(
          {
            about: Type.String(),
            devices: Type.Array(
              Type.Object(
                {
                  ask: Type.String({ minLength: 1 }),
                  words: rewords('The oven’s words said as the device’s, per language.'),
                  temp_drop: Type.Number({ minimum: 0 }),
                  minutes: Type.Number({ exclusiveMinimum: 0, maximum: 1 }),
                  batches: text(),
                  note: text(),
                },
                { additionalProperties: false },
              ),
            ),
          },
          { additionalProperties: false },
        ),
        rice_cooker: Type.Object(
          {
            asks: Type.Array(Type.String()),
            liquid_per_g: Type.Number({ exclusiveMinimum: 0 }),
            liquid_prep: text(),
            fill: text(),
            fill_cue: text(),
            top: text(),
            stuffed: text(),
            cook_minutes: Type.Integer({ minimum: 1 }),
            cooked_cue: text(),
            temp_cue: text(),
            rest: text(),
            rest_cue: text(),
            rest_minutes: Type.Integer({ minimum: 1 }),
            note: text(),
            stuffed_note: text(),
          },
          { additionalProperties: false },
        ),
      },
      {
        additionalProperties: false,
        description:
          'Versions the adapter writes by rule where a recipe has no authored one for an ask: `shallow_fry` rewrites each deep-fried step ({fat}, {body}: the lines it fries); `rice_cooker` cooks a raw-rice dish in the rice cooker ({rice}, {liquid}, {seasoning}, {rest}: its lines by what they do).',
      },
    ),
  },
  { additionalProperties: false, title: 'Cookbook rules (knowledge/cookbook.json)' },
)

const money = (description: string) =>
  Type.Object({ jpy: Type.Number({ minimum: 0 }), usd: Type.Number({ minimum: 0 }) }, { description })
const pattern = (description: string) =>
  Type.Object(
    { en: Type.String({ minLength: 1 }), ja: Type.String({ minLength: 1 }) },
    { additionalProperties: false, description },
  )

export const priceFileSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    about: Type.String({ minLength: 1 }),
    year: Type.Integer({ description: 'The year the figures are of.' }),
    pantry: Type.Intersect([
      Type.Object({
        groups: Type.Array(Type.String(), { description: 'Catalogue groups a recipe uses by the spoon.' }),
      }),
      money('What a line of a pantry food without its own row costs.'),
    ]),
    foods: Type.Record(
      Type.String({ pattern: '^[a-z][a-z0-9_]*$' }),
      Type.Object(
        {
          jpy: Type.Number({ minimum: 0 }),
          usd: Type.Number({ minimum: 0 }),
          per: Type.Optional(Type.Literal('line', { description: 'The figure is a line’s, not 100 g’s.' })),
          estimate: Type.Optional(Type.Literal(true, { description: 'The food group’s typical figure.' })),
        },
        { additionalProperties: false },
      ),
      { description: 'By catalogue id: the price of 100 g (100 ml) as bought, in yen and US dollars.' },
    ),
  },
  { additionalProperties: false, title: 'Food prices (knowledge/prices.json)' },
)

export const goalsFileSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    about: Type.String({ minLength: 1 }),
    budget: Type.Object(
      {
        amounts: Type.Array(
          Type.Object(
            { currency: oneOf(['JPY', 'USD']), pattern: pattern('A sum of money; its first group is the number.') },
            { additionalProperties: false },
          ),
        ),
        per_serving: pattern('Words that make the sum a serving’s.'),
        soft: pattern('Words that ask for a cheap dish without a sum.'),
        soft_per_serving: Type.Object({ JPY: Type.Number(), USD: Type.Number() }, { additionalProperties: false }),
        currency_of: Type.Object(
          { ja: oneOf(['JPY', 'USD']), en: oneOf(['JPY', 'USD']) },
          { additionalProperties: false, description: 'The currency of a theme that names none, by its language.' },
        ),
      },
      { additionalProperties: false },
    ),
    targets: Type.Array(
      Type.Object(
        {
          nutrient: oneOf(['protein_g', 'salt_g', 'kcal']),
          pattern: pattern('The nutrient with a number; its first group is the number.'),
          default: oneOf(['min', 'max'], 'At least or at most, where no word near it says.'),
          scale: Type.Optional(
            Type.Number({ description: 'What the number is multiplied by: sodium in mg to salt in g.' }),
          ),
        },
        { additionalProperties: false },
      ),
    ),
    min: pattern('Words near a target that make it a floor.'),
    max: pattern('Words near a target that make it a ceiling.'),
    per_day: Type.Object(
      { pattern: pattern('Words near a target that make it the whole day’s.'), meals: Type.Integer({ minimum: 1 }) },
      { additionalProperties: false, description: 'A day’s figure is shared over this many meals.' },
    ),
    points: Type.Object(
      { budget: Type.Number(), target: Type.Number() },
      {
        additionalProperties: false,
        description: 'What the chooser takes off a recipe for each share over the budget, or of a target missed.',
      },
    ),
    aims: Type.Array(
      Type.Object(
        {
          id: Type.String(),
          theme: pattern('Words by which a theme states the aim (exam focus, recovery, a cold).'),
          foods: Type.Array(Type.String(), { description: 'Ingredient ids that serve the aim.' }),
          groups: Type.Array(Type.String(), { description: 'Ingredient groups that serve it.' }),
          says: text(),
          none: text(),
        },
        { additionalProperties: false, description: 'A stated aim the nutritionist answers from the recipe’s foods.' },
      ),
    ),
    salt_target: Type.Object(
      { name: text(), source: text() },
      {
        additionalProperties: false,
        description: 'How a salt target the theme sets is named where a salt cap is said.',
      },
    ),
    raise: Type.Number({
      minimum: 1,
      description: 'The most the main protein food is raised by for a protein target.',
    }),
    crowd: Type.Integer({ minimum: 2, description: 'From how many servings a crowd’s rules are said.' }),
    says: Type.Record(Type.String(), text(), { description: 'What the adapter says; {placeholders} are filled in.' }),
  },
  { additionalProperties: false, title: 'Budgets and nutrition targets (knowledge/goals.json)' },
)

/** The JSON Schema files an editor reads, by path, from the schemas above. */
export const PUBLISHED: Record<string, TSchema> = {
  'knowledge/schemas/prices.schema.json': priceFileSchema,
  'knowledge/schemas/goals.schema.json': goalsFileSchema,
  'knowledge/schemas/recipes.schema.json': recipeFileSchema,
  'knowledge/schemas/substitutions.schema.json': substitutionFileSchema,
  'knowledge/schemas/cookbook.schema.json': rulesFileSchema,
}

/** A schema as the JSON Schema file holds it. */
export const jsonSchemaText = (schema: TSchema): string =>
  `${JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', ...schema }, null, 2)}\n`
