/** A Map-backed Storage, enumerable like the browser's. */
export class MemoryStorage implements Storage {
  private readonly map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value));
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  clear() {
    this.map.clear();
  }
  keys() {
    return [...this.map.keys()];
  }
}

/** An in-memory BroadcastChannel: every instance of a name hears the others, never itself. */
export function createChannelHub() {
  const members = new Map<string, Set<FakeChannel>>();
  class FakeChannel {
    onmessage: ((event: MessageEvent) => void) | null = null;
    closed = false;
    constructor(readonly name: string) {
      const set = members.get(name) ?? new Set();
      set.add(this);
      members.set(name, set);
    }
    postMessage(data: unknown) {
      for (const other of members.get(this.name) ?? []) {
        if (other !== this && !other.closed) other.onmessage?.({ data } as MessageEvent);
      }
    }
    close() {
      this.closed = true;
      members.get(this.name)?.delete(this);
    }
  }
  return FakeChannel as unknown as new (name: string) => BroadcastChannel;
}
