import type { FormEvent } from 'react';
import { followNewBuild } from '@/lib/build';

/**
 * How long a press waits to learn which build is live (build.json, a few bytes): well within the
 * five seconds Chrome lets a press open WhatsApp's tab. Without an answer the order goes as it is.
 */
const sendWaitMs = 2000;

/**
 * Runs `send` for the press `event` once it has learned that this page's build is still the live
 * one. When a deploy has gone live since the checkout opened, the page loads again with the cart
 * and the typed details instead (lib/build.ts), and the customer sees the cart at the new prices,
 * with what changed and what left it, before anything is sent.
 */
export function sendOnLiveBuild<Event extends FormEvent>(
  event: Event,
  send: (event: Event) => void,
) {
  event.preventDefault();
  void followNewBuild(sendWaitMs).then((reloading) => {
    if (!reloading) send(event);
  });
}
