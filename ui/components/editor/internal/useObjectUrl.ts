import { useEffect, useState } from 'react';

/** A blob: URL for a file, revoked when the file changes or the component goes (null where unsupported). */
export function useObjectUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return;
    const next = URL.createObjectURL(file);
    // An object URL is an external resource: made and revoked with the effect, so state follows it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [file]);
  return url;
}
