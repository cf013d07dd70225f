/**
 * `bun scripts/eval/transcripts.ts > out.jsonl`: every eval theme's transcript and recipe, one
 * JSON line per theme, so a change meant to keep behaviour (a refactor, data moved from code to
 * files) can be shown to change nothing: run it before and after and `cmp` the two files.
 */
import { discuss, themes } from './evaluate'
import { discussFresh, freshThemes, openSets } from './fresh'

for (const theme of themes()) {
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
for (const set of openSets()) {
  for (const theme of freshThemes(set)) {
    const run = await discussFresh(theme)
    console.log(
      JSON.stringify({
        set,
        theme: theme.theme,
        dish: run.dish,
        ending: run.ending,
        transcript: run.transcript,
        recipe: run.recipe,
      }),
    )
  }
}
