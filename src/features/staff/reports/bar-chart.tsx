/**
 * RP-02: a bar chart drawn by uPlot (1.6.32, MIT, ~50 kB minified, 22 kB gzipped), loaded only on
 * `/gestion/informes` and only once a report is shown. The canvas is a picture for the eye
 * (`aria-hidden`); the table beside it says the same to a screen reader and downloads as CSV.
 */
import { useEffect, useRef } from "react";
import "uplot/dist/uPlot.min.css";

export default function BarChart({
  labels,
  values,
  unit,
  title,
}: {
  labels: readonly string[];
  values: readonly number[];
  unit: string;
  title: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void import("uplot").then(({ default: UPlot }) => {
      if (cancelled) return;
      const width = Math.max(280, el.clientWidth);
      const bars = UPlot.paths.bars?.({ size: [0.6, 48] });
      chart = new UPlot(
        {
          width,
          height: 220,
          legend: { show: false },
          cursor: { show: false },
          scales: { x: { time: false } },
          axes: [
            { values: (_u: unknown, ticks: number[]) => ticks.map((t) => labels[t] ?? "") },
            { values: (_u: unknown, ticks: number[]) => ticks.map((t) => `${t}${unit}`) },
          ],
          series: [
            {},
            { label: title, stroke: "#a0306b", fill: "rgba(160, 48, 107, 0.35)", ...(bars ? { paths: bars } : {}) },
          ],
        },
        [labels.map((_, i) => i), [...values]],
        el,
      );
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [labels, values, unit, title]);
  return <div ref={box} aria-hidden="true" className="w-full overflow-hidden" />;
}
