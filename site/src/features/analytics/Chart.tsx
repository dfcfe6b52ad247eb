/**
 * One chart of the Analytics tab, drawn by uPlot (docs/decisions.md says why uPlot): loaded with the tab, not
 * with the dashboard. Colours are the theme's (CSS custom properties, read at each draw, so a theme
 * change redraws it); times are UTC, as the figures are kept. The canvas is an image to screen readers,
 * labelled with the chart in one sentence; the table below the charts has every figure.
 */
import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import './chart.css';
import { describeChart, localTimes, NO_POINT, type ChartSpec, type Step } from './figures';
import { messagesNow, pageLocale } from '../../lib/i18n';
import { figureMessages } from './analytics.messages';

const HEIGHT = 200;

function cssColor(name: string, from: Element): string {
  return getComputedStyle(from).getPropertyValue(name).trim() || '#888';
}

function optionsFor(U: typeof uPlot, chart: ChartSpec, step: Step, width: number, root: Element): uPlot.Options {
  const text = cssColor('--muted', root);
  const grid = cssColor('--border', root);
  const bars = chart.series.length;
  const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
  // Every language, English too, writes its own times (uPlot's own are the US order, "9pm 11/24/26").
  const local = localTimes(step, pageLocale);
  // Made once per chart: the legend asks at every move of the pointer.
  const numbers = new Intl.NumberFormat(pageLocale);
  const figure = (_u: uPlot, value: number | null) => (value === null ? NO_POINT : numbers.format(value));
  return {
    width,
    height: HEIGHT,
    // The figures are kept per UTC hour and day.
    tzDate: (ts) => U.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    scales: { x: { time: true, ...(chart.kind === 'bars' && { range: (_u, min, max) => [min - (step === 'hour' ? 1800 : 43_200), max + (step === 'hour' ? 1800 : 43_200)] }) }, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] } },
    axes: [{ ...axis, values: local.values }, { ...axis, size: 56 }],
    legend: { show: true },
    cursor: { points: { show: chart.kind === 'line' } },
    series: [
      { label: step === 'hour' ? messagesNow(figureMessages).hourUtc : messagesNow(figureMessages).dayUtc, value: (_u: uPlot, seconds: number | null) => local.legend(seconds) },
      ...chart.series.map((s, i) => {
        const color = cssColor(s.color, root);
        return chart.kind === 'bars'
          ? { label: s.label, value: figure, stroke: color, fill: color, width: 0, paths: U.paths.bars!({ size: [0.8 / bars, 40], align: (bars === 1 ? 0 : i === 0 ? -1 : 1) as -1 | 0 | 1 }), points: { show: false } }
          : { label: s.label, value: figure, stroke: color, width: 2, points: { show: false } };
      }),
    ],
  };
}

export function Chart({ chart, times, step }: { chart: ChartSpec; times: number[]; step: Step }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    let plot: uPlot | null = null;
    let gone = false;
    const data = [times.map((t) => t / 1000), ...chart.series.map((s) => s.values)] as uPlot.AlignedData;
    const draw = (U: typeof uPlot) => {
      plot?.destroy();
      plot = new U(optionsFor(U, chart, step, Math.max(240, target.clientWidth), document.documentElement), data, target);
    };
    let U: typeof uPlot | null = null;
    void import('uplot').then((module) => {
      if (gone) return;
      U = module.default;
      draw(U);
    });
    const resized = new ResizeObserver(() => plot?.setSize({ width: Math.max(240, target.clientWidth), height: HEIGHT }));
    resized.observe(target);
    // A theme change (the header's switcher sets data-theme) redraws in the new colours.
    const themed = new MutationObserver(() => U && draw(U));
    themed.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => {
      gone = true;
      resized.disconnect();
      themed.disconnect();
      plot?.destroy();
    };
  }, [chart, times, step]);

  return (
    <figure className="chart card">
      <figcaption>
        <h3>{chart.title}</h3>
      </figcaption>
      <div ref={box} className="chart-canvas" role="img" aria-label={describeChart(chart)} />
    </figure>
  );
}
