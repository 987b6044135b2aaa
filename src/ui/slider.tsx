/**
 * A carousel (spec section 9 defaults: 400 ms, one slide per page, 10 px drag, optional 5000 ms autoplay)
 * following the WAI-ARIA carousel pattern. Knows no app: texts come in through `labels`.
 */
import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { usePageHidden, useReducedMotion, useSliderDrag } from './slider-hooks';
import { isAutoplaying, SLIDER_SPEED_MS, stepIndex } from './slider-logic';
import './slider.css';

export interface SliderLabels {
  /** aria-roledescription of the whole, e.g. 'carousel'. */
  carousel: string;
  /** aria-roledescription of each slide, e.g. 'slide'. */
  slide: string;
  previous: string;
  next: string;
  goTo: (n: number) => string;
  /** Each slide's name, e.g. '2 of 3'. */
  position: (n: number, count: number) => string;
  pause: string;
  play: string;
}

interface SliderProps {
  label: string;
  labels: SliderLabels;
  slides: ReactNode[];
  /** Autoplay interval in ms; none when absent. */
  autoplay?: number;
  /** Controlled index; pair with onIndexChange. */
  index?: number;
  onIndexChange?: (index: number) => void;
  showDots?: boolean;
  loop?: boolean;
  speed?: number;
  className?: string;
}

function isTextEntry(el: EventTarget | null): boolean {
  return (
    el instanceof HTMLElement &&
    (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName))
  );
}

function focusVisible(el: EventTarget): boolean {
  try {
    return el instanceof Element && el.matches(':focus-visible');
  } catch {
    return true;
  }
}

export function Slider(props: SliderProps) {
  const {
    label,
    labels,
    slides,
    autoplay,
    showDots = true,
    loop = true,
    speed = SLIDER_SPEED_MS,
  } = props;
  const count = slides.length;
  const [own, setOwn] = useState(0);
  const index = Math.max(0, Math.min(count - 1, props.index ?? own));
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const hidden = usePageHidden();
  const rootRef = useRef<HTMLElement>(null);

  const goTo = (next: number) => {
    if (props.index === undefined) setOwn(next);
    props.onIndexChange?.(next);
  };
  const go = (step: number) => goTo(stepIndex(index, step, count, loop));
  const drag = useSliderDrag(go);
  const playing = isAutoplaying({
    interval: autoplay,
    count,
    hovered,
    focused,
    hidden,
    reducedMotion,
    userPaused,
  });

  const advance = useEffectEvent(() => go(1));
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(advance, autoplay);
    return () => clearTimeout(timer);
  }, [playing, index, autoplay]);

  // Arrow keys anywhere inside the carousel (except text entry) change the slide.
  const onKey = useEffectEvent((e: KeyboardEvent) => {
    if (isTextEntry(e.target) || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      go(e.key === 'ArrowLeft' ? -1 : 1);
    }
  });
  useEffect(() => {
    const root = rootRef.current;
    root?.addEventListener('keydown', onKey);
    return () => root?.removeEventListener('keydown', onKey);
  }, []);

  const onBlur = (e: FocusEvent) => {
    if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setFocused(false);
  };
  const moving = drag.dragging || reducedMotion;

  return (
    <section
      ref={rootRef}
      className={`carousel ${props.className ?? ''}`}
      aria-roledescription={labels.carousel}
      aria-label={label}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setHovered(false)}
      // Keyboard focus pauses (WAI-ARIA); a mouse click on a control does not keep it paused.
      onFocus={(e) => focusVisible(e.target) && setFocused(true)}
      onBlur={onBlur}
    >
      <div className="carousel__viewport" {...drag.handlers}>
        <div
          className="carousel__track"
          aria-live={playing ? 'off' : 'polite'}
          style={{
            transform: `translateX(calc(${-index * 100}% + ${drag.dx}px))`,
            transitionDuration: moving ? '0ms' : `${speed}ms`,
          }}
        >
          {slides.map((slide, i) => (
            <div
              key={i}
              className="carousel__slide"
              role="group"
              aria-roledescription={labels.slide}
              aria-label={labels.position(i + 1, count)}
              aria-hidden={i !== index}
              inert={i !== index}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className="carousel__controls">
          {autoplay !== undefined && !reducedMotion && (
            <button
              type="button"
              className="carousel__button carousel__arrow"
              aria-label={userPaused ? labels.play : labels.pause}
              onClick={() => setUserPaused((p) => !p)}
            >
              <span aria-hidden="true" className="carousel__glyph">
                {userPaused ? '\u25B6' : '\u275A\u275A'}
              </span>
            </button>
          )}
          <button
            type="button"
            className="carousel__button carousel__arrow"
            aria-label={labels.previous}
            onClick={() => go(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          {showDots && (
            <div className="carousel__dots">
              {slides.map((_, i) => (
                <button
                  key={i}
                  type="button"
                  className="carousel__dot"
                  aria-label={labels.goTo(i + 1)}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => goTo(i)}
                />
              ))}
            </div>
          )}
          <button
            type="button"
            className="carousel__button carousel__arrow"
            aria-label={labels.next}
            onClick={() => go(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
