/**
 * Swiper itself, for the carousel: the only module that imports Swiper. carousel.tsx loads it when
 * its carousel scrolls into view (or is pointed at or focused), so pages whose carousels sit below
 * the first screen do not fetch and run Swiper during their first load.
 */
import type { ReactNode } from 'react';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';

export interface SwiperViewProps {
  slides: readonly ReactNode[];
  slideClassName: string;
  delay: number;
  slidesPerView: number;
  breakpoints: Record<number, number>;
  spaceBetween: number;
  onSwiper: (swiper: SwiperInstance) => void;
}

export function SwiperView({ slides, slideClassName, delay, slidesPerView, breakpoints, spaceBetween, onSwiper }: SwiperViewProps) {
  const swiperBreakpoints = Object.fromEntries(Object.entries(breakpoints).map(([min, n]) => [min, { slidesPerView: n }]));
  return (
    <Swiper
      // Arrows, pagination and arrow keys are the carousel's own controls (carousel.tsx), placed
      // below the slides and with one Tab stop for the dots; Swiper only moves the slides.
      modules={[Autoplay, A11y]}
      slidesPerView={slidesPerView}
      spaceBetween={spaceBetween}
      breakpoints={swiperBreakpoints}
      loop={slides.length > 1}
      autoplay={{ delay, disableOnInteraction: false }}
      watchSlidesProgress
      a11y={{ enabled: true }}
      onSwiper={onSwiper}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={index} className={slideClassName}>
          {slide}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
