/**
 * The staff bag's camera (docs/decisions.md, "The staff bag"): where the browser has both the
 * BarcodeDetector API with QR codes and a camera (getUserMedia), it films from the back camera
 * and hands the first QR code it reads to `onCode`, then lets the camera go. Elsewhere `available`
 * stays false and the typed code is the way in: the camera is an addition, never the only way.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

interface DetectedCode {
  rawValue: string;
}

/** The part of the BarcodeDetector API used here (not yet in TypeScript's DOM types). */
interface CodeDetector {
  detect(source: HTMLVideoElement): Promise<DetectedCode[]>;
}

interface CodeDetectorClass {
  new (options: { formats: string[] }): CodeDetector;
  getSupportedFormats?(): Promise<string[]>;
}

export type CameraState = 'off' | 'starting' | 'scanning' | 'failed';

/** How long the camera waits between two looks at the picture. */
const LOOK_EVERY_MS = 250;

function detectorClass(): CodeDetectorClass | undefined {
  return (window as unknown as { BarcodeDetector?: CodeDetectorClass }).BarcodeDetector;
}

export function useCodeCamera(onCode: (code: string) => void) {
  const [available, setAvailable] = useState(false);
  const [state, setState] = useState<CameraState>('off');
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const found = useRef(onCode);
  useEffect(() => {
    found.current = onCode;
  });

  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector || !navigator.mediaDevices?.getUserMedia) return;
    let current = true;
    Promise.resolve(Detector.getSupportedFormats?.() ?? ['qr_code'])
      .then((formats) => current && setAvailable(formats.includes('qr_code')))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  const stop = useCallback(() => {
    window.clearTimeout(timer.current);
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    if (video.current) video.current.srcObject = null;
    setState((now) => (now === 'failed' ? now : 'off'));
  }, []);

  const start = useCallback(async () => {
    const Detector = detectorClass();
    if (!Detector || !video.current) return;
    setState('starting');
    try {
      const detector = new Detector({ formats: ['qr_code'] });
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      video.current.srcObject = stream.current;
      await video.current.play();
      setState('scanning');
      const look = async () => {
        if (!stream.current || !video.current) return;
        const [code] = await detector.detect(video.current).catch(() => []);
        if (code?.rawValue) {
          stop();
          found.current(code.rawValue);
          return;
        }
        timer.current = window.setTimeout(look, LOOK_EVERY_MS);
      };
      void look();
    } catch {
      stop();
      setState('failed');
    }
  }, [stop]);

  // The camera goes off with the page.
  useEffect(() => stop, [stop]);

  return { available, state, video, start, stop };
}
