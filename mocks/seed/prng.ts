/**
 * A fixed-seed pseudo-random generator (mulberry32): the same seed gives the same data on every
 * machine, which is what makes the seed and the flaky scenario reproducible.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit hash of a string (FNV-1a), to derive stable seeds from names and paths. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Convenience draws over one generator. */
export class Rng {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  /** [0, 1) */
  float(): number {
    return this.next();
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick of an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** `count` distinct items in a random order (all of them when count exceeds the list). */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length > 0) {
      out.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0] as T);
    }
    return out;
  }

  /** One of the keys, with the given relative weights. */
  weighted<K extends string | number>(weights: ReadonlyArray<readonly [K, number]>): K {
    const total = weights.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [key, w] of weights) {
      r -= w;
      if (r < 0) return key;
    }
    return (weights[weights.length - 1] as readonly [K, number])[0];
  }

  /** Lower-case letters and digits, for tokens and ids. */
  token(length: number): string {
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
    let out = '';
    for (let i = 0; i < length; i += 1) out += alphabet[Math.floor(this.next() * alphabet.length)];
    return out;
  }

  /** A version-4 shaped UUID (for request ids in tests and seeded purchases). */
  uuid(): string {
    const hex = (n: number) => Array.from({ length: n }, () => Math.floor(this.next() * 16).toString(16)).join('');
    return `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[this.int(0, 3)]}${hex(3)}-${hex(12)}`;
  }
}
