import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, startPageScripts } from './load-after-paint';

afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('startPageScripts', () => {
  it('preloads every module of the page, then runs the entry', async () => {
    const run = vi.fn(async () => {
      // All preloads are in place before the entry asks for its first import.
      expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(2);
    });
    await startPageScripts(
      { entry: '/assets/index.js', preload: ['/assets/runtime.js', '/assets/page.js'] },
      document,
      run,
    );
    expect(run).toHaveBeenCalledExactlyOnceWith('/assets/index.js');
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link')];
    expect(links.map((link) => [link.rel, link.getAttribute('href'), link.crossOrigin])).toEqual([
      ['modulepreload', '/assets/runtime.js', ''],
      ['modulepreload', '/assets/page.js', ''],
    ]);
  });

  it('passes a failed entry on (the console shows it)', async () => {
    const failure = new Error('offline');
    await expect(
      startPageScripts({ entry: '/assets/index.js', preload: [] }, document, () =>
        Promise.reject(failure),
      ),
    ).rejects.toBe(failure);
  });
});

describe('afterFirstPaint', () => {
  /** A window whose frames and timers run when the test says. */
  function fakeWindow() {
    const frames: FrameRequestCallback[] = [];
    const tasks: (() => void)[] = [];
    const win = {
      requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
      setTimeout: (callback: () => void) => tasks.push(callback),
    } as unknown as Window;
    return { win, frames, tasks };
  }

  it('waits for a frame, then for the task after its paint', () => {
    const { win, frames, tasks } = fakeWindow();
    const callback = vi.fn();
    afterFirstPaint(callback, document, win);
    expect(callback).not.toHaveBeenCalled();
    frames.shift()!(0);
    // Inside the frame the page is not painted yet.
    expect(callback).not.toHaveBeenCalled();
    tasks.shift()!();
    expect(callback).toHaveBeenCalledOnce();
  });

  it('starts at once in a hidden tab, which gets no frames', () => {
    const { win, frames } = fakeWindow();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const callback = vi.fn();
    afterFirstPaint(callback, document, win);
    expect(callback).toHaveBeenCalledOnce();
    expect(frames).toHaveLength(0);
  });
});
