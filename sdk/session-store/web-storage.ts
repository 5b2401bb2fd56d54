/**
 * The parts of the browser's Web Storage and BroadcastChannel this folder uses, written out: the
 * DOM library's `Storage` and `BroadcastChannel` types in the package's declarations would make
 * the DOM library a must for a Node program that only imports the client.
 */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

/**
 * A message handler, read as a method (bivariant in its parameter), so the DOM's and Node's
 * BroadcastChannel, whose handlers take their own MessageEvent, are ChannelLikes.
 */
type MessageHandler = { handle(event: { data: unknown }): void }['handle'];

/** A BroadcastChannel as the session broadcast uses one. */
export interface ChannelLike {
  onmessage: MessageHandler | null;
  postMessage(message: unknown): void;
  close(): void;
}
