import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and drops those a later one overrides (`px-5` then `px-0` keeps `px-0`), so
 * that a caller's classes always win over a component's defaults. tailwind-merge weighs several
 * KB: call this from server components only, never from a client component's module.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
