import { useId } from 'react';
import { fill } from '../i18n/messages';
import { useInsightsMessages } from '../i18n/part-messages';
import './TrendChart.css';

export interface TrendPoint {
  /** YYYY-MM-DD (UTC). */
  day: string;
  /** Null where there is nothing to show (a helpful rate without answers). */
  value: number | null;
}

export interface TrendChartProps {
  title: string;
  /** The description template, with {first}, {firstValue}, {last}, {lastValue} and {max}. */
  description: string;
  /** Header of the value column of the data table. */
  valueLabel: string;
  points: readonly TrendPoint[];
  format: (value: number) => string;
  /** The top of the scale; the largest value when absent. */
  max?: number;
}

const WIDTH = 640;
const HEIGHT = 160;
const PAD = 8;

/** Line segments through the points, broken where a value is missing. */
function linePath(points: readonly TrendPoint[], top: number): string {
  const step = points.length > 1 ? (WIDTH - 2 * PAD) / (points.length - 1) : 0;
  let path = '';
  let drawing = false;
  points.forEach((point, index) => {
    if (point.value === null) {
      drawing = false;
      return;
    }
    const x = PAD + index * step;
    const y = HEIGHT - PAD - (top === 0 ? 0 : (point.value / top) * (HEIGHT - 2 * PAD));
    path += `${drawing ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`;
    drawing = true;
  });
  return path;
}

/**
 * A daily trend as a server-rendered SVG line (an image with a title and a description saying what
 * it shows), the scale and the first and last day in html beside it, and every value in a table
 * under a disclosure, so the figures are readable without the picture and without JavaScript.
 */
export function TrendChart({ title, description, valueLabel, points, format, max }: TrendChartProps) {
  const labels = useInsightsMessages();
  const id = useId();
  const values = points.flatMap((point) => (point.value === null ? [] : [point.value]));
  const top = max ?? Math.max(0, ...values);
  const first = points[0];
  const last = points[points.length - 1];
  const shown = (value: number | null | undefined) =>
    value === null || value === undefined ? labels.noValue : format(value);
  const said = fill(description, {
    first: first?.day ?? '',
    firstValue: shown(first?.value),
    last: last?.day ?? '',
    lastValue: shown(last?.value),
    max: format(top),
  });
  return (
    <figure className="hc-trend" aria-labelledby={`${id}-caption`}>
      <figcaption className="hc-trend__title" id={`${id}-caption`}>
        {title}
      </figcaption>
      <p className="hc-trend__scale" aria-hidden="true">
        {format(top)}
      </p>
      <svg
        className="hc-trend__chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        preserveAspectRatio="none"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{said}</desc>
        <line className="hc-trend__grid" x1={PAD} x2={WIDTH - PAD} y1={PAD} y2={PAD} />
        <line className="hc-trend__axis" x1={PAD} x2={WIDTH - PAD} y1={HEIGHT - PAD} y2={HEIGHT - PAD} />
        <path className="hc-trend__line" d={linePath(points, top)} vectorEffect="non-scaling-stroke" />
      </svg>
      <p className="hc-trend__days" aria-hidden="true">
        <span>{first?.day}</span>
        <span>{last?.day}</span>
      </p>
      <details className="hc-trend__data">
        <summary>{`${labels.dataTable}: ${title}`}</summary>
        <div className="hc-insights__scroll" role="region" aria-label={title} tabIndex={0}>
          <table className="hc-insights__table">
            <caption className="hc-visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{labels.day}</th>
                <th scope="col">{valueLabel}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.day}>
                  <th scope="row">{point.day}</th>
                  <td>{shown(point.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
