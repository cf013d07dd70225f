import { expect, test } from 'bun:test'
import { errorLookingLines } from '../../scripts/quiet-output'

test('a passing run’s output with a logged error and its code frame is caught', () => {
  const output = `tests/remote/bounded-fetch.test.ts:
(pass) an answer [11.29ms]
26 |               await Bun.sleep(20)
27 |               controller.error(new Error('cut'))
                                        ^
error: cut
      at pull (/work/tests/remote/bounded-fetch.test.ts:27:36)
(pass) a 5xx [625.01ms]

 2 pass
 0 fail`
  expect(errorLookingLines(output)).toEqual([
    '26 |               await Bun.sleep(20)',
    "27 |               controller.error(new Error('cut'))",
    'error: cut',
  ])
})

test('a quiet run has none, whatever its test names and JSON log lines say', () => {
  const output = `(pass) error responses are documented as problem details [0.2ms]
{"level":"info","msg":"request","method":"GET","path":"/api/nope","status":404,"ms":0.4}
 355 pass
 0 fail`
  expect(errorLookingLines(output)).toEqual([])
})
