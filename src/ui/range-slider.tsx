/**
 * A two-thumb range slider (react-aria-components: keyboard, touch and screen readers). It reports
 * while dragging only to itself and commits with `onCommit` when a drag or key press ends, so a
 * listing is not refetched for every pixel.
 */
import { useState } from 'react';
import {
  Label,
  Slider,
  SliderFill,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import './range-slider.css';

interface RangeSliderProps {
  label: string;
  thumbLabels: [string, string];
  min: number;
  max: number;
  value: [number, number];
  step?: number;
  formatOptions?: Intl.NumberFormatOptions;
  onCommit: (value: [number, number]) => void;
}

export function RangeSlider({
  label,
  thumbLabels,
  min,
  max,
  value,
  step = 1,
  formatOptions,
  onCommit,
}: RangeSliderProps) {
  const [draft, setDraft] = useState<number[]>(value);
  const [shown, setShown] = useState(value);
  // A new value from outside (the URL changed) replaces the draft.
  if (shown[0] !== value[0] || shown[1] !== value[1]) {
    setShown(value);
    setDraft(value);
  }
  return (
    <Slider
      className="range-slider"
      value={draft}
      onChange={(v) => setDraft(v as number[])}
      onChangeEnd={(v) => {
        const [a = min, b = max] = v as number[];
        onCommit([a, b]);
      }}
      minValue={min}
      maxValue={max}
      step={step}
      formatOptions={formatOptions}
    >
      <div className="range-slider__head">
        <Label className="range-slider__label">{label}</Label>
        <SliderOutput className="range-slider__output">
          {({ state }) => state.values.map((_, i) => state.getThumbValueLabel(i)).join(' – ')}
        </SliderOutput>
      </div>
      <SliderTrack className="range-slider__track">
        <SliderFill className="range-slider__fill" />
        <SliderThumb index={0} aria-label={thumbLabels[0]} className="range-slider__thumb" />
        <SliderThumb index={1} aria-label={thumbLabels[1]} className="range-slider__thumb" />
      </SliderTrack>
    </Slider>
  );
}
