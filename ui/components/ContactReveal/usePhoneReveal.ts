import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * The phone number's reveal, shared by ContactReveal and the phone's ContactBar: `reveal` swaps the
 * button for the tel: link, moves the focus to it and reports the reveal once. The link is committed
 * inside the click (flushSync), so it takes the focus at once: a frame later is too late for
 * assistive technology and, in a throttled background tab, may never come.
 */
export function usePhoneReveal(onReveal?: () => void) {
  const [revealed, setRevealed] = useState(false);
  const phoneLink = useRef<HTMLAnchorElement>(null);
  const reveal = () => {
    flushSync(() => setRevealed(true));
    phoneLink.current?.focus();
    onReveal?.();
  };
  return { revealed, reveal, phoneLink };
}
