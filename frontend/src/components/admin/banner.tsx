import { useCallback, useEffect, useRef, useState } from 'react';
import { BANNER_MS } from '@site/contracts/limits';

export type BannerKind = 'success' | 'error';
export interface BannerState {
  kind: BannerKind;
  text: string;
}

/** A transient message that vanishes after BANNER_MS (spec section 9); a new one restarts the clock. */
export function useBanner(): { banner: BannerState | null; showBanner: (kind: BannerKind, text: string) => void } {
  const [banner, setBanner] = useState<BannerState | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const showBanner = useCallback((kind: BannerKind, text: string) => {
    if (timer.current) clearTimeout(timer.current);
    setBanner({ kind, text });
    timer.current = setTimeout(() => setBanner(null), BANNER_MS);
  }, []);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
  return { banner, showBanner };
}

/** Errors are announced as alerts, successes as polite status messages. */
export function Banner({ banner }: { banner: BannerState | null }) {
  if (!banner) return null;
  return (
    <div role={banner.kind === 'error' ? 'alert' : 'status'} className={`admin-banner admin-banner--${banner.kind}`}>
      {banner.text}
    </div>
  );
}
