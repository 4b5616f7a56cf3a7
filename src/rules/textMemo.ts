/**
 * Answers computed from a text, kept by that text: cleaning or parsing the same stored content
 * (the promotion bar, the footer, a product's description) for every page drawn is work repeated
 * with the same result. An edited text is a new key and simply misses. Bounded by the characters
 * the keys hold; the oldest entries go first, and a text of more than an eighth of the bound is
 * never kept.
 */
export class TextMemo<Answer> {
  private readonly kept = new Map<string, Answer>();
  private keptChars = 0;

  constructor(private readonly maxChars: number) {}

  /** The answer for `text`, computed by `compute` when not kept. */
  get(text: string, compute: (text: string) => Answer): Answer {
    const known = this.kept.get(text);
    if (known !== undefined) return known;
    const answer = compute(text);
    if (text.length > this.maxChars / 8) return answer;
    for (const oldest of this.kept.keys()) {
      if (this.keptChars + text.length <= this.maxChars) break;
      this.kept.delete(oldest);
      this.keptChars -= oldest.length;
    }
    this.kept.set(text, answer);
    this.keptChars += text.length;
    return answer;
  }

  get size(): number {
    return this.kept.size;
  }
}
