/**
 * How many single-letter edits turn `a` into `b`: inserting, deleting or changing a letter, or
 * swapping two neighbours ("optimal string alignment", the usual Damerau-Levenshtein for typos).
 */
export function editDistance(a: string, b: string): number {
  let twoRowsUp: number[] = [];
  let rowAbove = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      let best = Math.min(
        rowAbove[j]! + 1,
        row[j - 1]! + 1,
        rowAbove[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, twoRowsUp[j - 2]! + 1);
      }
      row.push(best);
    }
    twoRowsUp = rowAbove;
    rowAbove = row;
  }
  return rowAbove[b.length]!;
}
