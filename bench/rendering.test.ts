import { renderingMs } from './rendering.mjs';

describe('renderingMs', () => {
  const task = (name: string, ts: number, dur: number) => ({ name, ph: 'X', ts, dur });

  it('adds the styling, layout and paint that finished between the two moments', () => {
    const events = [
      task('UpdateLayoutTree', 1_000, 2_000),
      task('Layout', 3_000, 5_000),
      task('PrePaint', 8_000, 500),
      task('Paint', 8_500, 1_500),
    ];
    expect(renderingMs(events, 0, 10_000)).toBe(9);
  });

  it('leaves out other work, work outside the window and instant events', () => {
    const events = [
      task('ParseHTML', 1_000, 4_000),
      task('EvaluateScript', 5_000, 4_000),
      task('Layout', 500, 1_000),
      task('Layout', 9_000, 2_000),
      { name: 'Layout', ph: 'I', ts: 2_000 },
      task('Layout', 2_000, 3_000),
    ];
    expect(renderingMs(events, 1_000, 10_000)).toBe(3);
  });

  it('says it cannot tell when the trace has no LCP', () => {
    expect(renderingMs([task('Layout', 0, 1_000)], 0, undefined)).toBeNaN();
  });
});
