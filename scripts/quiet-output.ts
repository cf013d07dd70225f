/**
 * A passing run prints nothing that looks like a failure: Bun's `error:` lines and the code frames
 * under them (an error logged by a server in a test, a rejected promise nobody awaited) send a
 * newcomer hunting for a failure that is not there, and hide a real one the day it comes.
 */
const ERROR_LINE = /^(error|Error|TypeError|RangeError|SyntaxError)\b[^:]*:/
/** Bun's code frame: "27 |   controller.error(new Error('cut'))". */
const CODE_FRAME = /^\s*\d+ \| /

/** The lines of a test run's output that read as a failure. */
export const errorLookingLines = (output: string) =>
  output.split('\n').filter((line) => ERROR_LINE.test(line) || CODE_FRAME.test(line))
