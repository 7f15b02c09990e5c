import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left before Resend may be used, counting down from what send-otp answered
 * (resend_after) or, after a refused send, from the server's Retry-After. start() begins a wait;
 * stop() ends it at once. `ended` turns true when a wait runs out by itself (not by stop()).
 */
export function useResendWait() {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [ended, setEnded] = useState(false);
  const until = useRef(0);
  const waiting = secondsLeft > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((until.current - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) setEnded(true);
    }, 250);
    return () => clearInterval(timer);
  }, [waiting]);
  return {
    secondsLeft,
    ended,
    start(seconds: number) {
      until.current = Date.now() + seconds * 1000;
      setSecondsLeft(Math.max(0, Math.ceil(seconds)));
      setEnded(false);
    },
    stop() {
      until.current = 0;
      setSecondsLeft(0);
      setEnded(false);
    },
  };
}
