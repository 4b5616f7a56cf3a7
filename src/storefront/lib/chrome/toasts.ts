/**
 * Toasts (spec 000 §3, 001 §3.5 and §5): type, message, dismissable, timeout, actionText, icon,
 * id, timestamp. Validation and list updates are pure, so the rules are tested without React.
 */
import { TOAST_TIMEOUT_MS } from '../../../rules/limits.ts';

export type ToastType = 'info' | 'success' | 'warning' | 'error';
export type ToastIcon = 'info' | 'check' | 'alert' | 'offline';

export interface ToastInput {
  type: ToastType;
  message: string;
  /** Smaller text under the message, e.g. an error's details. */
  detail?: string;
  dismissable?: boolean;
  /** Milliseconds before it goes (default 5000); 0 or false keeps it until dismissed. */
  timeout?: number | false;
  actionText?: string;
  onAction?: () => void;
  onDismiss?: () => void;
  icon?: ToastIcon;
  id?: string;
}

export interface Toast extends ToastInput {
  id: string;
  timestamp: number;
  timeout: number | false;
  dismissable: boolean;
}

export class ToastValidationError extends Error {}

/** Applies the spec's defaults and rules; throws with the spec's messages (001 §8). */
export function toToast(input: Partial<ToastInput>, now: number): Toast {
  if (!input.type) throw new ToastValidationError('toast.type is required');
  if (!input.message) throw new ToastValidationError('toast.message is required');
  const timeout = input.timeout === undefined ? TOAST_TIMEOUT_MS : input.timeout;
  const dismissable = input.dismissable ?? false;
  if (!dismissable && !timeout) throw new ToastValidationError('Toast should be user-dismissable or have a timeout');
  return {
    ...(input as ToastInput),
    id: input.id ?? `${input.type}:${input.message}`,
    timestamp: now,
    timeout,
    dismissable,
  };
}

/** Adds or replaces a toast; one with an id already shown keeps its original timestamp. */
export function withToast(toasts: readonly Toast[], toast: Toast): Toast[] {
  const existing = toasts.find((candidate) => candidate.id === toast.id);
  if (!existing) return [...toasts, toast];
  return toasts.map((candidate) => (candidate.id === toast.id ? { ...toast, timestamp: existing.timestamp } : candidate));
}

export function withoutToast(toasts: readonly Toast[], id: string): Toast[] {
  return toasts.filter((toast) => toast.id !== id);
}
