/**
 * A Swagger UI plugin that draws every tag and every call at once, as Swagger UI did before 5.33.
 *
 * Swagger UI 5.33 and later virtualise the list of calls when the document has 150 or more tags
 * plus calls: only the rows inside the window are drawn, the rest when scrolled to (a threshold
 * the bundle fixes, no setting turns it off). Our API passed 150 with the privacy calls (15 tags
 * and 143 calls), so the page showed the first few tags and then nothing until scrolled; the
 * browser's find-in-page missed every call not yet drawn (swagger-api/swagger-ui#11056), and so
 * did anything reading the page. The API is far smaller than the specs the virtualisation is for
 * (thousands of calls): the full list draws quickly, so this plugin puts back Swagger UI's own
 * full list (its `operations` component below the threshold).
 *
 * The function runs in the browser: @fastify/swagger-ui writes it into swagger-initializer.js as
 * its source text, so it must use nothing from outside itself (no imports, no closures); Swagger
 * UI hands it React and the other components.
 */
export function listEveryOperation(system: DocsPageSystem) {
  const h = system.React.createElement;
  const operations = (props: OperationsProps) => {
    const { specSelectors, getComponent } = props;
    const taggedOperations = specSelectors.taggedOperations();
    if (taggedOperations.size === 0) return h('h3', null, ' No operations defined in spec!');
    const validMethods = specSelectors.validOperationMethods();
    const OperationTag = getComponent('OperationTag');
    const OperationContainer = getComponent('OperationContainer', true);
    return h(
      'div',
      null,
      taggedOperations
        .map((tagObj, tag) =>
          h(
            OperationTag,
            {
              key: `operation-${tag}`,
              tagObj,
              tag,
              oas3Selectors: props.oas3Selectors,
              layoutSelectors: props.layoutSelectors,
              layoutActions: props.layoutActions,
              getConfigs: props.getConfigs,
              getComponent,
              specUrl: specSelectors.url(),
            },
            h(
              'div',
              { className: 'operation-tag-content' },
              tagObj
                .get('operations')
                .map((op) => {
                  const path = op.get('path');
                  const method = op.get('method');
                  if (validMethods.indexOf(method) === -1) return null;
                  const specPath = op.get('specPath');
                  return h(OperationContainer, {
                    key: `${path}-${method}`,
                    specPath,
                    op,
                    path,
                    method,
                    tag,
                  });
                })
                .toArray(),
            ),
          ),
        )
        .valueSeq()
        .toArray(),
    );
  };
  return { components: { operations } };
}

/** The little of Swagger UI's system (Immutable.js values, React) the plugin uses. */
interface DocsPageSystem {
  React: {
    createElement: (type: unknown, props: object | null, ...children: unknown[]) => unknown;
  };
}

interface ImmutableOperation {
  get(key: 'path' | 'method'): string;
  get(key: 'specPath'): unknown;
}

interface ImmutableTag {
  get(key: 'operations'): { map<T>(fn: (op: ImmutableOperation) => T): { toArray(): T[] } };
}

interface OperationsProps {
  specSelectors: {
    taggedOperations(): {
      size: number;
      map<T>(fn: (tagObj: ImmutableTag, tag: string) => T): { valueSeq(): { toArray(): T[] } };
    };
    validOperationMethods(): string[];
    url(): string;
  };
  getComponent: (name: string, container?: boolean) => unknown;
  oas3Selectors: unknown;
  layoutSelectors: unknown;
  layoutActions: unknown;
  getConfigs: unknown;
}
