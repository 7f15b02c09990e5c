import { useTranslation } from '../../../../lib/translation/use-translation';
import { lunarNodes, type Language, type LunarNode } from '@portal/contracts';
import { useAstrologySettings, useSaveAstrologySettings } from '../../api/chart-calls';
import { useOutcomeToast } from '../../form-feedback';
import { may } from '../../office-access';

/**
 * The office's choice of lunar node for Rahu and Ketu (mean by default, as the Thirukanitha
 * almanacs print; true on request). Saved at once; every chart is cast again with it. Shown to
 * every office role, changed by an administrator only.
 */
export function NodeSetting({ language }: { language: Language }) {
  const { t } = useTranslation('admin');
  const settings = useAstrologySettings(language);
  const save = useSaveAstrologySettings(language);
  const outcome = useOutcomeToast();
  // Desk and astrologers see the choice; only an administrator changes it.
  const mayChange = may('PUT /api/admin/astrology-settings');
  if (!settings.data) return null;
  const chosen = save.isPending && save.variables ? save.variables.node : settings.data.node;
  const choose = (node: LunarNode) => {
    if (node !== settings.data?.node) void outcome(save.mutateAsync({ node }), 'astro_node_saved');
  };
  return (
    <fieldset
      className="astro-node"
      disabled={save.isPending || !mayChange}
      aria-describedby="astro-node-hint"
    >
      <legend className="astro-node__legend">{t('astro_node_legend')}</legend>
      <div className="astro-node__choices">
        {lunarNodes.map((node) => (
          <label key={node} className="astro-node__choice">
            <input
              type="radio"
              name="astro-node"
              value={node}
              checked={chosen === node}
              onChange={() => choose(node)}
            />
            {t(`astro_node_${node}`)}
          </label>
        ))}
      </div>
      <p id="astro-node-hint" className="field-note">
        {t('astro_node_hint')}
        {mayChange ? '' : ` ${t('astro_node_read_only')}`}
      </p>
    </fieldset>
  );
}
