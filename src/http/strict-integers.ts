import { FormatRegistry } from '@sinclair/typebox'

/**
 * Elysia lets a query or path integer arrive as a string in its "integer" format, which it checks
 * with `Number.isInteger(+value)`: "0x10" became 16, " 5 " became 5, and 9007199254740993 became
 * …992. Here a number is plain decimal digits (an optional minus sign) that a double holds exactly;
 * anything else is a 422 that names the parameter. Loaded with the shared schemas, before any
 * request is checked.
 */
const DECIMAL_INTEGER = /^-?\d+$/
FormatRegistry.Set('integer', (value) => DECIMAL_INTEGER.test(value) && Number.isSafeInteger(Number(value)))
