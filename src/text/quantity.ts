/** The fractions a cook writes. */
const FRACTIONS: Array<[number, string]> = [
  [1 / 4, '1/4'],
  [1 / 3, '1/3'],
  [1 / 2, '1/2'],
  [2 / 3, '2/3'],
  [3 / 4, '3/4'],
]

/**
 * A number as a cook writes it: whole, or a common fraction (1/2, 1と1/2 in Japanese, 1 1/2 in
 * English), else to one decimal. The one formatter of amounts: the cookbook's lines and the
 * scaled lines of a recipe read alike.
 */
export function cookNumber(n: number, lang: 'ja' | 'en'): string {
  const whole = Math.floor(n + 0.02)
  const fraction = FRACTIONS.find(([value]) => Math.abs(n - whole - value) < 0.02)
  if (!fraction) return String(Number(n.toFixed(1)))
  if (whole === 0) return fraction[1]
  return lang === 'ja' ? `${whole}と${fraction[1]}` : `${whole} ${fraction[1]}`
}
