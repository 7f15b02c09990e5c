import type { Language } from '@portal/contracts';
import { useServices } from '../api/get-services';
import { ServiceCards, type ChosenService } from './service-cards';

export type { ChosenService } from './service-cards';

interface ServicesGridProps {
  language: Language;
  onChoose: (service: ChosenService) => void;
}

/** The services with prices from the server, or the standard prices when the call fails. */
export function ServicesGrid({ language, onChoose }: ServicesGridProps) {
  const { data, isError } = useServices(language);
  return <ServiceCards services={data} failed={isError} onChoose={onChoose} />;
}
