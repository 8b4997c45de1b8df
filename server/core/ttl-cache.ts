/**
 * A small in-process cache: at most `max` entries, each kept `ttlMs`, the least recently set dropped first. For
 * values that may be a little stale by design (a large list's estimated total, the search over the imported
 * university catalog) or that cannot change (a token whose signature was checked), never for what a write must
 * change at once.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; at: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
  ) {}

  get(key: string, now = Date.now()): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (now - hit.at > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: V, now = Date.now()): void {
    this.entries.delete(key);
    this.entries.set(key, { value, at: now });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  /** The cached value, or `load()`'s (kept when it resolves). */
  async through(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const value = await load();
    this.set(key, value);
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * One cache per database (per app instance: tests run several apps in one process, each on its own database),
 * made on first use.
 */
export function perDatabase<V>(ttlMs: number, max: number): (db: object) => TtlCache<V> {
  const caches = new WeakMap<object, TtlCache<V>>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) caches.set(db, (cache = new TtlCache<V>(ttlMs, max)));
    return cache;
  };
}
