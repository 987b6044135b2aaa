import { useCallback, useEffect, useRef, useState } from 'react';

export type Politeness = 'assertive' | 'polite';

interface Announcement {
  text: string;
  politeness: Politeness;
  key: number;
}

/** Spec: the announcer text is cleared 1000 ms after it is announced. */
const ANNOUNCE_CLEAR_MS = 1000;

/**
 * Screen readers only announce changes inside a live region that already existed, so the two
 * regions (assertive for foreground toasts, polite for background ones) stay mounted and
 * empty, and each announcement is inserted as a new node, then removed again.
 */
export function useAnnouncer() {
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const counter = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const announce = useCallback((text: string, politeness: Politeness) => {
    clearTimeout(timer.current);
    counter.current += 1;
    setAnnouncement({ text, politeness, key: counter.current });
    timer.current = setTimeout(() => setAnnouncement(null), ANNOUNCE_CLEAR_MS);
  }, []);

  return { announcement, announce };
}

export function LiveRegions({ announcement }: { announcement: Announcement | null }) {
  const region = (politeness: Politeness) => (
    <div role="status" aria-live={politeness} aria-atomic="true" data-politeness={politeness}>
      {announcement?.politeness === politeness ? (
        <span key={announcement.key}>{announcement.text}</span>
      ) : null}
    </div>
  );
  return (
    <div className="toast-announcer" data-live-announcer="true">
      {region('assertive')}
      {region('polite')}
    </div>
  );
}
