import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FiChevronLeft, FiChevronRight, FiMaximize, FiPause, FiPlay } from 'react-icons/fi';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import 'swiper/css/pagination';
import './room-slider.css';
import { ROOM_PHOTO_SIZES, responsiveSrcSet } from '#shared/domain/image-variants.ts';

interface RoomSliderProps {
  title: string;
  images: string[];
}

// Issue #12: the full-screen gallery's code loads on first use, not with the room page.
const RoomLightbox = lazy(() => import('./room-lightbox.tsx'));

/** docs/product/rules.md#constants: autoplay every 3000 ms, looping. */
const AUTOPLAY_MS = 3000;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Auto-playing looping slider of the main image and the gallery (docs/product/screens.md#room-detail). The fixed aspect
 * ratio keeps the page from jumping while images load; real buttons give keyboard users
 * previous/next and pause (WCAG 2.2.2: moving content must be stoppable).
 */
export function RoomSlider({ title, images }: RoomSliderProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // Guests who asked the OS for less motion start paused; they can still press play.
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  // The photo shown full-screen, or null while the lightbox is closed.
  const [fullScreen, setFullScreen] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const closeFullScreen = () => {
    setFullScreen(null);
    opener.current?.focus();
  };

  useEffect(() => {
    if (!swiper?.autoplay) return;
    if (playing) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, playing]);

  const controlClass =
    'btn btn-circle btn-sm border-0 bg-black/60 text-white hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

  return (
    <div className="room-slider relative w-full min-w-0 overflow-hidden rounded-2xl bg-base-200">
      <Swiper
        modules={[Autoplay, Pagination, A11y]}
        onSwiper={setSwiper}
        loop={images.length > 1}
        autoplay={{ delay: AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
        pagination={{ clickable: true }}
        a11y={{ containerMessage: `Photos of ${title}`, slideLabelMessage: 'Photo {{index}} of {{slidesLength}}' }}
        className="aspect-[4/3] w-full"
      >
        {images.map((src, index) => (
          <SwiperSlide key={`${index}-${src}`}>
            {/* A tap (or click) on the photo opens it full-screen; a swipe still slides. */}
            <button type="button" tabIndex={-1} className="block size-full cursor-zoom-in" onClick={() => setFullScreen(index)}>
              <img
                src={src}
                srcSet={responsiveSrcSet(src)}
                sizes={ROOM_PHOTO_SIZES}
                alt={index === 0 ? `${title}: main photo` : `${title}: photo ${index + 1} of ${images.length}`}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding="async"
                className="h-full w-full object-cover"
              />
            </button>
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="absolute right-3 top-3 z-10 flex gap-2">
        <button
          type="button"
          className={controlClass}
          ref={opener}
          aria-label="View photos full screen"
          onClick={() => setFullScreen(swiper?.realIndex ?? 0)}
        >
          <FiMaximize aria-hidden="true" />
        </button>
        {images.length > 1 && (
          <>
            <button type="button" className={controlClass} aria-label="Previous photo" onClick={() => swiper?.slidePrev()}>
              <FiChevronLeft aria-hidden="true" />
            </button>
            <button
              type="button"
              className={controlClass}
              aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
              onClick={() => setPlaying((value) => !value)}
            >
              {playing ? <FiPause aria-hidden="true" /> : <FiPlay aria-hidden="true" />}
            </button>
            <button type="button" className={controlClass} aria-label="Next photo" onClick={() => swiper?.slideNext()}>
              <FiChevronRight aria-hidden="true" />
            </button>
          </>
        )}
      </div>
      {fullScreen !== null && (
        <Suspense fallback={null}>
          <RoomLightbox title={title} images={images} index={fullScreen} onClose={closeFullScreen} />
        </Suspense>
      )}
    </div>
  );
}
