/**
 * One chart of the Analytics tab, drawn by uPlot (docs/decisions.md says why uPlot): loaded with the tab, not
 * with the dashboard. Colours are the theme's (CSS custom properties, read at each draw, so a theme
 * change redraws it); times are UTC, as the figures are kept. New figures for the same chart (the tab's
 * live refresh) go into the plot in place. The canvas is an image to screen readers, labelled with the
 * chart in one sentence; the table below the charts has every figure.
 */
import { useEffect, useMemo, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import './chart.css';
import { describeChart, figureWriter, localTimes, NO_POINT, type ChartSpec, type Step } from './figures';
import { axisTop, ticksFor } from './ticks';
import { chartTimes } from './span';
import { messagesNow, pageLocale } from '../../lib/i18n';
import { figureMessages } from './analytics.messages';

const HEIGHT = 200;
const HOUR = 3600;
const DAY = 86_400;
/** The time axis ticks at whole hours on an hourly chart and whole days on a daily one: never "12:00" under a day's bar, nor half hours. */
const TIME_STEPS: Record<Step, number[]> = { hour: [1, 2, 3, 4, 6, 12, 24].map((h) => h * HOUR), day: [1, 2, 7, 14].map((d) => d * DAY) };

/**
 * A new player's range may hold one or two hours with figures (the rest are hours to come): a line through
 * one point draws nothing, so a series of so few points is drawn as dots too.
 */
const fewPoints = (u: uPlot, series: number) => (u.data[series] ?? []).filter((v) => v !== null && v !== undefined).length <= 2;

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
  // Values on the axis and in the legend as the language writes them ("1.5 h"); counts tick at whole numbers only.
  const write = figureWriter(chart);
  const whole = !chart.inHours;
  const figure = (_u: uPlot, value: number | null) => (value === null ? NO_POINT : write(value));
  return {
    width,
    height: HEIGHT,
    // Room on the right for the last time label, centred on the line's last point ("12:00 PM" was cut at the edge).
    padding: [null, 28, null, null],
    // The figures are kept per UTC hour and day.
    tzDate: (ts) => U.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    scales: {
      x: {
        time: true,
        ...(chart.kind === 'bars' && { range: (_u, min, max) => [min - (step === 'hour' ? HOUR / 2 : DAY / 2), max + (step === 'hour' ? HOUR / 2 : DAY / 2)] }),
      },
      // Up to the top tick, so the highest value sits under a labelled line; uPlot asks the ticks again with it.
      y: { range: (_u, _min, max) => [0, axisTop(max, whole)] },
    },
    axes: [
      { ...axis, values: local.values, incrs: TIME_STEPS[step] },
      { ...axis, size: 56, splits: (_u, _axis, _min, max) => ticksFor(max, whole), values: (_u, splits) => splits.map(write) },
    ],
    legend: { show: true },
    cursor: { points: { show: chart.kind === 'line' } },
    series: [
      {
        label: step === 'hour' ? messagesNow(figureMessages).hourUtc : messagesNow(figureMessages).dayUtc,
        value: (_u: uPlot, seconds: number | null) => local.legend(seconds),
      },
      ...chart.series.map((s, i) => {
        const color = cssColor(s.color, root);
        return chart.kind === 'bars'
          ? {
              label: s.label,
              value: figure,
              stroke: color,
              fill: color,
              width: 0,
              paths: U.paths.bars!({ size: [0.8 / bars, 40], align: (bars === 1 ? 0 : i === 0 ? -1 : 1) as -1 | 0 | 1 }),
              points: { show: false },
            }
          : { label: s.label, value: figure, stroke: color, width: 2, points: { show: fewPoints, fill: color } };
      }),
    ],
  };
}

export function Chart({ chart, times, step }: { chart: ChartSpec; times: number[]; step: Step }) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  // The hours (days) to come that fill a new player's chart have no figures: gaps, not zeros.
  const data = useMemo(() => {
    const all = chartTimes(times, step);
    const toCome = Array<null>(all.length - times.length).fill(null);
    return [all.map((t) => t / 1000), ...chart.series.map((s) => [...s.values, ...toCome])] as uPlot.AlignedData;
  }, [chart, times, step]);
  // What a drawing that starts later (uPlot still loading, a theme change) draws: the figures of now.
  const latest = useRef({ chart, data });
  latest.current = { chart, data };
  // What the plot's options are made of: only a change of these draws it anew.
  const shape = JSON.stringify([step, chart.kind, chart.inHours, chart.series.map((s) => [s.label, s.color])]);

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    let gone = false;
    const draw = (U: typeof uPlot) => {
      plot.current?.destroy();
      plot.current = new U(optionsFor(U, latest.current.chart, step, Math.max(240, target.clientWidth), document.documentElement), latest.current.data, target);
    };
    let U: typeof uPlot | null = null;
    void import('uplot').then((module) => {
      if (gone) return;
      U = module.default;
      draw(U);
    });
    const resized = new ResizeObserver(() => plot.current?.setSize({ width: Math.max(240, target.clientWidth), height: HEIGHT }));
    resized.observe(target);
    // A theme change (the header's switcher sets data-theme) redraws in the new colours.
    const themed = new MutationObserver(() => U && draw(U));
    themed.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => {
      gone = true;
      resized.disconnect();
      themed.disconnect();
      plot.current?.destroy();
      plot.current = null;
    };
  }, [shape, step]);

  // The same chart with new figures: taken in place, without the blank frame of a plot made anew.
  useEffect(() => {
    plot.current?.setData(data);
  }, [data]);

  return (
    <figure className="chart card">
      <figcaption>
        <h3>{chart.title}</h3>
      </figcaption>
      <div ref={box} className="chart-canvas" role="img" aria-label={describeChart(chart)} />
    </figure>
  );
}
