import { KeyboardSensor, useSensor } from '@dnd-kit/core';
import type { KeyboardSensorOptions, SensorProps } from '@dnd-kit/core';
import { useEffect, useRef } from 'react';

/** What of dnd-kit 6's keyboard sensor is reached here: `detach` is private in its types. */
interface Detachable {
  detach(): void;
}

interface Options extends KeyboardSensorOptions {
  /** The latest keyboard drag of this DndContext: one at a time. */
  latest: { current: Detachable | null };
}

class TrackedKeyboardSensor extends KeyboardSensor {
  constructor(props: SensorProps<Options>) {
    super(props);
    props.options.latest.current = this as unknown as Detachable;
  }
}

/**
 * dnd-kit's keyboard sensor, whose drag ends with the component. dnd-kit 6 leaves a keyboard drag's
 * listeners on the document when its DndContext unmounts mid-drag (the step or page changes while
 * a photo is picked up): the next Space or Enter pressed anywhere on the page was taken as the
 * drop of a photo that is gone, and swallowed (a typed space went missing). The keydown listener
 * is added on a timer after the pick-up, so it is detached again once that timer has run.
 */
export function useKeyboardSensor(options: KeyboardSensorOptions) {
  const latest = useRef<Detachable | null>(null);
  useEffect(
    () => () => {
      const sensor = latest.current;
      if (!sensor) return;
      sensor.detach();
      setTimeout(() => sensor.detach());
    },
    [],
  );
  return useSensor(TrackedKeyboardSensor, { ...options, latest });
}
