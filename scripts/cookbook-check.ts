/**
 * `npm run cookbook:check`: every authored recipe through the checker (src/ai/cookbook/check.ts).
 * Prints how many recipes were checked and every problem; exits 1 when there is any, so the build
 * (scripts/build.ts runs it first) stops on a recipe a cook could not trust. With `--adapted`
 * (`npm run cookbook:check -- --adapted`, about two minutes) it checks what the adapter makes of
 * every recipe under common restrictions and the soft texture instead (checkAdaptations).
 */
import { checkAdaptations, checkCookbook, problemLine } from '../src/ai/cookbook/check'
import { RECIPES } from '../src/ai/cookbook/load'

const adapted = process.argv.includes('--adapted')
const problems = adapted ? checkAdaptations() : checkCookbook()
for (const p of problems) console.error(problemLine(p))
const variants = RECIPES.reduce((n, r) => n + (r.variants?.length ?? 0), 0)
console.log(
  adapted
    ? `${RECIPES.length} recipes adapted: ${problems.length} problems`
    : `${RECIPES.length} recipes and ${variants} variants checked: ${problems.length} problems`,
)
if (problems.length) process.exit(1)
