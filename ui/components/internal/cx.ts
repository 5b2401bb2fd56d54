/** Joins class names, skipping empty ones: the module's class first, then the host's slot class. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/** Slot class names a host passes to restyle the parts of a component (`{ root: 'my-card' }`). */
export type SlotClassNames<Slot extends string> = Partial<Record<Slot, string>>;
