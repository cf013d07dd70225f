/** A rating as the API shows it, from the exact aggregate the review triggers keep. */
export const ratingOf = (row: { ratingCount: number; ratingSum: number }) => ({
  average: row.ratingCount ? Math.round((row.ratingSum / row.ratingCount) * 100) / 100 : null,
  count: row.ratingCount,
})
