/** The video block's choices (spec 001 §3.3): which source, and what happens at the end. */
import { describe, expect, it } from 'vitest';
import { endOfVideo, videoSource } from './useVideoPlayback.ts';

describe('a video block', () => {
  it('plays the phone source on a phone when there is one, else the one source', () => {
    expect(videoSource(true, '/wide.mp4', '/phone.mp4')).toBe('/phone.mp4');
    expect(videoSource(false, '/wide.mp4', '/phone.mp4')).toBe('/wide.mp4');
    expect(videoSource(true, '/wide.mp4', undefined)).toBe('/wide.mp4');
  });

  it('takes a looping video back to its start 0.1 s before the end, so its last frame never shows', () => {
    expect(endOfVideo({ currentTime: 9.95, duration: 10, paused: false }, true)).toBe('restart');
    expect(endOfVideo({ currentTime: 9.8, duration: 10, paused: false }, true)).toBeNull();
  });

  it('brings the image back when a video that does not loop reaches its end', () => {
    expect(endOfVideo({ currentTime: 10, duration: 10, paused: false }, false)).toBe('revert');
    expect(endOfVideo({ currentTime: 9.95, duration: 10, paused: false }, false)).toBeNull();
  });

  it('leaves a paused video, or one whose length is not known yet, alone', () => {
    expect(endOfVideo({ currentTime: 10, duration: 10, paused: true }, false)).toBeNull();
    expect(endOfVideo({ currentTime: 0, duration: Number.NaN, paused: false }, true)).toBeNull();
  });
});
