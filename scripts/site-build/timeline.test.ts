import {describe, expect, it} from 'vitest';
import {createTimeline, summary, type Step} from './timeline';

describe('summary', () => {
  it.each<[string, Step[], number, string]>([
    ['no steps', [], 1234, '1.2 s in all: '],
    [
      'steps in the order they started, overlapping ones shown by their spans',
      [
        {name: 'full build', start: 300, end: 28_300},
        {name: 'server', start: 0, end: 6_100},
        {name: 'public docs', start: 0, end: 300},
      ],
      28_400,
      '28.4 s in all: public docs 0.3 s (0.0–0.3), server 6.1 s (0.0–6.1), full build 28.0 s (0.3–28.3)',
    ],
  ])('%s', (_, steps, total, expected) => {
    expect(summary(steps, total)).toBe(expected);
  });
});

describe('createTimeline', () => {
  it('times each step from the start of the build and sums up', async () => {
    const clock = [1000, 1000, 1500, 1500, 4000, 5000];
    const lines: string[] = [];
    const timeline = createTimeline(
      () => clock.shift()!,
      (line) => lines.push(line),
    );
    expect(await timeline.step('a', () => 1)).toBe(1);
    expect(
      await timeline.step(
        'b',
        async () => 'x',
        (result) => `b gave ${result}`,
      ),
    ).toBe('x');
    expect(lines).toEqual(['[build] a in 0.5 s', '[build] b gave x in 2.5 s']);
    expect(timeline.summary()).toBe('4.0 s in all: a 0.5 s (0.0–0.5), b 2.5 s (0.5–3.0)');
  });
});
