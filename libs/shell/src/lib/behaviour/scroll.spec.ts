import { animateScroll, easeInOutCubic, findHashTarget, targetYOf, type ScrollEnvironment } from './scroll';

/** A clock and frame queue the test advances by hand. */
function fakeEnvironment(startY = 0) {
  let time = 0;
  let y = startY;
  let frames: Array<() => void> = [];
  const positions: number[] = [];
  const env: ScrollEnvironment = {
    now: () => time,
    requestFrame: (callback) => frames.push(callback),
    cancelFrame: () => {
      frames = [];
    },
    currentY: () => y,
    scrollTo: (next) => {
      y = next;
      positions.push(next);
    },
  };
  const advance = (ms: number) => {
    time += ms;
    const due = frames;
    frames = [];
    due.forEach((frame) => frame());
  };
  return { env, advance, positions, y: () => y, pendingFrames: () => frames.length };
}

describe('smooth scrolling (SPEC §2)', () => {
  it('eases from start to end', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.25)).toBeLessThan(0.25);
  });

  it('reaches the target exactly after the duration and then stops', () => {
    const fake = fakeEnvironment(0);
    animateScroll(935, 1000, fake.env);
    fake.advance(500);
    expect(fake.y()).toBe(468);
    fake.advance(500);
    expect(fake.y()).toBe(935);
    expect(fake.pendingFrames()).toBe(0);
  });

  it('jumps at once when the duration is zero (reduced motion)', () => {
    const fake = fakeEnvironment(300);
    animateScroll(0, 0, fake.env);
    expect(fake.positions).toEqual([0]);
  });

  it('can be cancelled midway', () => {
    const fake = fakeEnvironment(0);
    const cancel = animateScroll(1000, 1000, fake.env);
    fake.advance(100);
    cancel();
    fake.advance(900);
    expect(fake.y()).toBeLessThan(1000);
  });

  it('puts a hash target 65 px below the top of the page', () => {
    const element = document.createElement('section');
    element.getBoundingClientRect = () => ({ top: 400 }) as DOMRect;
    expect(targetYOf(element, 65, { currentY: () => 200 })).toBe(535);
  });

  it('finds the hash target by id, decoded, or by anchor name', () => {
    document.body.innerHTML = '<h2 id="pravidla hry">Pravidla</h2><a name="kontakt"></a>';
    expect(findHashTarget('#pravidla%20hry')?.textContent).toBe('Pravidla');
    expect(findHashTarget('#kontakt')?.tagName).toBe('A');
    expect(findHashTarget('#')).toBeNull();
    expect(findHashTarget('#nic')).toBeNull();
  });
});
