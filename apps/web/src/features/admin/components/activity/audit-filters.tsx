import { useTranslation } from '../../../../lib/translation/use-translation';
import {
  auditActionGroupNames,
  auditActionGroups,
  auditActions,
  type AuditAction,
  type AuditActionGroup,
  type AuditActorsReply,
} from '@portal/contracts';
import type { AuditFilterValues } from '../../api/audit-calls';
import { isFiltered } from './audit-filter-params';
import { useActorName } from './audit-sentence';

/** The "what" select's value: "group:money", "action:refund.automatic" or "" (everything). */
const whatValue = (what: AuditFilterValues['what']) =>
  what === null ? '' : 'group' in what ? `group:${what.group}` : `action:${what.action}`;
function whatOf(value: string): AuditFilterValues['what'] {
  const [kind, name = ''] = value.split(':');
  if (kind === 'group' && (auditActionGroupNames as string[]).includes(name))
    return { group: name as AuditActionGroup };
  if (kind === 'action' && (auditActions as readonly string[]).includes(name))
    return { action: name as AuditAction };
  return null;
}

interface AuditFiltersProps {
  values: AuditFilterValues;
  /** The office's people (GET /api/admin/audit-log/actors), and the one filtered by when not among them. */
  actors: AuditActorsReply['actors'];
  /** What changed; the screen lays it over the filters in the address (two quick changes never undo each other). */
  onChange: (patch: Partial<AuditFilterValues>) => void;
}

/** Who, what and when (India days, both included). */
export function AuditFilters({ values, actors, onChange }: AuditFiltersProps) {
  const { t } = useTranslation('admin');
  const actorName = useActorName();
  const actorValue = values.actor === null ? '' : String(values.actor);
  return (
    <div
      className="admin-filters admin-audit-filters"
      role="search"
      aria-label={t('audit_filters')}
    >
      <div className="form-field">
        <label className="field-label" htmlFor="audit-who">
          {t('audit_filter_who')}
        </label>
        <select
          id="audit-who"
          className="text-input"
          value={actorValue}
          onChange={(event) =>
            onChange({
              actor:
                event.target.value === ''
                  ? null
                  : event.target.value === 'system'
                    ? 'system'
                    : Number(event.target.value),
            })
          }
        >
          <option value="">{t('audit_anyone')}</option>
          <option value="system">{t('audit_the_system')}</option>
          {actors.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actorName(actor)}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label className="field-label" htmlFor="audit-what">
          {t('audit_filter_what')}
        </label>
        <select
          id="audit-what"
          className="text-input"
          value={whatValue(values.what)}
          onChange={(event) => onChange({ what: whatOf(event.target.value) })}
        >
          <option value="">{t('audit_everything')}</option>
          {auditActionGroupNames.map((group) => (
            <optgroup key={group} label={t(`audit_group_${group}`)}>
              <option value={`group:${group}`}>
                {t('audit_group_all', { group: t(`audit_group_${group}`) })}
              </option>
              {auditActionGroups[group].map((action) => (
                <option key={action} value={`action:${action}`}>
                  {t(`action_${action.replaceAll('.', '_')}`, { defaultValue: action })}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label className="field-label" htmlFor="audit-from">
          {t('audit_filter_from')}
        </label>
        <input
          id="audit-from"
          type="date"
          className="text-input"
          value={values.from}
          max={values.to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </div>
      <div className="form-field">
        <label className="field-label" htmlFor="audit-to">
          {t('audit_filter_to')}
        </label>
        <input
          id="audit-to"
          type="date"
          className="text-input"
          value={values.to}
          min={values.from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </div>
      {isFiltered(values) && (
        <button
          type="button"
          className="button button--small button--light admin-audit-filters__clear"
          onClick={() => onChange({ actor: null, what: null, from: '', to: '' })}
        >
          {t('audit_clear_filters')}
        </button>
      )}
    </div>
  );
}
