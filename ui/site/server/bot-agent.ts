import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';

/**
 * Whether a User-Agent is a crawler's (isbot), remembered for the agents seen most: isbot runs one
 * large regular expression over the string, on every document (twice for `/`, where locale-root.ts
 * asks too), and real traffic comes from few distinct agents. The agent is the client's to choose,
 * so the memory is bounded: at most 1,000 agents and 256 kB of them, none over 512 characters.
 */
const MAX_REMEMBERED_LENGTH = 512;
const remembered = new LRUCache<string, boolean>({ max: 1_000, maxSize: 256_000, sizeCalculation: (_value, agent) => agent.length || 1 });

export function isBotAgent(userAgent: string | undefined): boolean {
  const agent = userAgent ?? '';
  if (agent.length > MAX_REMEMBERED_LENGTH) return isbot(agent);
  let bot = remembered.get(agent);
  if (bot === undefined) {
    bot = isbot(agent);
    remembered.set(agent, bot);
  }
  return bot;
}
