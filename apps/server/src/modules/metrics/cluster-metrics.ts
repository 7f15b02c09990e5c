import cluster from 'node:cluster';
import { ClusterRegistry, type Registry } from '@prometheus-io/client';

/** A server process asks its primary for every process's metrics; the primary answers with them summed. */
const ASK = 'portal:metrics-ask';
const ANSWER = 'portal:metrics-answer';
/** The client's primary (@prometheus-io/client) waits 5 s for the processes' answers. */
const ANSWER_TIMEOUT_MS = 6_000;

interface Ask {
  type: typeof ASK;
  id: number;
}
interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

const isAsk = (message: unknown): message is Ask => (message as Ask | null)?.type === ASK;
const isAnswer = (message: unknown): message is Answer =>
  (message as Answer | null)?.type === ANSWER;

/**
 * In the cluster's primary (WORKERS above 1): a server process asked for /metrics gets every
 * process's metrics, gathered over the cluster's channels and added up by @prometheus-io/client's
 * ClusterRegistry (counters and histograms summed, each metric by its `aggregator`), so a
 * scrape sees the same counts whichever process the connection reached. The processes make
 * themselves known to it (clusterMetricsOf); one that stopped leaves its counts out.
 */
export function answerClusterMetrics(): void {
  const aggregator = new ClusterRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isAsk(message)) return;
    void aggregator
      .clusterMetrics()
      .then(
        (text): Partial<Answer> => ({ text }),
        (error: Error): Partial<Answer> => ({ error: error.message }),
      )
      .then((answer) => {
        if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...answer });
      });
  });
}

/**
 * In a server process of a cluster: `registries` answer the primary's gathering (the client's
 * own listener, which also tells the primary this process is there), and the function returned
 * asks the primary for all the processes' metrics.
 */
export function clusterMetricsOf(registries: Registry[]): () => Promise<string> {
  ClusterRegistry.setRegistries(registries);
  new ClusterRegistry();
  const waiting = new Map<number, { settle: (answer: Answer) => void }>();
  let nextId = 0;
  process.on('message', (message: unknown) => {
    if (isAnswer(message)) waiting.get(message.id)?.settle(message);
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(
        () => settle({ type: ANSWER, id, error: "the cluster's primary did not answer" }),
        ANSWER_TIMEOUT_MS,
      );
      const settle = (answer: Answer) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (answer.text !== undefined) resolve(answer.text);
        else reject(new Error(answer.error ?? 'no metrics'));
      };
      waiting.set(id, { settle });
      process.send?.({ type: ASK, id } satisfies Ask);
    });
}
