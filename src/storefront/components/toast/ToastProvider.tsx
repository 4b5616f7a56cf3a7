/**
 * The one toast API: `const { addToast, removeToast } = useToasts()`. A toast leaves when it is
 * dismissed or its timeout ends; adding one with an id already shown resets its timer.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { toToast, withToast, withoutToast, type Toast, type ToastInput } from '../../lib/chrome/toasts.ts';

interface ToastApi {
  toasts: Toast[];
  addToast(input: ToastInput): string;
  removeToast(id: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const removeToast = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => withoutToast(current, id));
  }, []);

  const addToast = useCallback(
    (input: ToastInput) => {
      const toast = toToast(input, Date.now());
      clearTimeout(timers.current.get(toast.id));
      if (toast.timeout) timers.current.set(toast.id, setTimeout(() => removeToast(toast.id), toast.timeout));
      setToasts((current) => withToast(current, toast));
      return toast.id;
    },
    [removeToast],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo(() => ({ toasts, addToast, removeToast }), [toasts, addToast, removeToast]);
  return <ToastContext.Provider value={api}>{children}</ToastContext.Provider>;
}

export function useToasts(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToasts needs a ToastProvider');
  return api;
}

/** For views that also render outside the store layout (the root error boundary). */
export function useOptionalToasts(): ToastApi | null {
  return useContext(ToastContext);
}
