import { collectDefaultMetrics, Registry } from '@prometheus-io/client';

let registry: Registry | null = null;

/**
 * This process's own figures: @prometheus-io/client's defaults (CPU time, resident memory, heap, event-loop
 * delay, garbage collection, open handles, Node's version). They belong to the process, not to
 * an app, so they are gathered once however many apps a process builds (the tests build many),
 * in a registry of their own: never @prometheus-io/client's global one.
 */
export function processMetrics(): Registry {
  if (!registry) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry });
  }
  return registry;
}
