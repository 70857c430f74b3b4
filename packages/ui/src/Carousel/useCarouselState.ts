import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

export interface CarouselState {
  selectedSnap: number;
  snapCount: number;
  canScrollPrev: boolean;
  canScrollNext: boolean;
}

/**
 * Mirrors embla's scroll state into React state. `initial` is what the server renders (before
 * embla measures anything), so hydration matches and the controls are usable straight away.
 */
export function useCarouselState(api: EmblaApi | undefined, initial: CarouselState): CarouselState {
  const [state, setState] = useState(initial);

  const sync = useCallback((embla: EmblaApi) => {
    setState({
      selectedSnap: embla.selectedScrollSnap(),
      snapCount: embla.scrollSnapList().length,
      canScrollPrev: embla.canScrollPrev(),
      canScrollNext: embla.canScrollNext(),
    });
  }, []);

  useEffect(() => {
    if (!api) return;
    sync(api);
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api, sync]);

  return state;
}
