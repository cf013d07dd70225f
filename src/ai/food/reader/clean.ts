/**
 * A theme as it is read: NFKC (full-width letters and digits, half-width kana fold), and without
 * the characters that show nothing but split a word for a matcher: zero-width spaces and joiners
 * (U+200B–U+200D, U+2060, U+FEFF), the tag block (U+E0000–U+E007F) and bidirectional controls
 * (U+200E, U+200F, U+202A–U+202E, U+2066–U+2069, U+061C). "漂\u200b白剤" reads as 漂白剤.
 * The zero-width joiner goes too: an emoji sequence it joins still names its first picture.
 * アレルギー cut short or misspelled after a food (乳アレ, ソバアレルギィ) is spelled out.
 */
import { pattern } from '../theme-words'

const INVISIBLE = /[\u200b-\u200f\u2060\ufeff\u202a-\u202e\u2066-\u2069\u061c]|\udb40[\udc00-\udc7f]/g

export const cleanText = (text: string): string =>
  text.normalize('NFKC').replace(INVISIBLE, '').replace(pattern('allergy_spelling_ja', 'g'), 'アレルギー')
