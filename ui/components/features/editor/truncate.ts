/**
 * §5 the description helper: the first `limit` words, with an ellipsis when something was cut.
 * Whitespace runs (newlines included) collapse to one space only when the text is cut, so a short
 * description keeps its line breaks.
 */
export function truncateWords(text: string, limit: number): string {
  const trimmed = text.trim();
  if (trimmed === '' || limit <= 0) return '';
  const words = trimmed.split(/\s+/u);
  if (words.length <= limit) return trimmed;
  // Trailing punctuation of the last kept word would read oddly before the ellipsis.
  return `${words.slice(0, limit).join(' ').replace(/[\s,.;:!?–—-]+$/u, '')}…`;
}
