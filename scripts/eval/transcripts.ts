/**
 * `bun scripts/eval/transcripts.ts > out.jsonl`: every eval theme's transcript and recipe, one
 * JSON line per theme, so a change meant to keep behaviour (a refactor, data moved from code to
 * files) can be shown to change nothing: run it before and after and `cmp` the two files.
 * `--set heldoutN` dumps that one set only (a sealed set too, since it is named), for the blind
 * judges of scripts/eval/judges.ts.
 */
import { discuss, themes } from './evaluate'
import { discussFresh, freshThemes, openSets, setArgument } from './fresh'

const args = process.argv.slice(2)
const onlySet = setArgument(args)

for (const theme of onlySet ? [] : themes()) {
  const run = await discuss(theme)
  console.log(
    JSON.stringify({
      set: 'dev',
      theme: theme.theme,
      brief: run.brief,
      transcript: run.transcript,
      recipe: run.recipe,
    }),
  )
}
for (const set of onlySet ? [onlySet] : openSets()) {
  for (const theme of freshThemes(set)) {
    const run = await discussFresh(theme)
    console.log(
      JSON.stringify({
        set,
        theme: theme.theme,
        lang: theme.lang,
        kind: theme.kind,
        dish: run.dish,
        ending: run.ending,
        detail: run.detail,
        transcript: run.transcript,
        recipe: run.recipe,
      }),
    )
  }
}
