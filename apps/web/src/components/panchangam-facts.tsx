import {
  panchangamLabels,
  panchangamRows,
  type Language,
  type Panchangam,
} from '@portal/contracts';
import './panchangam-facts.css';

interface PanchangamFactsProps {
  panchangam: Panchangam;
  language: Language;
  /** The IANA zone of the place; sunrise and sunset are shown on its clock. */
  timeZone: string;
  /** The heading: the panchangam at birth (default) or of a Prasanam's question. */
  title?: 'panchangam' | 'prasanamPanchangam';
  /** Whose panchangam, for the region's name where a page shows two (a marriage booking's bride and bridegroom). */
  owner?: string;
}

/**
 * The panchangam of a moment as a grid of facts; the rows (names in both languages) come
 * from the contracts, which the printed Jathagam uses too.
 */
export function PanchangamFacts({
  panchangam,
  language,
  timeZone,
  title = 'panchangam',
  owner,
}: PanchangamFactsProps) {
  const heading = panchangamLabels[title][language];
  return (
    <section className="panchangam" aria-label={owner ? `${heading}, ${owner}` : heading}>
      <h4 className="panchangam__title">{heading}</h4>
      <dl className="panchangam__facts">
        {panchangamRows(panchangam, language, timeZone).map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="panchangam__note">{panchangamLabels.sunConvention[language]}</p>
    </section>
  );
}
